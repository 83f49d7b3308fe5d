import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { planIntervals, planTiers } from '@trademate/shared/constants/plans';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  tier: text('tier', { enum: planTiers }).notNull(),
  interval: text('interval', { enum: planIntervals }),
  /** AUD cents, GST included. */
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
