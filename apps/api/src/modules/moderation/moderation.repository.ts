import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportStatus, ReportSubject } from '@trademate/shared/constants/safety';
import type { Db, DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { reviews } from '../../db/schema/reviews';
import { reports } from '../../db/schema/safety';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';

/** How many messages the console shows on each side of a reported one. */
const MESSAGES_AROUND = 5;

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  suspendedAt: users.suspendedAt,
};

export type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: (typeof users.$inferSelect)['userType'];
  suspendedAt: Date | null;
};

/**
 * The console's reads for moderation (decision 034): reports grouped by the thing reported, and
 * each kind of thing in its context. It reads across the marketplace's tables and writes none:
 * every change goes through the owning module's service.
 */
export function createModerationRepository(db: Db) {
  return {
    /**
     * The reported things with reports in `status`, the thing first reported longest ago first,
     * one page of them, and how many there are.
     */
    async findQueue(query: {
      status: ReportStatus;
      subjectType?: ReportSubject;
      page: number;
      limit: number;
    }) {
      const where = and(
        eq(reports.status, query.status),
        query.subjectType ? eq(reports.subjectType, query.subjectType) : undefined,
      );
      const firstReportedAt = sql<Date>`min(${reports.createdAt})`;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            subjectType: reports.subjectType,
            subjectId: reports.subjectId,
            reportId: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`,
            ownerId: sql<
              string | null
            >`(array_agg(${reports.subjectUserId} order by ${reports.createdAt}))[1]`,
            excerpt: sql<string>`(array_agg(${reports.excerpt} order by ${reports.createdAt}))[1]`,
            reasons: sql<
              Array<(typeof reports.$inferSelect)['reason']>
            >`array_agg(distinct ${reports.reason})`,
            reportCount: sql<number>`count(*)::int`,
            firstReportedAt: firstReportedAt.mapWith((value) => new Date(value)),
            lastReportedAt: sql<Date>`max(${reports.createdAt})`.mapWith(
              (value) => new Date(value),
            ),
          })
          .from(reports)
          .where(where)
          .groupBy(reports.subjectType, reports.subjectId)
          .orderBy(asc(firstReportedAt), asc(reports.subjectId))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({
            n: sql<number>`count(distinct (${reports.subjectType}, ${reports.subjectId}))::int`,
          })
          .from(reports)
          .where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    async findPeople(ids: string[], tx: DbOrTx = db): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return tx.select(personColumns).from(users).where(inArray(users.id, ids));
    },

    async findReport(reportId: string) {
      const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
      return row;
    },

    /** Every report about one thing, oldest first. */
    async findReportsAbout(subjectType: ReportSubject, subjectId: string) {
      return db
        .select()
        .from(reports)
        .where(and(eq(reports.subjectType, subjectType), eq(reports.subjectId, subjectId)))
        .orderBy(asc(reports.createdAt), asc(reports.id));
    },

    /** The latest reports about things of `ownerId` other than this one. */
    async findOtherReportsOfOwner(
      ownerId: string,
      subject: { subjectType: ReportSubject; subjectId: string },
      limit: number,
    ) {
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.subjectUserId, ownerId),
            sql`(${reports.subjectType}, ${reports.subjectId}) <> (${subject.subjectType}, ${subject.subjectId}::uuid)`,
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
    },

    async findProfile(userId: string) {
      const [row] = await db
        .select({
          ...personColumns,
          bio: users.bio,
          state: users.state,
          city: users.city,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findJob(jobId: string) {
      const [row] = await db
        .select({ job: jobs, serviceName: services.name })
        .from(jobs)
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row;
    },

    async findReview(reviewId: string) {
      const [row] = await db
        .select({ review: reviews, jobTitle: jobs.title })
        .from(reviews)
        .innerJoin(jobs, eq(jobs.id, reviews.jobId))
        .where(eq(reviews.id, reviewId))
        .limit(1);
      return row;
    },

    /** A message with its conversation, and a few messages on each side of it, oldest first. */
    async findMessageInContext(messageId: string, tx: DbOrTx = db) {
      const [found] = await tx
        .select({ message: messages, conversation: conversations, jobTitle: jobs.title })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(jobs, eq(jobs.id, conversations.jobId))
        .where(eq(messages.id, messageId))
        .limit(1);
      if (!found) return undefined;
      const { message } = found;
      const sameConversation = eq(messages.conversationId, message.conversationId);
      // Compared in the database: its timestamps are finer than a JavaScript date.
      const reported = sql`(select m.created_at, m.id from messages m where m.id = ${message.id}::uuid)`;
      const before: SQL = sql`(${messages.createdAt}, ${messages.id}) < ${reported}`;
      const after: SQL = sql`(${messages.createdAt}, ${messages.id}) > ${reported}`;
      const [earlier, later] = await Promise.all([
        tx
          .select()
          .from(messages)
          .where(and(sameConversation, before))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(MESSAGES_AROUND),
        tx
          .select()
          .from(messages)
          .where(and(sameConversation, after))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(MESSAGES_AROUND),
      ]);
      return {
        ...found,
        around: [...earlier.reverse(), message, ...later],
      };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
