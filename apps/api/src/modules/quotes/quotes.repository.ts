import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { StoredQuoteStatus } from '@trademate/shared/constants/quotes';
import type { Db, DbOrTx } from '../../db/client';
import { quoteVersions, quotes } from '../../db/schema/quotes';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type NewQuoteVersionRow = typeof quoteVersions.$inferInsert;

/**
 * The quotes and their versions (decision 062): a quote is written once per professional and job
 * and moved along by conditional updates; a version is only ever inserted.
 */
export function createQuotesRepository(db: Db) {
  return {
    /** Inserts the professional's quote on the job; undefined when they already have one. */
    async insertQuote(
      values: { jobId: string; professionalId: string; conversationId: string },
      tx: DbOrTx,
    ): Promise<QuoteRow | undefined> {
      const [row] = await tx.insert(quotes).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertVersion(values: NewQuoteVersionRow, tx: DbOrTx): Promise<QuoteVersionRow> {
      const [row] = await tx.insert(quoteVersions).values(values).returning();
      if (!row) throw new Error('Inserting a quote version returned no row');
      return row;
    },

    async findQuote(quoteId: string, tx: DbOrTx = db): Promise<QuoteRow | undefined> {
      const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
      return row;
    },

    /** The professional's quote on the job, if they wrote one. */
    async findQuoteOf(
      jobId: string,
      professionalId: string,
      tx: DbOrTx = db,
    ): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.jobId, jobId), eq(quotes.professionalId, professionalId)))
        .limit(1);
      return row;
    },

    /** The quote, locked until the transaction ends (after its job: see `lockJobForQuote`). */
    async lockQuote(quoteId: string, tx: DbOrTx): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(quotes)
        .where(eq(quotes.id, quoteId))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * Changes the quote only while it is stored in one of `fromStatuses` (and, when given, still at
     * version `atVersion`): of two concurrent changes, one gets undefined.
     */
    async updateIfStatus(
      quoteId: string,
      fromStatuses: readonly StoredQuoteStatus[],
      values: Partial<typeof quotes.$inferInsert>,
      tx: DbOrTx,
      atVersion?: number,
    ): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .update(quotes)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(quotes.id, quoteId),
            inArray(quotes.status, [...fromStatuses]),
            atVersion === undefined ? undefined : eq(quotes.currentVersion, atVersion),
          ),
        )
        .returning();
      return row;
    },

    /** Every other quote on the job still sent becomes not chosen; the quotes changed. */
    async markOthersNotChosen(jobId: string, chosenId: string, tx: DbOrTx): Promise<QuoteRow[]> {
      return tx
        .update(quotes)
        .set({ status: 'notChosen', updatedAt: new Date() })
        .where(and(eq(quotes.jobId, jobId), ne(quotes.id, chosenId), eq(quotes.status, 'sent')))
        .returning();
    },

    async findVersion(
      quoteId: string,
      version: number,
      tx: DbOrTx = db,
    ): Promise<QuoteVersionRow | undefined> {
      const [row] = await tx
        .select()
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.version, version)))
        .limit(1);
      return row;
    },

    /** Every version of the quote, newest first. */
    async findVersions(quoteId: string, tx: DbOrTx = db): Promise<QuoteVersionRow[]> {
      return tx
        .select()
        .from(quoteVersions)
        .where(eq(quoteVersions.quoteId, quoteId))
        .orderBy(desc(quoteVersions.version));
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
