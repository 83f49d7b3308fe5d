import { canAnswerQuote, type QuoteStatus } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { ChatMessage } from '@trademate/shared/schemas/chats';
import type { Quote } from '@trademate/shared/schemas/quotes';
import { paths } from '@trademate/shared/paths';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { maskContactDetails } from '../chats/chats.service';
import type { QuotePerson, QuotesDeps } from './quotes.deps';
import { statusOf } from './quotes.read-shape';
import type { QuotesReading } from './quotes.reading';
import type { QuoteSteps } from './quotes.steps';

const m = messages.quotes;

/** A quote the client may no longer answer: past its day, or no longer open at all. */
function refuseUnlessAnswerable(status: QuoteStatus): void {
  if (status === 'expired') throw new AppError('CONFLICT', m.expired);
  if (!canAnswerQuote(status)) throw new AppError('CONFLICT', m.notOpen);
}

/**
 * The client's side of a quote: declining it with a reason, accepting it (which is the hire, in
 * the same transaction, and leaves every other open quote on the job not chosen), and asking a
 * question in its conversation.
 */
export function createQuotesAnswers({
  db,
  repository,
  jobs,
  chats,
  notifications,
  steps,
  reading,
}: Pick<QuotesDeps, 'db' | 'repository' | 'jobs' | 'chats' | 'notifications'> & {
  steps: QuoteSteps;
  reading: Pick<QuotesReading, 'readQuote' | 'quoteFor'>;
}) {
  return {
    /** Declines an open quote; the professional reads the reason and may revise. */
    async declineQuote(client: QuotePerson, quoteId: string, reason: string): Promise<Quote> {
      const today = todayInAustralia();
      await inTransaction(db, async (tx) => {
        const { quote, job, current } = await steps.lockFor(client, 'client', quoteId, tx);
        refuseUnlessAnswerable(statusOf(quote, current, job.status, today));
        const declined = await repository.updateIfStatus(
          quote.id,
          ['sent'],
          { status: 'declined', declineReason: reason, declinedAt: new Date() },
          tx,
        );
        if (!declined) throw new AppError('CONFLICT', m.notOpen);
        await steps.postCard(quote, client, m.chat.declined(reason), false, tx);
        // The client's words reach the professional as the conversation shows them (decision 026).
        const shown = quote.conversationId
          ? (await chats.contactsShownIn([quote.conversationId], tx)).get(quote.conversationId)
          : false;
        await steps.tell(
          quote.professionalId,
          'quote_answered',
          quote,
          {
            title: m.notifications.declinedTitle(job.title),
            body: m.notifications.declinedBody(
              client.firstName,
              shown ? reason : maskContactDetails(reason).text,
            ),
          },
          tx,
        );
      });
      return reading.readQuote(client.id, quoteId);
    },

    /**
     * Accepts an open quote, which hires its professional, in one transaction: the quote accepted
     * at its current version (a conditional update), the job hired through the jobs service, every
     * other open quote on the job not chosen and its professional told. Of two acceptances on
     * one job at once, the job's lock lets one through; the other finds the job hired (409).
     */
    async acceptQuote(client: QuotePerson, quoteId: string): Promise<Quote> {
      const today = todayInAustralia();
      await inTransaction(db, async (tx) => {
        const { quote, job, current } = await steps.lockFor(client, 'client', quoteId, tx);
        refuseUnlessAnswerable(statusOf(quote, current, job.status, today));
        const accepted = await repository.updateIfStatus(
          quote.id,
          ['sent'],
          { status: 'accepted', acceptedAt: new Date(), acceptedVersion: quote.currentVersion },
          tx,
        );
        if (!accepted) throw new AppError('CONFLICT', m.notOpen);
        // The acceptance tells the professional they are hired: the hire says nothing more.
        await jobs.hireInTransaction(client, job.id, quote.professionalId, tx, {
          tellProfessional: false,
        });
        const others = await repository.markOthersNotChosen(job.id, quote.id, tx);
        await steps.postCard(quote, client, m.chat.accepted(current.totalCents), true, tx);
        await steps.tell(
          quote.professionalId,
          'quote_answered',
          quote,
          {
            title: m.notifications.acceptedTitle(job.title),
            body: m.notifications.acceptedBody(client.firstName, current.totalCents),
          },
          tx,
        );
        await notifications.notifyMany(
          others.map((other) => ({
            userId: other.professionalId,
            kind: 'quote_answered' as const,
            title: m.notifications.notChosenTitle(job.title),
            body: m.notifications.notChosenBody(client.firstName),
            link: paths.quote.href(other.id),
            subjectJobId: job.id,
          })),
          tx,
        );
      });
      return reading.readQuote(client.id, quoteId);
    },

    /** The client's question about a quote, posted in its conversation as a message of theirs. */
    async askQuestion(
      client: QuotePerson,
      quoteId: string,
      question: string,
    ): Promise<ChatMessage> {
      return inTransaction(db, async (tx) => {
        const row = await reading.quoteFor(client.id, quoteId, tx);
        const conversationId = row.quote.conversationId;
        if (row.job.clientId !== client.id || !conversationId) throw notFound(m.notFound);
        return chats.postAboutQuote(
          {
            conversationId,
            sender: client,
            body: m.chat.question(question),
            quoteId: row.quote.id,
            asMessage: true,
            refuseIfBlocked: true,
          },
          tx,
        );
      });
    },
  };
}
