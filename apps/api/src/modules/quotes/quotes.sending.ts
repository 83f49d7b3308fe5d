import {
  canReviseQuote,
  lineTotalCents,
  quoteLimits,
  quoteTotals,
} from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { Quote, QuoteInput, QuoteItemInput } from '@trademate/shared/schemas/quotes';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound, type FieldError } from '../../lib/app-error';
import type { QuotePerson, QuotesDeps } from './quotes.deps';
import { jobTakesQuotes, statusOf } from './quotes.read-shape';
import type { QuotesReading } from './quotes.reading';
import type { NewQuoteVersionRow, QuoteVersionRow } from './quotes.repository';
import type { QuoteSteps } from './quotes.steps';

const m = messages.quotes;

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/** The quote's days against today in Australia: valid from today for at most 90 days. */
function checkDays(input: QuoteInput, today: string): void {
  const errors: FieldError[] = [];
  if (input.validUntil < today) {
    errors.push({ path: 'validUntil', message: m.validUntilPast });
  } else if (input.validUntil > addDays(today, quoteLimits.validForMaxDays)) {
    errors.push({ path: 'validUntil', message: m.validUntilTooFar });
  }
  if (input.earliestStart < today) {
    errors.push({ path: 'earliestStart', message: m.earliestStartPast });
  }
  if (errors.length > 0) throw new AppError('VALIDATION', errors[0]!.message, errors);
}

/** What the professional wrote in a version: what "unchanged" compares. */
interface Written {
  items: readonly QuoteItemInput[];
  validUntil: string;
  earliestStart: string;
  deposit: { kind: string; value: number };
  terms: string;
  attachmentIds: readonly string[];
}

function writtenOf(source: Written): string {
  return JSON.stringify([
    source.items.map((item) => [
      item.description,
      item.kind,
      item.quantityHundredths,
      item.unit,
      item.unitPriceCents,
    ]),
    source.validUntil,
    source.earliestStart,
    source.deposit.kind,
    source.deposit.value,
    source.terms,
    source.attachmentIds,
  ]);
}

function sameAsCurrent(input: QuoteInput, current: QuoteVersionRow): boolean {
  const deposit = { kind: current.depositKind, value: current.depositValue };
  return writtenOf(input) === writtenOf({ ...current, deposit });
}

/** The row of a version: its lines priced, its totals, and the ABN and GST as they stand today. */
function versionRow(
  quoteId: string,
  version: number,
  input: QuoteInput,
  tax: { abn: string | null; gstRegistered: boolean },
): NewQuoteVersionRow {
  const totals = quoteTotals(input.items, tax.gstRegistered, input.deposit);
  // The request's schema holds both already; the version's own checks hold them too.
  if (totals.depositCents > totals.totalCents) {
    throw fieldError('deposit.value', m.depositOverTotal);
  }
  if (totals.totalCents > quoteLimits.totalMaxCents) throw fieldError('items', m.totalTooHigh);
  return {
    quoteId,
    version,
    items: input.items.map((item) => ({
      description: item.description,
      kind: item.kind,
      quantityHundredths: item.quantityHundredths,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      totalCents: lineTotalCents(item.quantityHundredths, item.unitPriceCents),
    })),
    ...totals,
    depositKind: input.deposit.kind,
    depositValue: input.deposit.value,
    gstRegistered: tax.gstRegistered,
    abn: tax.abn,
    validUntil: input.validUntil,
    earliestStart: input.earliestStart,
    terms: input.terms,
    attachmentIds: input.attachmentIds,
  };
}

/**
 * The professional's side of a quote: sending one on a job they wrote to the client about,
 * revising it (a new version, sent again) and withdrawing it. Each change posts its card in the
 * job's conversation and tells the client, in its transaction.
 */
