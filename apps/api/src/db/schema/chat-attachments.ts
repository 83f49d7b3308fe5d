import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatAttachmentKinds } from '@trademate/shared/constants/chat-attachments';
import { conversations, messages } from './chats';
import { users } from './users';

/**
 * A photo or PDF sent in a conversation: the message that carries it, and where its bytes are in
 * the file store. Only the conversation's two people may fetch it (decision 028).
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: chatAttachmentKinds }).notNull(),
    /** The sender's file name, made safe (no folders, control or quote characters). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file store's key of the file, and of a photo's thumbnail. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_attachments_conversation_idx').on(table.conversationId)],
);
