import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  status: text('status', { enum: ['active', 'cancelled'] }).notNull(),
  isTrial: boolean('is_trial').notNull().default(false),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
