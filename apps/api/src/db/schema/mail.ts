import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: every mail is a row written in the same transaction as the change
 * that causes it, and a sender delivers it afterwards (with retries), so a mail is never lost
 * with a rolled-back change nor sent for one that did not commit.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is (`verify_email`, `password_reset`, …): logged instead of its subject. */
    kind: text('kind').notNull().default('message'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on alert mails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * Set when the mail is still to be written by the sender (its kind's composer) from these
     * facts, as a password reset is, so that the request that asked for it does the same work
     * whether or not the address has an account.
     */
    compose: jsonb('compose').$type<Record<string, string>>(),
    /**
     * The bulk send a mail belongs to (`newsletter_issue:<id>`), null for a transactional mail.
     * Bulk mails go out after every due transactional one, at a steady rate (decision 035), and
     * a send's mails are counted by it.
     */
    bulkRef: text('bulk_ref'),
    /** The request that queued it (its `x-request-id`), carried into the sender's log lines. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent before this time: now for a new mail, later after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The sender holding the row, and until when: no other sender takes it meanwhile. */
    claimedBy: uuid('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the SMTP server accepted it (or it was written to the log, without SMTP_URL). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredVia: text('delivered_via', { enum: ['smtp', 'log'] }),
    /** Given up on: the server refused the address for good, or every retry failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_bulk_ref_idx').on(table.bulkRef),
  ],
);
