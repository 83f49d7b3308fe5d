import type { Db } from '../../db/client';
import { createNewsletterRepository } from './newsletter.repository';

export function createNewsletterService({ db }: { db: Db }) {
  const repository = createNewsletterRepository(db);
  return {
    /**
     * Subscribing twice answers the same as once, so the form cannot be used to learn who is on the
     * list.
     */
    async subscribe(email: string, subscriptionDate: string | undefined): Promise<void> {
      await repository.addSubscription(email, subscriptionDate ? new Date(subscriptionDate) : null);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
