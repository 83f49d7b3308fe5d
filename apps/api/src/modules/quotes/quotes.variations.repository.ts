import { and, desc, eq } from 'drizzle-orm';
import type { VariationStatus } from '@trademate/shared/constants/quote-variations';
import type { Db, DbOrTx } from '../../db/client';
import { quoteVariations } from '../../db/schema/quotes';

export type QuoteVariationRow = typeof quoteVariations.$inferSelect;
export type NewQuoteVariationRow = typeof quoteVariations.$inferInsert;

/**
 * The variations of accepted quotes (decision 062): inserted as proposed, then moved once, by a
 * conditional update, to their answer or their withdrawal.
 */
export function createQuoteVariationsRepository(db: Db) {
  return {
    async insertVariation(values: NewQuoteVariationRow, tx: DbOrTx): Promise<QuoteVariationRow> {
      const [row] = await tx.insert(quoteVariations).values(values).returning();
      if (!row) throw new Error('Inserting a quote variation returned no row');
      return row;
    },

    async findVariation(
      quoteId: string,
      number: number,
      tx: DbOrTx = db,
    ): Promise<QuoteVariationRow | undefined> {
      const [row] = await tx
        .select()
        .from(quoteVariations)
        .where(and(eq(quoteVariations.quoteId, quoteId), eq(quoteVariations.number, number)))
        .limit(1);
      return row;
    },

    /** Every variation of the quote, newest first; only the approved ones with `approvedOnly`. */
    async findVariations(
      quoteId: string,
      tx: DbOrTx = db,
      options: { approvedOnly?: boolean } = {},
    ): Promise<QuoteVariationRow[]> {
      return tx
        .select()
        .from(quoteVariations)
        .where(
          and(
            eq(quoteVariations.quoteId, quoteId),
            options.approvedOnly ? eq(quoteVariations.status, 'approved') : undefined,
          ),
        )
        .orderBy(desc(quoteVariations.number));
    },

    /**
     * Moves a proposed variation to its answer or its withdrawal: of two concurrent changes, and
     * for a variation already settled, undefined.
     */
    async settleIfProposed(
      quoteId: string,
      number: number,
      values: { status: Exclude<VariationStatus, 'proposed'> } & Partial<
        Pick<QuoteVariationRow, 'approvedAt' | 'declinedAt' | 'declineReason' | 'withdrawnAt'>
      >,
      tx: DbOrTx,
    ): Promise<QuoteVariationRow | undefined> {
      const [row] = await tx
        .update(quoteVariations)
        .set(values)
        .where(
          and(
            eq(quoteVariations.quoteId, quoteId),
            eq(quoteVariations.number, number),
            eq(quoteVariations.status, 'proposed'),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type QuoteVariationsRepository = ReturnType<typeof createQuoteVariationsRepository>;
