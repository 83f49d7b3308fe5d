import type { QuoteSort } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { Quote, QuoteDetail, QuoteList } from '@trademate/shared/schemas/quotes';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ChatAttachmentRow } from '../uploads/uploaded-files.service';
import type { QuotesDeps } from './quotes.deps';
import type { QuoteReadRow } from './quotes.read.repository';
import { toQuote, toQuoteDetail, type QuoteReader } from './quotes.read-shape';
import type { QuoteVersionRow } from './quotes.repository';

const m = messages.quotes;

const ratingOf = (quote: Quote) => quote.professional.rating;

/** Cheapest first, or best rated first with the cheaper of two equals first; then the earlier. */
const comparators: Record<QuoteSort, (a: Quote, b: Quote) => number> = {
  price: (a, b) => a.current.totalCents - b.current.totalCents,
  rating: (a, b) => ratingOf(b) - ratingOf(a) || a.current.totalCents - b.current.totalCents,
};

/** Whether the user is the quote's client or its professional: nobody else may read it. */
export function isPartyTo(row: QuoteReadRow, userId: string): boolean {
  return row.job.clientId === userId || row.quote.professionalId === userId;
}

/**
 * Reading quotes: a job's quotes for its client (every one) or for a professional who wrote to the
 * client about it (their own), and one quote with its versions for its two people. To anyone
 * else a quote, and a job's quotes, do not exist.
 */
export function createQuotesReading({
  repository,
  reads,
  variationRows,
  chats,
  uploadedFiles,
}: Pick<QuotesDeps, 'repository' | 'reads' | 'variationRows' | 'chats' | 'uploadedFiles'>) {
  /** The chat files these versions attach, still there, by id. */
  async function filesOf(
    versions: readonly QuoteVersionRow[],
    tx?: DbOrTx,
  ): Promise<Map<string, ChatAttachmentRow>> {
    const ids = versions.flatMap((version) => version.attachmentIds);
    if (ids.length === 0) return new Map();
    const rows = await uploadedFiles.findChatAttachments(ids, tx);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Each quote's reader: `userId`, with whether their conversation shows contact details. */
  async function readersOf(
    rows: readonly QuoteReadRow[],
    userId: string,
    tx?: DbOrTx,
  ): Promise<(row: QuoteReadRow) => QuoteReader> {
    const conversationIds = rows.flatMap((row) =>
      row.quote.conversationId ? [row.quote.conversationId] : [],
    );
    const shown =
      conversationIds.length > 0 ? await chats.contactsShownIn(conversationIds, tx) : new Map();
    return (row) => ({
      userId,
      contactsShown: row.quote.conversationId
        ? (shown.get(row.quote.conversationId) ?? false)
        : false,
    });
  }

  /** The quote, for its client or its professional; 404 for anyone else. */
  async function quoteFor(userId: string, quoteId: string, tx?: DbOrTx): Promise<QuoteReadRow> {
    const row = await reads.findQuoteRow(quoteId, tx);
    if (!row || !isPartyTo(row, userId)) throw notFound(m.notFound);
    return row;
  }

  return {
    quoteFor,
    filesOf,

    /** The quote as `userId` reads it now: what a change answers with, once it has committed. */
    async readQuote(userId: string, quoteId: string): Promise<Quote> {
      const row = await quoteFor(userId, quoteId);
      const [readerOf, files] = await Promise.all([
        readersOf([row], userId),
        filesOf([row.current]),
      ]);
      return toQuote(row, readerOf(row), todayInAustralia(), files);
    },

    /**
     * The job's quotes: every one (withdrawn ones too) for its client, the professional's own (0 or
     * 1) for a professional who wrote to the client about it; 404 for anyone else.
     */
    async listForJob(userId: string, jobId: string, sort: QuoteSort): Promise<QuoteList> {
      const parties = await reads.findJobParties(jobId, userId);
      const isClient = parties?.clientId === userId;
      if (!parties || (!isClient && !parties.hasContacted)) throw notFound(m.jobNotFound);
      const rows = await reads.findJobQuoteRows(jobId, isClient ? undefined : userId);
      const [readerOf, files] = await Promise.all([
        readersOf(rows, userId),
        filesOf(rows.map((row) => row.current)),
      ]);
      const today = todayInAustralia();
      const items = rows.map((row) => toQuote(row, readerOf(row), today, files));
      return { items: items.sort(comparators[sort]) };
    },

    /**
     * One quote with every version and every variation, newest first, for its client or its
     * professional.
     */
    async getQuote(userId: string, quoteId: string): Promise<QuoteDetail> {
      const row = await quoteFor(userId, quoteId);
      const [versions, variations] = await Promise.all([
        repository.findVersions(row.quote.id),
        variationRows.findVariations(row.quote.id),
      ]);
      const [readerOf, files] = await Promise.all([readersOf([row], userId), filesOf(versions)]);
      return toQuoteDetail(row, versions, variations, readerOf(row), todayInAustralia(), files);
    },
  };
}

export type QuotesReading = ReturnType<typeof createQuotesReading>;
