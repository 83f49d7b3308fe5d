import type { Db, DbOrTx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

export function createNewsletterRepository(db: Db) {
  return {
    /** Inserts the address once; a repeat keeps the first subscription. Returns whether it was new. */
    async addSubscription(
      email: string,
      clientDate: Date | null,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ email, clientSubscriptionDate: clientDate })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
