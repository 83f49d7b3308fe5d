import { and, asc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatAttachmentKind } from '@trademate/shared/constants/chat-attachments';
import type { Db, DbOrTx } from '../../db/client';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { conversations, messages } from '../../db/schema/chats';
import { users } from '../../db/schema/users';
import { newestFirst, type Cursor } from '../../lib/cursor';
import { contactsShown, myLastReadAt } from './chats.columns';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Messages keep the database's microseconds, a cursor only milliseconds: compare with the stored
 * time of the cursor's own message while it exists, so two messages in one millisecond are never
 * skipped; the cursor's time stands in otherwise.
 */
function olderThanMessage(conversationId: string, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`coalesce((select cm.created_at from messages cm where cm.id = ${cursor.id} and cm.conversation_id = ${conversationId}), ${cursor.createdAt.toISOString()}::timestamptz)`;
  return or(
    lt(messages.createdAt, at),
    and(eq(messages.createdAt, at), lt(messages.id, cursor.id)),
  );
}

/** Messages: posting, paging, the unread ones for a mail, and staff removing one. */
export function createChatMessagesRepository(db: Db) {
  return {
    /** `preview` stands in for the body in the conversations list (a file's message). */
    async insertMessage(
      {
        preview,
        ...values
      }: {
        conversationId: string;
        senderId: string;
        body: string;
        preview?: string;
        /** The written quote whose card the message carries (decision 062). */
        quoteId?: string;
      },
      tx: DbOrTx = db,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(values).returning();
      await tx
        .update(conversations)
        .set({
          lastMessageAt: row!.createdAt,
          lastMessagePreview: sql`left(${preview ?? values.body}, 140)`,
        })
        .where(eq(conversations.id, values.conversationId));
      return row!;
    },

    async findMessage(messageId: string, tx: DbOrTx = db): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).limit(1);
      return row;
    },

    /** A conversation's messages, newest first, `limit` rows from the cursor on. */
    async listMessages(
      conversationId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<MessageRow[]> {
      return tx
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            olderThanMessage(conversationId, cursor),
          ),
        )
        .orderBy(...newestFirst(messages.createdAt, messages.id))
        .limit(limit);
    },

    /**
     * The messages of a conversation the user has not read, from the other person, oldest first,
     * with whether the conversation shows contact details.
     */
    async listUnreadFromOther(
      userId: string,
      conversationId: string,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<
      Array<{
        body: string;
        createdAt: Date;
        senderFirstName: string;
        isRemoved: boolean;
        contactsShown: boolean;
        attachmentKind: ChatAttachmentKind | null;
        attachmentName: string | null;
      }>
    > {
      return tx
        .select({
          body: messages.body,
          createdAt: messages.createdAt,
          senderFirstName: users.firstName,
          isRemoved: sql<boolean>`${messages.removedAt} is not null`,
          contactsShown,
          attachmentKind: chatAttachments.kind,
          attachmentName: chatAttachments.fileName,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(users, eq(users.id, messages.senderId))
        .leftJoin(chatAttachments, eq(chatAttachments.messageId, messages.id))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, userId),
            sql`${messages.createdAt} > coalesce(${myLastReadAt(userId)}, '-infinity'::timestamptz)`,
          ),
        )
        .orderBy(asc(messages.createdAt))
        .limit(limit);
    },

    /**
     * Marks a message removed by staff (decision 034); when it is its conversation's newest, the
     * list's preview reads `preview` instead. Undefined when there is no such message, or it was
     * removed already (`wasRemoved`).
     */
    async markRemoved(messageId: string, preview: string, at: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(messages)
        .set({ removedAt: at })
        .where(and(eq(messages.id, messageId), isNull(messages.removedAt)))
        .returning();
      if (!row) return undefined;
      await tx
        .update(conversations)
        .set({ lastMessagePreview: preview })
        .where(
          and(
            eq(conversations.id, row.conversationId),
            sql`${row.id}::uuid = (select m.id from messages m where m.conversation_id = ${row.conversationId}::uuid order by m.created_at desc, m.id desc limit 1)`,
          ),
        );
      const [conversation] = await tx
        .select({ starterId: conversations.starterId, recipientId: conversations.recipientId })
        .from(conversations)
        .where(eq(conversations.id, row.conversationId));
      return { message: row, participantIds: [conversation!.starterId, conversation!.recipientId] };
    },
  };
}
