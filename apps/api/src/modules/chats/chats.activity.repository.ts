import { and, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/chats';

/** What the jobs module reads of the chats: a job's activity and how clients answer (decision 029). */
export function createChatActivityRepository(db: Db) {
  return {
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
