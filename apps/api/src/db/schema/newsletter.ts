import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased, so one address subscribes once. */
  email: text('email').notNull().unique(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  /** What the browser said the time was, kept as the spec's payload carries it. */
  clientSubscriptionDate: timestamp('client_subscription_date', { withTimezone: true }),
});
