import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StateCode } from '@trademate/shared/constants/states';
import { offersServices, type UserType } from '@trademate/shared/constants/users';
import { plans } from '../src/db/schema/plans';
import { subscriptions } from '../src/db/schema/subscriptions';
import { hashPassword } from '../src/lib/passwords';
import { createSubscriptionsRepository } from '../src/modules/subscriptions/subscriptions.repository';
import { createServicesRepository } from '../src/modules/services/services.repository';

export const TEST_PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** An account straight in the database: verified unless told otherwise, offering one service. */
export async function createUser(
  app: FastifyInstance,
  options: {
    userType?: UserType;
    verified?: boolean;
    email?: string;
    serviceIds?: string[];
    state?: StateCode;
    city?: string;
    /** A suburb by postcode and name (decision 023): state and city then come from it. */
    place?: { postcode: string; suburb: string };
    travelKm?: number;
    firstName?: string;
  } = {},
): Promise<TestUser> {
  const userType = options.userType ?? 'client';
  const { users } = app;
  const offers = offersServices(userType);
  const serviceIds = options.serviceIds ?? (offers ? [(await firstServiceId(app))!] : []);
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email =
    options.email ?? `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com.au`;
  const user = await users.createUser(
    {
      email,
      passwordHash: await passwordHash,
      userType,
      firstName: options.firstName ?? 'Sam',
      lastName: 'Nguyen',
      contactNumber: '0412345678',
      address: {
        state: options.state ?? 'QLD',
        city: options.city ?? 'Brisbane',
        ...options.place,
      },
      travelKm: options.travelKm,
    },
    serviceIds,
  );
  if (!user) throw new Error(`createUser: ${email} is taken`);
  if (options.verified ?? true) await users.markVerified(user.id);
  return { id: user.id, email, password: TEST_PASSWORD };
}

export async function firstServiceId(app: FastifyInstance): Promise<string | undefined> {
  const { rows } = await createServicesRepository(app.db).findPage({
    page: 1,
    limit: 1,
    popular: false,
    search: undefined,
  });
  return rows[0]?.id;
}

/** Signs in through the API; returns the session token. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.body}`);
  return response.json().data.token;
}

/**
 * Puts a user's Professional subscription in a given state: `none` removes it, `expired` ends it a
 * second ago, `active`/`cancelled` run for another week.
 */
export async function setSubscription(
  app: FastifyInstance,
  userId: string,
  state: 'none' | 'active' | 'cancelled' | 'expired',
): Promise<void> {
  if (state === 'none') {
    await app.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    return;
  }
  const now = Date.now();
  const end = state === 'expired' ? now - 1_000 : now + 7 * 24 * 60 * 60 * 1000;
  const [plan] = await app.db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.code, 'professional-monthly'));
  await createSubscriptionsRepository(app.db).upsert({
    userId,
    planId: plan!.id,
    status: state === 'cancelled' ? 'cancelled' : 'active',
    isTrial: false,
    currentPeriodStart: new Date(now - 30 * 24 * 60 * 60 * 1000),
    currentPeriodEnd: new Date(end),
    cancelledAt: state === 'cancelled' ? new Date(now) : null,
  });
}
