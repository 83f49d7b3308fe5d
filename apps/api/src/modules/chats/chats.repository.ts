import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { UserType } from '@trademate/shared/constants/users';
import type { ChatAttachmentKind } from '@trademate/shared/schemas/chat-attachments';
import type { Db, DbOrTx } from '../../db/client';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { conversations, messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { newestFirst, olderThan, type Cursor } from '../../lib/cursor';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A conversation as one of its two participants sees it: the other person and the job. */
export interface ParticipantConversationRow {
  id: string;
  starterId: string;
  recipientId: string;
  lastMessageAt: Date;
  lastMessagePreview: string;
  jobId: string | null;
  jobTitle: string | null;
  jobClientId: string | null;
  /** Whether contact details in its messages show (decision 026); see `contactsShown`. */
  contactsShown: boolean;
  otherUser: {
    id: string;
    firstName: string;
    lastName: string;
    avatarPath: string | null;
    userType: UserType;
  };
}

export interface ConversationListRow extends ParticipantConversationRow {
  unreadCount: number;
  /** The newest message in full, for a preview with its contact details hidden. */
  lastMessageBody: string | null;
  /** The name of the PDF the newest message carries, for a preview with its details hidden. */
  lastMessagePdfName: string | null;
}

const isParticipant = (userId: string) =>
  or(eq(conversations.starterId, userId), eq(conversations.recipientId, userId));

/** The id of the person on the other side, for the signed-in user. */
const otherUserId = (userId: string) =>
  sql`case when ${conversations.starterId} = ${userId} then ${conversations.recipientId} else ${conversations.starterId} end`;

/** The signed-in user's own read mark in the conversation. */
const myLastReadAt = (userId: string) =>
  sql`case when ${conversations.starterId} = ${userId} then ${conversations.starterLastReadAt} else ${conversations.recipientLastReadAt} end`;

/** Messages from the other person newer than the user's read mark (an index range per row). */
const unreadMessagesOf = (userId: string) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} <> ${userId} and ${messages.createdAt} > coalesce(${myLastReadAt(userId)}, '-infinity'::timestamptz))`;

/**
 * Whether the conversation shows contact details (decision 026): once one of the two people hired
 * the other for a job (any job of theirs, this one or an earlier one), or, in a direct
 * conversation, once the person written to has replied. Two probes of `jobs_hired_tradie_idx`
 * and, for a direct conversation, its messages until one from the recipient.
 */
// Columns are named with their table: a query on conversations alone would leave them bare, and
// inside the subqueries a bare "id" would be the subquery's own.
const contactsShown = sql<boolean>`(exists (select 1 from jobs hire where (hire.hired_tradie_id = "conversations"."starter_id" and hire.client_id = "conversations"."recipient_id") or (hire.hired_tradie_id = "conversations"."recipient_id" and hire.client_id = "conversations"."starter_id")) or ("conversations"."job_id" is null and exists (select 1 from messages reply where reply.conversation_id = "conversations"."id" and reply.sender_id = "conversations"."recipient_id")))`;

/** The conversation's newest message (its index's first row). */
const lastMessageBody = sql<
  string | null
>`(select case when m.removed_at is null then m.body end from messages m where m.conversation_id = "conversations"."id" order by m.created_at desc, m.id desc limit 1)`;

/** The name of the PDF the conversation's newest message carries (a photo's preview has none). */
const lastMessagePdfName = sql<
  string | null
>`(select ca.file_name from chat_attachments ca where ca.kind = 'pdf' and ca.message_id = (select m.id from messages m where m.conversation_id = "conversations"."id" order by m.created_at desc, m.id desc limit 1))`;

const participantColumns = (userId: string) => ({
  id: conversations.id,
  starterId: conversations.starterId,
  recipientId: conversations.recipientId,
  lastMessageAt: conversations.lastMessageAt,
  lastMessagePreview: conversations.lastMessagePreview,
  jobId: conversations.jobId,
  jobTitle: jobs.title,
  jobClientId: jobs.clientId,
  contactsShown,
  otherUser: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarPath: users.avatarPath,
    userType: users.userType,
  },
  unreadCount: unreadMessagesOf(userId),
});

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

export function createChatsRepository(db: Db) {
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

    async findMessage(messageId: string, tx: DbOrTx = db): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).limit(1);
      return row;
    },

    /** `preview` stands in for the body in the conversations list (a file's message). */
    async insertMessage(
      {
        preview,
        ...values
      }: { conversationId: string; senderId: string; body: string; preview?: string },
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

    /** Whether the conversation shows contact details now (see `contactsShown`). */
    async findContactsShown(conversationId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ contactsShown })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.contactsShown ?? false;
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

    /** Of these jobs, those with a message in one of their conversations after `since`. */
    async findJobsWithMessagesAfter(jobIds: string[], since: Date, tx: DbOrTx = db) {
      if (jobIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ jobId: conversations.jobId })
        .from(conversations)
        .where(and(inArray(conversations.jobId, jobIds), gt(conversations.lastMessageAt, since)));
      return rows.flatMap((row) => (row.jobId ? [row.jobId] : []));
    },

    /**
     * For each client, the conversations professionals started on their jobs whose reply window
     * ended by `now` (started at or before `windowEndedBy`), how many the client answered within
     * the window, on how many jobs, and when the first window still open started.
     */
    async countJobRepliesOf(
      clientIds: string[],
      windowEndedBy: Date,
      windowMs: number,
      tx: DbOrTx = db,
    ) {
      if (clientIds.length === 0) return [];
      const isCounted = sql`${conversations.createdAt} <= ${windowEndedBy}`;
      const answeredInTime = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${conversations.recipientId} and ${messages.createdAt} <= ${conversations.createdAt} + ${windowMs}::double precision * interval '1 millisecond')`;
      return tx
        .select({
          clientId: conversations.recipientId,
          conversations: sql<number>`count(*) filter (where ${isCounted})::int`,
          answered: sql<number>`count(*) filter (where ${isCounted} and ${answeredInTime})::int`,
          contactedJobs: sql<number>`count(distinct ${conversations.jobId}) filter (where ${isCounted})::int`,
          firstOpenWindowAt:
            sql<Date | null>`min(${conversations.createdAt}) filter (where not (${isCounted}))`.mapWith(
              (value: string | Date | null) => (value === null ? null : new Date(value)),
            ),
        })
        .from(conversations)
        .where(and(inArray(conversations.recipientId, clientIds), isNotNull(conversations.jobId)))
        .groupBy(conversations.recipientId);
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
