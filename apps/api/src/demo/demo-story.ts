import type { UserType } from '@trademate/shared/constants/users';
import type { FastifyInstance } from 'fastify';
import type { HappenedAt } from './story-clock';

/** A demo person once they have an account: who they are to the services. */
export interface DemoAccount {
  id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
}

/** What every part of the demo's story is told with: the services, the clock and the cast. */
export interface DemoStory {
  app: FastifyInstance;
  happenedAt: HappenedAt;
  /** The demo people who have joined so far, by first name. */
  accounts: Map<string, DemoAccount>;
  /** A demo person's account, by first name, once they have joined. */
  accountOf: (firstName: string) => DemoAccount;
  /** A service's id, by its slug. */
  serviceId: (slug: string) => string;
}