export function createQuotesSending({
  db,
  repository,
  reads,
  credentials,
  uploadedFiles,
  steps,
  reading,
}: Pick<QuotesDeps, 'db' | 'repository' | 'reads' | 'credentials' | 'uploadedFiles'> & {
  steps: QuoteSteps;
  reading: Pick<QuotesReading, 'readQuote'>;
}) {
  /** Every attachment must be a chat file this professional sent in this conversation. */
  async function checkAttachments(
    ids: string[],
    professionalId: string,
    conversationId: string | null,
    tx: DbOrTx,
  ): Promise<void> {
    if (ids.length === 0) return;
    const files = await uploadedFiles.findChatAttachments(ids, tx);
    const theirs = files.filter(
      (file) => file.uploaderId === professionalId && file.conversationId === conversationId,
    );
    if (conversationId === null || theirs.length !== new Set(ids).size) {
      throw fieldError('attachmentIds', m.attachmentInvalid);
    }
  }

  return {
    /**
     * Sends the professional's one quote on an open job they contacted the client about: its
     * first version, priced with GST when their ABN is registered for it today.
     */
    async sendQuote(professional: QuotePerson, jobId: string, input: QuoteInput): Promise<Quote> {
      const today = todayInAustralia();
      checkDays(input, today);
      const quoteId = await inTransaction(db, async (tx) => {
        const job = await reads.lockJobForQuote(jobId, professional.id, tx);
        if (!job || job.isHidden) throw notFound(m.jobNotFound);
        if (!job.conversationId) throw new AppError('FORBIDDEN', m.notContacted);
        if (!jobTakesQuotes(job.status)) throw new AppError('CONFLICT', m.jobNotOpen);
        if (await repository.findQuoteOf(job.id, professional.id, tx)) {
          throw new AppError('CONFLICT', m.alreadyQuoted);
        }
        await checkAttachments(input.attachmentIds, professional.id, job.conversationId, tx);
        const tax = await credentials.taxStandingOn(professional.id, today, tx);
        const quote = await repository.insertQuote(
          { jobId: job.id, professionalId: professional.id, conversationId: job.conversationId },
          tx,
        );
        // Another request of theirs won the same insert.
        if (!quote) throw new AppError('CONFLICT', m.alreadyQuoted);
        const version = await repository.insertVersion(versionRow(quote.id, 1, input, tax), tx);
        await steps.postCard(quote, professional, m.chat.sent(version.totalCents, 1), true, tx);
        await steps.tell(
          job.clientId,
          'quote_received',
          quote,
          {
            title: m.notifications.receivedTitle(job.title),
            body: m.notifications.receivedBody(professional.firstName, version.totalCents),
          },
          tx,
        );
        return quote.id;
      });
      return reading.readQuote(professional.id, quoteId);
    },

    /**
     * A new version of the professional's quote, sent again: while it is open, expired, declined
     * or withdrawn and its job still takes quotes; a version identical to the current one is
     * refused. The decline's reason goes with the old version.
     */
    async reviseQuote(professional: QuotePerson, quoteId: string, input: QuoteInput) {
      const today = todayInAustralia();
      checkDays(input, today);
      await inTransaction(db, async (tx) => {
        const { quote, job, current } = await steps.lockFor(
          professional,
          'professional',
          quoteId,
          tx,
        );
        if (!canReviseQuote(statusOf(quote, current, job.status, today))) {
          throw new AppError('CONFLICT', m.cannotRevise);
        }
        if (!jobTakesQuotes(job.status)) throw new AppError('CONFLICT', m.jobNotOpen);
        if (sameAsCurrent(input, current)) throw new AppError('VALIDATION', m.unchanged);
        await checkAttachments(input.attachmentIds, professional.id, quote.conversationId, tx);
        const tax = await credentials.taxStandingOn(professional.id, today, tx);
        const next = quote.currentVersion + 1;
        const version = await repository.insertVersion(versionRow(quote.id, next, input, tax), tx);
        const revised = await repository.updateIfStatus(
          quote.id,
          ['sent', 'declined', 'withdrawn'],
          {
            status: 'sent',
            currentVersion: next,
            declineReason: null,
            declinedAt: null,
            withdrawnAt: null,
          },
          tx,
          quote.currentVersion,
        );
        if (!revised) throw new AppError('CONFLICT', m.cannotRevise);
        await steps.postCard(quote, professional, m.chat.sent(version.totalCents, next), true, tx);
        await steps.tell(
          job.clientId,
          'quote_received',
          quote,
          {
            title: m.notifications.revisedTitle(job.title),
            body: m.notifications.revisedBody(professional.firstName, version.totalCents),
          },
          tx,
        );
      });
      return reading.readQuote(professional.id, quoteId);
    },

    /** Withdraws the professional's open (or expired) quote; they may revise and send it again. */
    async withdrawQuote(professional: QuotePerson, quoteId: string): Promise<Quote> {
      const today = todayInAustralia();
      await inTransaction(db, async (tx) => {
        const { quote, job, current } = await steps.lockFor(
          professional,
          'professional',
          quoteId,
          tx,
        );
        const status = statusOf(quote, current, job.status, today);
        const withdrawn =
          status === 'sent' || status === 'expired'
            ? await repository.updateIfStatus(
                quote.id,
                ['sent'],
                { status: 'withdrawn', withdrawnAt: new Date() },
                tx,
              )
            : undefined;
        if (!withdrawn) throw new AppError('CONFLICT', m.cannotWithdraw);
        await steps.postCard(quote, professional, m.chat.withdrawn, false, tx);
        await steps.tell(
          job.clientId,
          'quote_received',
          quote,
          {
            title: m.notifications.withdrawnTitle(job.title),
            body: m.notifications.withdrawnBody(professional.firstName),
          },
          tx,
        );
      });
      return reading.readQuote(professional.id, quoteId);
    },
  };
}
