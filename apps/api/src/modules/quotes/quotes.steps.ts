import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { NotificationKind } from '@trademate/shared/constants/notifications';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { QuotePerson, QuotesDeps } from './quotes.deps';
import type { QuoteRow, QuoteVersionRow } from './quotes.repository';

const m = messages.quotes;

/** The party a change on a quote is for: its professional, or its job's client. */
export type QuoteParty = 'professional' | 'client';

/** A quote locked for a change, with its job (locked first) and its current version. */
export interface LockedQuote {
  quote: QuoteRow;
  job: NonNullable<Awaited<ReturnType<QuotesDeps['reads']['lockJobForQuote']>>>;
  current: QuoteVersionRow;
}

/**
 * What every change on a quote starts and ends with: the job and the quote locked, in that order
 * (a hire, a send and an answer on one job take turns, and never wait on each other the other way
 * round), 404 for anyone but the party the change is for; then its card in the conversation and
 * the other person's notification, in the same transaction.
 */
export function createQuoteSteps({
  repository,
  reads,
  chats,
  notifications,
}: Pick<QuotesDeps, 'repository' | 'reads' | 'chats' | 'notifications'>) {
  return {
    async lockFor(
      user: QuotePerson,
      party: QuoteParty,
      quoteId: string,
      tx: DbOrTx,
    ): Promise<LockedQuote> {
      const found = await repository.findQuote(quoteId, tx);
      if (!found || (party === 'professional' && found.professionalId !== user.id)) {
        throw notFound(m.notFound);
      }
      const job = await reads.lockJobForQuote(found.jobId, found.professionalId, tx);
      if (!job || (party === 'client' && job.clientId !== user.id)) throw notFound(m.notFound);
      const quote = await repository.lockQuote(quoteId, tx);
      const current = quote && (await repository.findVersion(quote.id, quote.currentVersion, tx));
      if (!quote || !current) throw notFound(m.notFound);
      return { quote, job, current };
    },

    /**
     * The quote's card in its conversation, posted as `sender` (none once the conversation is
     * gone). `refuseIfBlocked` for what reaches out (a send, a revision, an acceptance), not for
     * what ends a dealing (a withdrawal, a decline).
     */
    async postCard(
      quote: Pick<QuoteRow, 'id' | 'conversationId'>,
      sender: QuotePerson,
      body: string,
      refuseIfBlocked: boolean,
      tx: DbOrTx,
    ): Promise<void> {
      if (!quote.conversationId) return;
      await chats.postAboutQuote(
        {
          conversationId: quote.conversationId,
          sender,
          body,
          quoteId: quote.id,
          asMessage: false,
          refuseIfBlocked,
        },
        tx,
      );
    },

    /** Tells `userId` about the quote: its page is the link, its job the subject. */
    async tell(
      userId: string,
      kind: Extract<
        NotificationKind,
        'quote_received' | 'quote_answered' | 'variation_proposed' | 'variation_answered'
      >,
      quote: Pick<QuoteRow, 'id' | 'jobId'>,
      text: { title: string; body: string },
      tx: DbOrTx,
    ): Promise<void> {
      await notifications.notify(
        {
          userId,
          kind,
          ...text,
          link: paths.quote.href(quote.id),
          subjectJobId: quote.jobId,
        },
        tx,
      );
    },
  };
}

export type QuoteSteps = ReturnType<typeof createQuoteSteps>;
