import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@trademate/shared/constants/notifications';
import { users } from './users';

/** Something that happened to a user: shown on /notifications, delivered live where possible. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where in the app it leads (an SPA path): for the web app only, never parsed back. */
    link: text('link').notNull(),
    /**
     * What it is about, by id, for the modules that act on it (decision 060): a job, a
     * conversation, a support ticket, or none. Not foreign keys: the subjects' tables belong to
     * other modules, and a notification outlives what it tells of.
     */
    subjectJobId: uuid('subject_job_id'),
    subjectConversationId: uuid('subject_conversation_id'),
    subjectTicketId: uuid('subject_ticket_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
