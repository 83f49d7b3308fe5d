import type { ReportSubject } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type {
  ModeratedPerson,
  ReportQueuePage,
  ReportQueueQuery,
  ReportedContent,
  ReportedSubject,
} from '@trademate/shared/schemas/moderation';
import { notFound } from '../../lib/app-error';
import type { ModerationRepository, PersonRow } from './moderation.repository';

const m = messages.moderation;

/** How many other reports about the same owner a report's page lists. */
const OWNER_REPORTS_SHOWN = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPerson(row: PersonRow): ModeratedPerson {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    isSuspended: row.suspendedAt !== null,
  };
}

/** The queue of reported things, and one thing in context as it is now with its reports. */
export function createModerationQueue({ repository }: { repository: ModerationRepository }) {
  async function peopleById(ids: Array<string | null>): Promise<Map<string, ModeratedPerson>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = await repository.findPeople(unique);
    return new Map(rows.map((row) => [row.id, toPerson(row)]));
  }

  async function contentOf(
    subjectType: ReportSubject,
    subjectId: string,
  ): Promise<ReportedContent> {
    switch (subjectType) {
      case 'user': {
        const row = await repository.findProfile(subjectId);
        if (!row) return { kind: 'gone' };
        return {
          kind: 'user',
          person: {
            ...toPerson(row),
            bio: row.bio,
            state: row.state,
            city: row.city,
            createdAt: row.createdAt.toISOString(),
          },
        };
      }
      case 'job': {
        const row = await repository.findJob(subjectId);
        if (!row) return { kind: 'gone' };
        const client = (await peopleById([row.job.clientId])).get(row.job.clientId);
        if (!client) return { kind: 'gone' };
        return {
          kind: 'job',
          job: {
            _id: row.job.id,
            title: row.job.title,
            description: row.job.description,
            serviceName: row.serviceName,
            state: row.job.state,
            city: row.job.city,
            status: row.job.status,
            closedReason: row.job.closedReason,
            hiddenAt: iso(row.job.hiddenAt),
            createdAt: row.job.createdAt.toISOString(),
          },
          client,
        };
      }
      case 'message': {
        const found = await repository.findMessageInContext(subjectId);
        if (!found) return { kind: 'gone' };
        const { starterId, recipientId } = found.conversation;
        const byId = await peopleById([starterId, recipientId]);
        return {
          kind: 'message',
          conversationId: found.conversation.id,
          jobTitle: found.jobTitle,
          people: [byId.get(starterId), byId.get(recipientId)].filter(
            (person): person is ModeratedPerson => person !== undefined,
          ),
          messages: found.around.map((message) => ({
            _id: message.id,
            senderId: message.senderId,
            body: message.body,
            createdAt: message.createdAt.toISOString(),
            removedAt: iso(message.removedAt),
            isReported: message.id === subjectId,
          })),
        };
      }
      case 'review': {
        const row = await repository.findReview(subjectId);
        if (!row) return { kind: 'gone' };
        const byId = await peopleById([row.review.clientId, row.review.tradieId]);
        const client = byId.get(row.review.clientId);
        const professional = byId.get(row.review.tradieId);
        if (!client || !professional) return { kind: 'gone' };
        return {
          kind: 'review',
          review: {
            _id: row.review.id,
            jobId: row.review.jobId,
            jobTitle: row.jobTitle,
            rating: row.review.rating,
            body: row.review.body,
            reply: row.review.reply,
            hiddenAt: iso(row.review.hiddenAt),
            createdAt: row.review.createdAt.toISOString(),
          },
          client,
          professional,
        };
      }
    }
  }

  return {
    async queue(
      query: Omit<ReportQueueQuery, 'page' | 'limit' | 'status'> & {
        status: NonNullable<ReportQueueQuery['status']>;
        page: number;
        limit: number;
      },
    ): Promise<ReportQueuePage> {
      const { rows, total } = await repository.findQueue(query);
      const owners = await peopleById(rows.map((row) => row.ownerId));
      return {
        items: rows.map((row) => ({
          reportId: row.reportId,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          owner: (row.ownerId && owners.get(row.ownerId)) || null,
          reportCount: row.reportCount,
          reasons: row.reasons,
          excerpt: row.excerpt,
          firstReportedAt: row.firstReportedAt.toISOString(),
          lastReportedAt: row.lastReportedAt.toISOString(),
        })),
        total,
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / query.limit)),
      };
    },

    /** The thing a report is about, as it is now, with every report about it. */
    async subject(reportId: string): Promise<ReportedSubject> {
      const report = await repository.findReport(reportId);
      if (!report) throw notFound(m.notFound);
      const [content, all, others] = await Promise.all([
        contentOf(report.subjectType, report.subjectId),
        repository.findReportsAbout(report.subjectType, report.subjectId),
        report.subjectUserId
          ? repository.findOtherReportsOfOwner(report.subjectUserId, report, OWNER_REPORTS_SHOWN)
          : [],
      ]);
      const byId = await peopleById([report.subjectUserId, ...all.map((row) => row.reporterId)]);
      return {
        reportId: report.id,
        subjectType: report.subjectType,
        subjectId: report.subjectId,
        isOpen: all.some((row) => row.status === 'open'),
        owner: (report.subjectUserId && byId.get(report.subjectUserId)) || null,
        content,
        reports: all.map((row) => ({
          _id: row.id,
          reporter: (row.reporterId && byId.get(row.reporterId)) || null,
          reason: row.reason,
          note: row.note,
          excerpt: row.excerpt,
          status: row.status,
          outcome: row.outcome,
          createdAt: row.createdAt.toISOString(),
          resolvedAt: iso(row.resolvedAt),
        })),
        ownerReports: others.map((row) => ({
          _id: row.id,
          subjectType: row.subjectType,
          reason: row.reason,
          status: row.status,
          excerpt: row.excerpt,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
