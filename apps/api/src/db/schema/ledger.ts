import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One movement of money (decision 063): a charge, a hold, a release, a fee, a refund, a payout
 * or an adjustment, written once and never changed. Its entries sum to zero; balances are the
 * sums of entries. `idempotency_key` makes recording the same movement twice (a webhook delivered
 * again, a retried request) record it once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the movement belongs to (a job payment's id), so its history reads in one query. */
    reference: text('reference').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_reference_idx').on(table.reference, table.createdAt)],
);

/**
 * One side of a movement on one account, in cents: positive adds to the account, negative takes
 * from it. An account is a name (`provider:cash`, `held:<payment id>`, `payable:<user id>`,
 * `fees`…); it exists as long as it has entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.account),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_not_zero', sql`${table.amountCents} <> 0`),
  ],
);
