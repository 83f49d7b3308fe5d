import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { olderThan, type Cursor } from '../../lib/cursor';
import {
  contactsShown,
  isParticipant,
  lastMessageBody,
  lastMessagePdfName,
  otherUserId,
  participantColumns,
  type ConversationListRow,
  type ParticipantConversationRow,
} from './chats.columns';

export type ConversationRow = typeof conversations.$inferSelect;

/** Conversations: opening one, finding it for a participant, listing, and read marks. */
export function createChatConversationsRepository(db: Db) {
  return {
    async findJobConversation(jobId: string, starterId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.jobId, jobId), eq(conversations.starterId, starterId)))
        .limit(1);
      return row;
    },

    async findDirectConversation(a: string, b: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(
          and(
            isNull(conversations.jobId),
            or(
              and(eq(conversations.starterId, a), eq(conversations.recipientId, b)),
              and(eq(conversations.starterId, b), eq(conversations.recipientId, a)),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts unless the same conversation already exists (a concurrent first contact). */
    async insertConversation(
      values: { jobId: string | null; starterId: string; recipientId: string },
      tx: DbOrTx = db,
    ): Promise<ConversationRow | undefined> {
      const [row] = await tx
        .insert(conversations)
        // Whole milliseconds, like every later value (a message's time read back into a Date):
        // the conversations list pages on this column with a millisecond cursor.
        .values({ ...values, lastMessageAt: sql`date_trunc('milliseconds', now())` })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * The conversation with the other person and the job, when `userId` takes part in it; undefined
     * otherwise (to anyone else it does not exist). `lock` holds the row until the transaction ends,
     * so posts into one conversation take turns.
     */
    async findForParticipant(
      conversationId: string,
      userId: string,
      { lock = false }: { lock?: boolean } = {},
      tx: DbOrTx = db,
    ): Promise<ParticipantConversationRow | undefined> {
      const { unreadCount: _unread, ...columns } = participantColumns(userId);
      const query = tx
        .select(columns)
        .from(conversations)
        .innerJoin(users, eq(users.id, otherUserId(userId)))
        .leftJoin(jobs, eq(jobs.id, conversations.jobId))
        .where(and(eq(conversations.id, conversationId), isParticipant(userId)))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: conversations }) : query);
      return row;
    },

    /** The user's conversations, most recent message first, `limit` rows from the cursor on. */
    async listForParticipant(
      userId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<ConversationListRow[]> {
      return tx
        .select({ ...participantColumns(userId), lastMessageBody, lastMessagePdfName })
        .from(conversations)
        .innerJoin(users, eq(users.id, otherUserId(userId)))
        .leftJoin(jobs, eq(jobs.id, conversations.jobId))
        .where(
          and(
            isParticipant(userId),
            olderThan(conversations.lastMessageAt, conversations.id, cursor),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    /** Whether the conversation shows contact details now (see `contactsShown`). */
    async findContactsShown(conversationId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ contactsShown })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.contactsShown ?? false;
    },

    /** Whether each of these conversations shows contact details now, by id. */
    async findContactsShownOf(
      conversationIds: string[],
      tx: DbOrTx = db,
    ): Promise<Array<{ id: string; contactsShown: boolean }>> {
      if (conversationIds.length === 0) return [];
      return tx
        .select({ id: conversations.id, contactsShown })
        .from(conversations)
        .where(inArray(conversations.id, conversationIds));
    },

    /** Moves the user's read mark to now; undefined when they do not take part. */
    async markRead(
      conversationId: string,
      userId: string,
      tx: DbOrTx = db,
    ): Promise<{ lastReadAt: Date; otherUserId: string } | undefined> {
      const [row] = await tx
        .update(conversations)
        .set({
          starterLastReadAt: sql`case when ${conversations.starterId} = ${userId} then now() else ${conversations.starterLastReadAt} end`,
          recipientLastReadAt: sql`case when ${conversations.recipientId} = ${userId} then now() else ${conversations.recipientLastReadAt} end`,
        })
        .where(and(eq(conversations.id, conversationId), isParticipant(userId)))
        .returning({
          starterId: conversations.starterId,
          recipientId: conversations.recipientId,
          starterLastReadAt: conversations.starterLastReadAt,
          recipientLastReadAt: conversations.recipientLastReadAt,
        });
      if (!row) return undefined;
      const isStarter = row.starterId === userId;
      return {
        lastReadAt: (isStarter ? row.starterLastReadAt : row.recipientLastReadAt)!,
        otherUserId: isStarter ? row.recipientId : row.starterId,
      };
    },

    /** How many of the user's conversations hold a message from the other person they have not read. */
    async countUnreadConversations(userId: string, tx: DbOrTx = db): Promise<number> {
      const unreadIn = (side: 'starter' | 'recipient') => {
        const readAt =
          side === 'starter' ? conversations.starterLastReadAt : conversations.recipientLastReadAt;
        const me = side === 'starter' ? conversations.starterId : conversations.recipientId;
        return and(
          eq(me, userId),
          sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} <> ${userId} and ${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz))`,
        );
      };
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(or(unreadIn('starter'), unreadIn('recipient')));
      return row?.n ?? 0;
    },
  };
}
