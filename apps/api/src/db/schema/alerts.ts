import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { alertEvents, emailModes } from '@trademate/shared/constants/notifications';
import { jobs } from './jobs';
import { services } from './services';
import { users } from './users';

/**
 * A person's choice for one event, kept only once they change it: without a row the defaults
 * apply (decision 019), so a new default reaches everyone who never chose.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: alertEvents }).notNull(),
    email: text('email', { enum: emailModes }).notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);

/** A service a professional offers but does not want new-job alerts for (default: every one alerts). */
export const alertMutedServices = pgTable(
  'alert_muted_services',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.serviceId] })],
);

/**
 * A posted job whose matching professionals are still to be alerted: written with the job, worked
 * in batches by the alerts sweeper after the commit (so posting never waits for the fan-out), and
 * resumed from `lastUserId` after a restart.
 */
export const jobAlertFanouts = pgTable(
  'job_alert_fanouts',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The professionals are alerted in id order; the last one done so far. */
    lastUserId: uuid('last_user_id'),
    alerted: integer('alerted').notNull().default(0),
    /** The request that posted the job (its `x-request-id`), carried into the sweeper's log lines. */
    requestId: text('request_id'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('job_alert_fanouts_due_idx')
      .on(table.createdAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * An alert mail that waits: a chat message for someone away (batched per conversation, dropped
 * once read) or a new job for the daily digest. The sweeper mails what is due.
 */
export const pendingAlertMails = pgTable(
  'pending_alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: alertEvents }).notNull(),
    /** Chat messages: the conversation whose unread messages the mail lists. */
    conversationId: uuid('conversation_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** The request that queued it (its `x-request-id`), carried into the sweeper's log lines. */
    requestId: text('request_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pending_alert_mails_due_idx').on(table.dueAt),
    index('pending_alert_mails_user_idx').on(table.userId, table.event),
  ],
);
