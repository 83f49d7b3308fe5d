import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The ledger's SQL: inserts only (the tables refuse updates and deletes), and sums. */
export function createLedgerRepository(db: Db) {
  return {
    /**
     * Inserts the movement unless one with its idempotency key exists; null when it does (the
     * movement was recorded before).
     */
    async insertTransaction(
      values: typeof ledgerTransactions.$inferInsert,
      tx: DbOrTx,
    ): Promise<LedgerTransactionRow | null> {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values(values)
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning();
      return row ?? null;
    },

    async insertEntries(rows: Array<typeof ledgerEntries.$inferInsert>, tx: DbOrTx): Promise<void> {
      await tx.insert(ledgerEntries).values(rows);
    },

    async findTransactionByKey(
      idempotencyKey: string,
      tx: DbOrTx = db,
    ): Promise<LedgerTransactionRow | null> {
      const [row] = await tx
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** Each account's balance (the sum of its entries); an account with none is absent. */
    async sumByAccount(accounts: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (accounts.length === 0) return new Map();
      const rows = await tx
        .select({
          account: ledgerEntries.account,
          total: sql<string>`sum(${ledgerEntries.amountCents})`,
        })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.account, [...accounts]))
        .groupBy(ledgerEntries.account);
      return new Map(rows.map((row) => [row.account, Number(row.total)]));
    },

    /** Every account whose name starts with `prefix`, with its balance. */
    async sumByAccountPrefix(prefix: string, tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({
          account: ledgerEntries.account,
          total: sql<string>`sum(${ledgerEntries.amountCents})`,
        })
        .from(ledgerEntries)
        .where(sql`starts_with(${ledgerEntries.account}, ${prefix})`)
        .groupBy(ledgerEntries.account);
      return new Map(rows.map((row) => [row.account, Number(row.total)]));
    },

    /** A reference's movements with their entries, oldest first. */
    async findByReference(
      reference: string,
      tx: DbOrTx = db,
    ): Promise<Array<LedgerTransactionRow & { entries: LedgerEntryRow[] }>> {
      const transactions = await tx
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference))
        .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
      if (transactions.length === 0) return [];
      const entries = await tx
        .select()
        .from(ledgerEntries)
        .where(
          and(
            inArray(
              ledgerEntries.transactionId,
              transactions.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(ledgerEntries.id));
      return transactions.map((row) => ({
        ...row,
        entries: entries.filter((entry) => entry.transactionId === row.id),
      }));
    },

    /** The sum of every entry in the ledger: zero, always, in a ledger whose movements balance. */
    async sumOfEverything(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries);
      return Number(row?.total ?? 0);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
