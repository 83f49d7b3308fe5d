import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentProviders } from '@trademate/shared/constants/payments';
import { storedSubscriptionStatuses } from '@trademate/shared/constants/accounts';
import { plans } from './plans';
import { users } from './users';

/**
 * A professional's current subscription: one row per user. Whether it is expired is derived from
 * `currentPeriodEnd`, so nothing has to run at midnight for access to end on time.
 */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  /** `cancelled` keeps access until the period ends; it just does not renew. */
  status: text('status', { enum: storedSubscriptionStatuses }).notNull(),
  isTrial: boolean('is_trial').notNull().default(false),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** Who takes the payments; null for a trial (no card) or a subscription set up by hand. */
  provider: text('provider', { enum: paymentProviders }),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  /** The latest provider event applied to this row: an older event never overwrites a newer state. */
  providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
  /** A switch between monthly and yearly that takes effect at the next renewal. */
  nextPlanId: uuid('next_plan_id').references(() => plans.id),
  /** When the renewal (or trial ending) notice for the current period went out. */
  renewalNoticeSentAt: timestamp('renewal_notice_sent_at', { withTimezone: true }),
  /** Test mode only: the last four digits of the test card a renewal is charged to. */
  testCardLast4: text('test_card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
