import { eq, or, sql } from 'drizzle-orm';
import type { UserType } from '@trademate/shared/constants/users';
import { conversations, messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';

// The SQL the chats' repositories share: who takes part, what they have read, and whether a
// conversation shows contact details.

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

export const isParticipant = (userId: string) =>
  or(eq(conversations.starterId, userId), eq(conversations.recipientId, userId));

/** The id of the person on the other side, for the signed-in user. */
export const otherUserId = (userId: string) =>
  sql`case when ${conversations.starterId} = ${userId} then ${conversations.recipientId} else ${conversations.starterId} end`;

/** The signed-in user's own read mark in the conversation. */
export const myLastReadAt = (userId: string) =>
  sql`case when ${conversations.starterId} = ${userId} then ${conversations.starterLastReadAt} else ${conversations.recipientLastReadAt} end`;

/** Messages from the other person newer than the user's read mark (an index range per row). */
export const unreadMessagesOf = (userId: string) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} <> ${userId} and ${messages.createdAt} > coalesce(${myLastReadAt(userId)}, '-infinity'::timestamptz))`;

/**
 * Whether the conversation shows contact details (decision 026): once one of the two people hired
 * the other for a job (any job of theirs, this one or an earlier one), or, in a direct
 * conversation, once the person written to has replied. Two probes of `jobs_hired_tradie_idx`
 * and, for a direct conversation, its messages until one from the recipient.
 */
// Columns are named with their table: a query on conversations alone would leave them bare, and
// inside the subqueries a bare "id" would be the subquery's own.
export const contactsShown = sql<boolean>`(exists (select 1 from jobs hire where (hire.hired_tradie_id = "conversations"."starter_id" and hire.client_id = "conversations"."recipient_id") or (hire.hired_tradie_id = "conversations"."recipient_id" and hire.client_id = "conversations"."starter_id")) or ("conversations"."job_id" is null and exists (select 1 from messages reply where reply.conversation_id = "conversations"."id" and reply.sender_id = "conversations"."recipient_id")))`;

/** The conversation's newest message (its index's first row). */
export const lastMessageBody = sql<
  string | null
>`(select case when m.removed_at is null then m.body end from messages m where m.conversation_id = "conversations"."id" order by m.created_at desc, m.id desc limit 1)`;

/** The name of the PDF the conversation's newest message carries (a photo's preview has none). */
export const lastMessagePdfName = sql<
  string | null
>`(select ca.file_name from chat_attachments ca where ca.kind = 'pdf' and ca.message_id = (select m.id from messages m where m.conversation_id = "conversations"."id" order by m.created_at desc, m.id desc limit 1))`;

export const participantColumns = (userId: string) => ({
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
