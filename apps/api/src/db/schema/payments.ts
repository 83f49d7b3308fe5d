import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkoutStatuses, paymentProviders } from '@trademate/shared/constants/payments';
import { plans } from './plans';
import { users } from './users';

/**
 * A checkout someone started: the test-mode checkout page reads it, and reconciliation looks for
 * the ones a provider says were paid while the server was not listening.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** Stripe's checkout session id; null in test mode, where this row is the session. */
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checkout_sessions_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('checkout_sessions_user_idx').on(table.userId),
  ],
);

/** Money received: one row per provider payment, so confirming it twice changes nothing. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** Stripe's invoice id, or the test provider's own reference. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** AUD cents, GST included. */
    amountCents: integer('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_key').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userId),
  ],
);

/**
 * A tax invoice for one payment. The buyer's name and email are copied at issue, so the invoice
 * reads the same after a profile edit.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequential and never reused: shown as `TM-000042`. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_user_idx').on(table.userId, table.issuedAt.desc(), table.id.desc())],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_events_provider_event_key').on(table.provider, table.eventId)],
);
