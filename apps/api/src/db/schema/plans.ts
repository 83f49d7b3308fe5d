import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  tier: text('tier', { enum: ['free', 'professional'] }).notNull(),
  interval: text('interval', { enum: ['month', 'year'] }),
  /** AUD cents, GST included. */
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
