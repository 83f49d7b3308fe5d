import {
  agreedTotalCents,
  variationLimits,
  variationLineCents,
  variationTotals,
} from '@trademate/shared/constants/quote-variations';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type { QuoteDetail, VariationInput } from '@trademate/shared/schemas/quotes';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { maskContactDetails } from '../chats/chats.service';
import type { QuotePerson, QuotesDeps } from './quotes.deps';
import type { QuotesReading } from './quotes.reading';
import type { QuoteRow } from './quotes.repository';
import type { LockedQuote, QuoteSteps } from './quotes.steps';
import type { QuoteVariationRow } from './quotes.variations.repository';

const mv = messages.quoteVariations;

/**
 * Where an agreed total may not go: below $0, or above the most a quote may total. `code` says
 * whose mistake it is: the professional's input (VALIDATION, named on the lines) or a client's
 * answer the agreement has moved past since it was proposed (CONFLICT).
 */
function refuseAgreedTotal(total: number, code: 'VALIDATION' | 'CONFLICT'): void {
  const message =
    total < 0 ? mv.belowZero : total > quoteLimits.totalMaxCents ? mv.overMax : undefined;
  if (!message) return;
  throw code === 'VALIDATION'
    ? new AppError(code, message, [{ path: 'lines', message }])
    : new AppError(code, message);
}

/**
 * Variations of an accepted quote (decision 062): while its job is in progress the professional
 * proposes lines to add or remove, with a reason; the client approves or declines each, and the
 * professional may withdraw one still unanswered. Every change runs under the job's lock and the
 * quote's, like the quote's own, posts its card in the job's conversation and tells the other
 * person, in one transaction. Each answers with the quote as its reader now reads it.
 */
