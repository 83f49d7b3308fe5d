import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  disputeParties,
  jobInvoiceKinds,
  jobPaymentMilestones,
  jobPaymentStatuses,
} from '@trademate/shared/constants/job-payments';
import { jobs } from './jobs';
import { quotes } from './quotes';
import { users } from './users';

/**
 * A professional's account at the payment provider, to which released money is transferred
 * (decision 064). One per professional; its standing is what the provider last said.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  accountId: text('account_id').notNull().unique(),
  transfersActive: boolean('transfers_active').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment a client makes through TradeMate for a milestone of an accepted quote (decision 064):
 * charged, held, then released (less the fee) or refunded. The ledger holds the movements; these
 * columns are the record the pages read, and the reconciliation compares the two.
 */
export const jobPayments = pgTable(
  'job_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    milestone: text('milestone', { enum: jobPaymentMilestones }).notNull(),
    status: text('status', { enum: jobPaymentStatuses }).notNull().default('awaiting_payment'),
    amountCents: integer('amount_cents').notNull(),
    releasedCents: integer('released_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    workDoneAt: timestamp('work_done_at', { withTimezone: true }),
    releaseDueAt: timestamp('release_due_at', { withTimezone: true }),
    releaseNoticeSentAt: timestamp('release_notice_sent_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    disputeOpenedBy: text('dispute_opened_by', { enum: disputeParties }),
    disputeReason: text('dispute_reason'),
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true }),
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true }),
    disputeResolvedBy: uuid('dispute_resolved_by'),
    disputeNote: text('dispute_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_payments_quote_idx').on(table.quoteId, table.createdAt),
    index('job_payments_release_due_idx')
      .on(table.releaseDueAt)
      .where(sql`${table.status} = 'held' and ${table.releaseDueAt} is not null`),
    index('job_payments_disputes_idx')
      .on(table.disputeOpenedAt)
      .where(sql`${table.disputeOpenedAt} is not null`),
    check(
      'job_payments_cents_add_up',
      sql`${table.amountCents} > 0 and ${table.releasedCents} >= 0 and ${table.refundedCents} >= 0 and ${table.feeCents} >= 0 and ${table.feeCents} <= ${table.releasedCents} and ${table.releasedCents} + ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * A release or refund on its way to the provider (decision 064): written, and the payment marked
 * `settling`, in one transaction; the provider is called with the operation's idempotency key and
 * no row locked; a second transaction records the outcome in the ledger. An operation still
 * pending (the process stopped, the provider did not answer) is retried with the same key.
 */
export const jobPaymentOperations = pgTable(
  'job_payment_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => jobPayments.id, { onDelete: 'restrict' }),
    /** Released to the professional (the fee included) and refunded to the client, in cents. */
    releaseCents: integer('release_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    refundCents: integer('refund_cents').notNull(),
    /** Who asked: the client, the automatic release, or support. */
    requestedBy: text('requested_by', { enum: ['client', 'auto', 'support'] }).notNull(),
    staffId: uuid('staff_id'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    transferId: text('transfer_id'),
    refundId: text('refund_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('job_payment_operations_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('job_payment_operations_one_pending_key')
      .on(table.paymentId)
      .where(sql`${table.status} = 'pending'`),
    check(
      'job_payment_operations_cents',
      sql`${table.releaseCents} >= 0 and ${table.refundCents} >= 0 and ${table.feeCents} >= 0 and ${table.feeCents} <= ${table.releaseCents} and ${table.releaseCents} + ${table.refundCents} > 0`,
    ),
  ],
);

/**
 * The tax invoices a release makes (decision 064): the professional's to the client for the work,
 * and TradeMate's to the professional for its fee. Numbered in one sequence; the PDF is drawn
 * when asked, from this row and the quote.
 */
export const jobInvoices = pgTable(
  'job_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    kind: text('kind', { enum: jobInvoiceKinds }).notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => jobPayments.id, { onDelete: 'restrict' }),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => jobPaymentOperations.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    /** The supplier's ABN and GST registration on the day (the professional's, for `work`). */
    supplierAbn: text('supplier_abn'),
    gstRegistered: boolean('gst_registered').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('job_invoices_operation_kind_key').on(table.operationId, table.kind)],
);

/** Every provider webhook event once, by its id: a redelivery changes nothing (decision 064). */
export const jobPaymentEvents = pgTable('job_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
