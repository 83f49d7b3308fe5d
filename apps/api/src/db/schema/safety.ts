import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  moderationActions,
  reportReasons,
  reportStatuses,
  reportSubjects,
} from '@trademate/shared/constants/safety';
import { users } from './users';

/**
 * Something a signed-in person reported (decision 027), kept for the operator console with what it
 * said when it was reported: the content may later change or go. A report outlives its reporter's
 * account, which then reads as removed.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type', { enum: reportSubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Whose person, job, message or review it is. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported text as it read then (a message, a job's title and description, a review). */
    excerpt: text('excerpt').notNull().default(''),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What staff did about it (decision 034); null while open. */
    outcome: text('outcome', { enum: moderationActions }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    // One report per person and thing: a second one adds nothing for the operator.
    uniqueIndex('reports_reporter_subject_key').on(
      table.reporterId,
      table.subjectType,
      table.subjectId,
    ),
    // The console's queue: open reports, oldest first.
    index('reports_status_idx').on(table.status, table.createdAt),
    index('reports_subject_user_idx').on(table.subjectUserId),
    // Every report about one thing: the console's grouping and closing them together.
    index('reports_subject_idx').on(table.subjectType, table.subjectId),
  ],
);

/**
 * One person blocked another. Either side of a pair keeps them apart: no messages, invitations or
 * jobs between them, whoever blocked.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