export function createQuoteVariations({
  db,
  repository,
  variationRows,
  chats,
  steps,
  reading,
}: Pick<QuotesDeps, 'db' | 'repository' | 'variationRows' | 'chats'> & {
  steps: QuoteSteps;
  reading: Pick<QuotesReading, 'getQuote'>;
}) {
  /** The accepted quote's agreement as it stands, or 409 for a quote that has none to vary. */
  async function agreementOf(locked: LockedQuote, tx: DbOrTx) {
    const { quote, job } = locked;
    const accepted =
      quote.status === 'accepted' && quote.acceptedVersion !== null
        ? await repository.findVersion(quote.id, quote.acceptedVersion, tx)
        : undefined;
    if (!accepted || job.status !== 'in_progress') throw new AppError('CONFLICT', mv.notAgreed);
    const variations = await variationRows.findVariations(quote.id, tx);
    return {
      accepted,
      variations,
      agreedTotalCents: agreedTotalCents(accepted.totalCents, variations),
    };
  }

  /** The quote's variation still waiting for an answer: 404 without one, 409 once settled. */
  async function proposedVariation(
    quote: QuoteRow,
    number: number,
    tx: DbOrTx,
  ): Promise<QuoteVariationRow> {
    const variation = await variationRows.findVariation(quote.id, number, tx);
    if (!variation) throw notFound(mv.notFound);
    if (variation.status !== 'proposed') throw new AppError('CONFLICT', mv.notOpen);
    return variation;
  }

  /** Settles a proposed variation; of two answers at once, the second finds it settled (409). */
  async function settle(
    variation: QuoteVariationRow,
    values: Parameters<typeof variationRows.settleIfProposed>[2],
    tx: DbOrTx,
  ): Promise<void> {
    const settled = await variationRows.settleIfProposed(
      variation.quoteId,
      variation.number,
      values,
      tx,
    );
    if (!settled) throw new AppError('CONFLICT', mv.notOpen);
  }

  return {
    /**
     * The professional proposes a variation of their accepted quote while its job is in
     * progress: its lines priced, GST as the accepted version charged it, numbered after the
     * quote's last. One that would take the agreed total below $0 is refused (400).
     */
    async proposeVariation(
      professional: QuotePerson,
      quoteId: string,
      input: VariationInput,
    ): Promise<QuoteDetail> {
      await inTransaction(db, async (tx) => {
        const locked = await steps.lockFor(professional, 'professional', quoteId, tx);
        const { quote, job } = locked;
        const agreement = await agreementOf(locked, tx);
        if (agreement.variations.length >= variationLimits.perQuoteMax) {
          throw new AppError('CONFLICT', mv.tooMany);
        }
        const totals = variationTotals(input.lines, agreement.accepted.gstRegistered);
        refuseAgreedTotal(agreement.agreedTotalCents + totals.totalCents, 'VALIDATION');
        // Numbers follow on under the quote's lock; the primary key holds them unique regardless.
        const number = (agreement.variations[0]?.number ?? 0) + 1;
        await variationRows.insertVariation(
          {
            quoteId: quote.id,
            number,
            reason: input.reason,
            lines: input.lines.map((line) => ({
              change: line.change,
              description: line.description,
              kind: line.kind,
              quantityHundredths: line.quantityHundredths,
              unit: line.unit,
              unitPriceCents: line.unitPriceCents,
              totalCents: variationLineCents(line),
            })),
            ...totals,
            gstRegistered: agreement.accepted.gstRegistered,
          },
          tx,
        );
        await steps.postCard(
          quote,
          professional,
          mv.chat.proposed(number, totals.totalCents),
          true,
          tx,
        );
        await steps.tell(
          job.clientId,
          'variation_proposed',
          quote,
          {
            title: mv.notifications.proposedTitle(job.title),
            body: mv.notifications.proposedBody(professional.firstName, number, totals.totalCents),
          },
          tx,
        );
      });
      return reading.getQuote(professional.id, quoteId);
    },

    /** The professional takes back a variation the client has not answered. */
    async withdrawVariation(
      professional: QuotePerson,
      quoteId: string,
      number: number,
    ): Promise<QuoteDetail> {
      await inTransaction(db, async (tx) => {
        const { quote, job } = await steps.lockFor(professional, 'professional', quoteId, tx);
        const variation = await proposedVariation(quote, number, tx);
        await settle(variation, { status: 'withdrawn', withdrawnAt: new Date() }, tx);
        await steps.postCard(quote, professional, mv.chat.withdrawn(number), false, tx);
        await steps.tell(
          job.clientId,
          'variation_proposed',
          quote,
          {
            title: mv.notifications.withdrawnTitle(job.title),
            body: mv.notifications.withdrawnBody(professional.firstName, number),
          },
          tx,
        );
      });
      return reading.getQuote(professional.id, quoteId);
    },

    /**
     * The client approves a proposed variation while the job is in progress: the agreed total
     * moves by its total. One that would now take the agreed total below $0 (another approved
     * since it was proposed) is refused (409).
     */
    async approveVariation(
      client: QuotePerson,
      quoteId: string,
      number: number,
    ): Promise<QuoteDetail> {
      await inTransaction(db, async (tx) => {
        const locked = await steps.lockFor(client, 'client', quoteId, tx);
        const { quote, job } = locked;
        const variation = await proposedVariation(quote, number, tx);
        const agreement = await agreementOf(locked, tx);
        const agreed = agreement.agreedTotalCents + variation.totalCents;
        refuseAgreedTotal(agreed, 'CONFLICT');
        await settle(variation, { status: 'approved', approvedAt: new Date() }, tx);
        await steps.postCard(quote, client, mv.chat.approved(number, agreed), true, tx);
        await steps.tell(
          quote.professionalId,
          'variation_answered',
          quote,
          {
            title: mv.notifications.approvedTitle(job.title),
            body: mv.notifications.approvedBody(client.firstName, number, agreed),
          },
          tx,
        );
      });
      return reading.getQuote(client.id, quoteId);
    },

    /** The client declines a proposed variation with a reason the professional reads. */
    async declineVariation(
      client: QuotePerson,
      quoteId: string,
      number: number,
      reason: string,
    ): Promise<QuoteDetail> {
      await inTransaction(db, async (tx) => {
        const { quote, job } = await steps.lockFor(client, 'client', quoteId, tx);
        const variation = await proposedVariation(quote, number, tx);
        await settle(
          variation,
          { status: 'declined', declinedAt: new Date(), declineReason: reason },
          tx,
        );
        await steps.postCard(quote, client, mv.chat.declined(number, reason), false, tx);
        // The client's words reach the professional as the conversation shows them (decision 026).
        const shown = quote.conversationId
          ? (await chats.contactsShownIn([quote.conversationId], tx)).get(quote.conversationId)
          : false;
        await steps.tell(
          quote.professionalId,
          'variation_answered',
          quote,
          {
            title: mv.notifications.declinedTitle(job.title),
            body: mv.notifications.declinedBody(
              client.firstName,
              number,
              shown ? reason : maskContactDetails(reason).text,
            ),
          },
          tx,
        );
      });
      return reading.getQuote(client.id, quoteId);
    },
  };
}
