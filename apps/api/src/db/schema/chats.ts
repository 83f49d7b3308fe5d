import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A conversation between two people: the one who started it (a professional contacting a client
 * about a job, or a tradie messaging an apprentice) and the one they wrote to.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job it is about; null for a direct conversation (directories). */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    starterId: uuid('starter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    starterLastReadAt: timestamp('starter_last_read_at', { withTimezone: true }),
    recipientLastReadAt: timestamp('recipient_last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_job_starter_key')
      .on(table.jobId, table.starterId)
      .where(sql`${table.jobId} is not null`),
    uniqueIndex('conversations_direct_pair_key')
      .on(
        sql`least(${table.starterId}, ${table.recipientId})`,
        sql`greatest(${table.starterId}, ${table.recipientId})`,
      )
      .where(sql`${table.jobId} is null`),
    index('conversations_starter_idx').on(table.starterId, table.lastMessageAt.desc()),
    index('conversations_recipient_idx').on(table.recipientId, table.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /**
     * The written quote whose card this message carries (decision 062): a send, a revision, an
     * answer or a question about it. No foreign key: quotes belong to a module above the chats.
     */
    quoteId: uuid('quote_id'),
    /**
     * When TradeMate's staff removed the message (decision 034): both people read it as removed;
     * the body stays for the console's record.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
