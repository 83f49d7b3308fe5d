import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A browser (a device) that asked for web push for one account: the push service's endpoint
 * and the keys its payloads are encrypted with (RFC 8291). One row per endpoint.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url. */
    auth: text('auth').notNull(),
    /** Which device it is, from its user agent ("Chrome on Android"), for the person to tell them apart. */
    deviceLabel: text('device_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a push for it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** What a push shows: the notification's title and body, the page it opens, and its tag. */
export interface PushPayload {
  title: string;
  body: string;
  /** An absolute path in the app (`/chats/…`). */
  url: string;
  /** Pushes with the same tag replace each other on the device. */
  tag?: string;
}

/**
 * The push outbox: one row per push and device, written in the transaction of the change that
 * causes it and delivered by a sender afterwards (the mail outbox's approach, decision 012). A
 * device's rows go with it when it is removed.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** The request that queued it (its `x-request-id`), carried into the sender's log lines. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not sent before this time: now for a new push, later after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The sender holding the row, and until when: no other sender takes it meanwhile. */
    claimedBy: uuid('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Given up on: refused for good by the push service, or every retry failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.failedAt} is null`),
    index('push_outbox_subscription_idx').on(table.subscriptionId),
  ],
);
