import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { reviews } from '../../db/schema/reviews';
import { blocks, reports } from '../../db/schema/safety';
import { users } from '../../db/schema/users';
import { tablesChanged } from '../../lib/read-cache';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

/** What a report is about, as it reads now, and whose it is. */
export interface ReportedSubject {
  ownerId: string;
  excerpt: string;
}

export function createSafetyRepository(db: Db) {
  return {
    async findUser(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          userType: users.userType,
          bio: users.bio,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findJob(jobId: string, tx: DbOrTx = db): Promise<ReportedSubject | undefined> {
      const [row] = await tx
        .select({ ownerId: jobs.clientId, title: jobs.title, description: jobs.description })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row && { ownerId: row.ownerId, excerpt: `${row.title}\n\n${row.description}` };
    },

    /** A message of a conversation `readerId` takes part in; others' messages do not exist here. */
    async findMessageFor(
      messageId: string,
      readerId: string,
      tx: DbOrTx = db,
    ): Promise<ReportedSubject | undefined> {
      const [row] = await tx
        .select({ ownerId: messages.senderId, body: messages.body })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.id, messageId),
            sql`${readerId} in (${conversations.starterId}, ${conversations.recipientId})`,
          ),
        )
        .limit(1);
      return row && { ownerId: row.ownerId, excerpt: row.body };
    },

    /** A review, as its author (the client) wrote it, with the professional's reply. */
    async findReview(reviewId: string, tx: DbOrTx = db): Promise<ReportedSubject | undefined> {
      const [row] = await tx
        .select({ ownerId: reviews.clientId, body: reviews.body, reply: reviews.reply })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .limit(1);
      return (
        row && {
          ownerId: row.ownerId,
          excerpt: row.reply ? `${row.body}\n\nReply: ${row.reply}` : row.body,
        }
      );
    },

    /** The new report, or undefined when this person already reported this. */
    async insertReport(values: NewReportRow, tx: DbOrTx = db): Promise<ReportRow | undefined> {
      const [row] = await tx.insert(reports).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Closes every open report about one thing with staff's outcome (decision 034), returning
     * them; none when they were all closed already (a concurrent action waits on the rows, then
     * finds none).
     */
    async resolveOpenReports(
      subject: { subjectType: ReportRow['subjectType']; subjectId: string },
      outcome: NonNullable<ReportRow['outcome']>,
      at: Date,
      tx: DbOrTx,
    ): Promise<ReportRow[]> {
      return tx
        .update(reports)
        .set({
          status: outcome === 'dismiss' ? 'dismissed' : 'actioned',
          outcome,
          resolvedAt: at,
        })
        .where(
          and(
            eq(reports.subjectType, subject.subjectType),
            eq(reports.subjectId, subject.subjectId),
            eq(reports.status, 'open'),
          ),
        )
        .returning();
    },

    /** Whether a new block was made (false: it stood already). */
    async insertBlock(blockerId: string, blockedId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(blocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ blockerId: blocks.blockerId });
      if (rows.length > 0) tablesChanged(db, tx, 'blocks');
      return rows.length > 0;
    },

    /** Whether there was a block to lift. */
    async deleteBlock(blockerId: string, blockedId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ blockerId: blocks.blockerId });
      if (rows.length > 0) tablesChanged(db, tx, 'blocks');
      return rows.length > 0;
    },

    /** The people `blockerId` blocked, latest first. */
    async listBlocked(blockerId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          userType: users.userType,
          avatarPath: users.avatarPath,
          blockedAt: blocks.createdAt,
        })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
    },

    /** Who blocked whom between two people: 'byMe' (a blocked b), 'byThem', or null. */
    async findStanding(a: string, b: string, tx: DbOrTx = db): Promise<'byMe' | 'byThem' | null> {
      const rows = await tx
        .select({ blockerId: blocks.blockerId })
        .from(blocks)
        .where(
          sql`(${blocks.blockerId}, ${blocks.blockedId}) in ((${a}::uuid, ${b}::uuid), (${b}::uuid, ${a}::uuid))`,
        );
      if (rows.some((row) => row.blockerId === a)) return 'byMe';
      return rows.length > 0 ? 'byThem' : null;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
