import * as messages from '@trademate/shared/messages';
import type { NewsletterTokenResult } from '@trademate/shared/schemas/newsletter-admin';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { NewsletterRepository } from './newsletter.repository';
import type { NewsletterTokens } from './newsletter.tokens';

const m = messages.newsletterIssues;

export interface NewsletterUnsubscribeDeps {
  db: Db;
  repository: NewsletterRepository;
  tokens: NewsletterTokens;
}

/** Leaving the list, from any issue's link. */
export function createNewsletterUnsubscribe({ db, repository, tokens }: NewsletterUnsubscribeDeps) {
  return {
    /** One click (the page, or a mail client's RFC 8058 POST): off the list at once. */
    async unsubscribe(token: string): Promise<NewsletterTokenResult> {
      const verified = tokens.verifyUnsubscribeToken(token);
      if (!verified) throw new AppError('VALIDATION', m.unsubscribeLinkInvalid);
      return inTransaction(db, async (tx) => {
        const row = await repository.findByIdForUpdate(verified.subscriptionId, tx);
        if (!row) throw notFound(m.subscriptionNotFound);
        if (row.status !== 'unsubscribed') {
          await repository.updateSubscription(
            row.id,
            {
              status: 'unsubscribed',
              unsubscribedAt: new Date(),
              unsubscribedFromIssueId: verified.issueId,
            },
            tx,
          );
        }
        return { status: 'unsubscribed', message: m.unsubscribed };
      });
    },
  };
}
