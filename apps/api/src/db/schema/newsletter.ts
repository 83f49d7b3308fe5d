import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BlogBlock } from '@trademate/shared/schemas/blog';

/**
 * Who asked for the newsletter (decision 035): pending until the address is confirmed through
 * the link mailed to it (double opt-in), confirmed, or unsubscribed. Only confirmed addresses get
 * issues.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so one address subscribes once. */
    email: text('email').notNull().unique(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the browser said the time was, kept as the spec's payload carries it. */
    clientSubscriptionDate: timestamp('client_subscription_date', { withTimezone: true }),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /**
     * When the current confirmation began: the confirmation link is signed with it, so a new
     * confirmation (after unsubscribing) makes the older links useless. Null for addresses from
     * before double opt-in, which have no link until they subscribe again.
     */
    confirmationStartedAt: timestamp('confirmation_started_at', { withTimezone: true }),
    /** The last confirmation mail queued (a repeat within minutes queues none). */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The issue whose mail's link or header unsubscribed the address, for the issue's counts. */
    unsubscribedFromIssueId: uuid('unsubscribed_from_issue_id'),
  },
  (table) => [index('newsletter_subscriptions_status_idx').on(table.status)],
);

/** A newsletter issue: a draft until sent, then kept as it was sent with its recipient count. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** What staff wrote, for the next edit; `body` is what the mail shows. */
    markdown: text('markdown').notNull(),
    body: jsonb('body').$type<BlogBlock[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, by the send that queued a mail for every confirmed subscriber. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentByStaffId: uuid('sent_by_staff_id'),
    /** Confirmed subscribers when it was sent: one outbox mail each. */
    recipientCount: integer('recipient_count').notNull().default(0),
  },
  (table) => [index('newsletter_issues_sent_idx').on(table.sentAt)],
);
