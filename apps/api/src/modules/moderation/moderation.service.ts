import type { ModerationAction, ReportSubject } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  ModeratedPerson,
  ModerationResult,
  ReportQueuePage,
  ReportQueueQuery,
  ReportedContent,
  ReportedSubject,
} from '@trademate/shared/schemas/moderation';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ChatsService } from '../chats/chats.service';
import { previewOf } from '../chats/chats.service';
import type { JobsService } from '../jobs/jobs.service';
import type {
  NotificationInput,
  NotificationsService,
} from '../notifications/notifications.service';
import type { PeopleService } from '../people/people.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { ReportRow, SafetyService } from '../safety/safety.service';
import { createModerationRepository, type PersonRow } from './moderation.repository';

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

/** What a notification calls the reported thing, to its owner and to its reporters. */
interface Described {
  /** For the owner's warning: which of their things. */
  forOwner: string;
  /** For the reporters: no more than they already knew. */
  forReporter: string;
  /** Where the owner's warning leads. */
  ownerLink: string;
  /** What the owner's warning is about, when it is a job or a conversation. */
  ownerSubject: Pick<NotificationInput, 'subjectJobId' | 'subjectConversationId'>;
}

/**
 * The console's Moderation section (decision 034): the queue of reported things, one thing in
 * context, and what staff do about it. Every action runs in one transaction that closes every
 * open report about the thing, makes the change through the owning module's service, writes the
 * audit row and tells the reporters (`report_outcome`), and the owner when warned
 * (`account_warned`). Staff also hide, show and close jobs directly.
 */
export function createModerationService(deps: {
  db: Db;
  safety: SafetyService;
  jobs: JobsService;
  chats: ChatsService;
  reviews: ReviewsService;
  people: PeopleService;
  notifications: NotificationsService;
  audit: AuditService;
}) {
  const { db, safety, jobs, chats, reviews, people, notifications, audit } = deps;
  const repository = createModerationRepository(db);

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

  /**
   * Hides the reported thing through its module; one already hidden (from the job routes, say)
   * stays so and the reports still close.
   */
  async function hideSubject(report: ReportRow, tx: DbOrTx): Promise<void> {
    switch (report.subjectType) {
      case 'user':
        throw new AppError('VALIDATION', m.cannotHidePerson);
      case 'job': {
        const job = await jobs.findForStaff(report.subjectId, tx);
        if (!job) throw notFound(m.subjectGone);
        if (!job.hiddenAt) await jobs.hideByStaff(report.subjectId, tx);
        return;
      }
      case 'message':
        await chats.removeByStaff(report.subjectId, tx).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        });
        return;
      case 'review':
        await reviews.hide(report.subjectId, tx).catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        });
        return;
    }
  }

  async function describe(report: ReportRow, tx: DbOrTx): Promise<Described> {
    switch (report.subjectType) {
      case 'user':
        return {
          forOwner: m.warnedWhat.user,
          forReporter: m.outcomeWhat.user,
          ownerLink: paths.userProfile.href(),
          ownerSubject: {},
        };
      case 'job': {
        const job = await jobs.findForStaff(report.subjectId, tx);
        const title = job?.title ?? previewOf(report.excerpt.split('\n')[0] ?? '');
        return {
          forOwner: m.warnedWhat.job(title),
          forReporter: m.outcomeWhat.job(title),
          ownerLink: paths.myJob.href(report.subjectId),
          ownerSubject: { subjectJobId: report.subjectId },
        };
      }
      case 'message': {
        const found = await repository.findMessageInContext(report.subjectId, tx);
        return {
          forOwner: m.warnedWhat.message(previewOf(report.excerpt)),
          forReporter: m.outcomeWhat.message,
          ownerLink: found ? paths.chat.href(found.conversation.id) : paths.chats.href(),
          ownerSubject: { subjectConversationId: found?.conversation.id ?? null },
        };
      }
      case 'review':
        return {
          forOwner: m.warnedWhat.review,
          forReporter: m.outcomeWhat.review,
          ownerLink: paths.myJobs.href(),
          ownerSubject: {},
        };
    }
  }

  /**
   * Tells everyone whose report was just closed what came of it (never the owner, who may have
   * reported themselves), without a word about the other person; how many were told.
   */
  async function tellReporters(
    closed: ReportRow[],
    action: ModerationAction,
    ownerId: string | null,
    described: Described,
    tx: DbOrTx,
  ): Promise<number> {
    const reporters = [
      ...new Set(
        closed
          .map((row) => row.reporterId)
          .filter((id): id is string => id !== null && id !== ownerId),
      ),
    ];
    await notifications.notifyMany(
      reporters.map((userId) => ({
        userId,
        kind: 'report_outcome' as const,
        title: m.outcomeTitle,
        body:
          action === 'dismiss'
            ? m.outcomeDismissBody(described.forReporter)
            : m.outcomeActionBody(described.forReporter),
        link: paths.notifications.href(),
      })),
      tx,
    );
    return reporters.length;
  }

  /**
   * A job hidden or closed from its own card, not from a report: the open reports about it are
   * closed as acted on all the same, and their reporters told.
   */
  async function closeJobReports(jobId: string, clientId: string, tx: DbOrTx): Promise<number> {
    const closed = await safety.resolveOpenReports(
      { subjectType: 'job', subjectId: jobId },
      'hide',
      tx,
      { noneIsConflict: false },
    );
    if (closed.length === 0) return 0;
    await tellReporters(closed, 'hide', clientId, await describe(closed[0]!, tx), tx);
    return closed.length;
  }

  async function auditJob(
    actor: AuditActor,
    action: string,
    jobId: string,
    reason: string,
    details: Record<string, unknown>,
    tx: DbOrTx,
  ) {
    await audit.record(actor, { action, recordType: 'job', recordId: jobId, reason, details }, tx);
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

    /**
     * Dismisses, hides, warns or suspends about a reported thing, closing every open report about
     * it, in one transaction with its audit row and the notifications. `suspendedUserId` tells
     * the caller whose sockets to disconnect once it has committed.
     */
    async act(
      actor: AuditActor,
      reportId: string,
      action: ModerationAction,
      reason: string,
    ): Promise<ModerationResult & { suspendedUserId: string | null }> {
      const report = await repository.findReport(reportId);
      if (!report) throw notFound(m.notFound);
      const ownerId = report.subjectUserId;
      if ((action === 'warn' || action === 'suspend') && !ownerId) {
        throw new AppError('CONFLICT', m.noOwner);
      }
      if (action === 'hide' && report.subjectType === 'user') {
        throw new AppError('VALIDATION', m.cannotHidePerson);
      }
      return inTransaction(db, async (tx) => {
        const closed = await safety.resolveOpenReports(
          { subjectType: report.subjectType, subjectId: report.subjectId },
          action,
          tx,
        );
        const described = await describe(report, tx);
        let suspendedUserId: string | null = null;
        if (action === 'hide') await hideSubject(report, tx);
        if (action === 'warn') {
          await notifications.notify(
            {
              userId: ownerId!,
              kind: 'account_warned',
              title: m.warnedTitle,
              body: m.warnedBody(described.forOwner, reason),
              link: described.ownerLink,
              ...described.ownerSubject,
            },
            tx,
          );
        }
        if (action === 'suspend') {
          const [owner] = await repository.findPeople([ownerId!], tx);
          if (owner && !owner.suspendedAt) {
            await people.suspendWithin(actor, ownerId!, reason, tx);
            suspendedUserId = ownerId;
          }
        }
        await audit.record(
          actor,
          {
            action: `report.${action}`,
            recordType: report.subjectType,
            recordId: report.subjectId,
            reason,
            details: { ownerId, reportIds: closed.map((row) => row.id) },
          },
          tx,
        );
        const reporters = await tellReporters(closed, action, ownerId, described, tx);
        return { closed: closed.length, reportersTold: reporters, suspendedUserId };
      });
    },

    async hideJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.hideByStaff(jobId, tx);
        const reportsClosed = await closeJobReports(jobId, job.clientId, tx);
        await auditJob(
          actor,
          'job.hide',
          jobId,
          reason,
          { clientId: job.clientId, reportsClosed },
          tx,
        );
      });
    },

    async unhideJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.unhideByStaff(jobId, tx);
        await auditJob(actor, 'job.unhide', jobId, reason, { clientId: job.clientId }, tx);
      });
    },

    async closeJob(actor: AuditActor, jobId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const job = await jobs.closeByStaff(jobId, reason, tx);
        const reportsClosed = await closeJobReports(jobId, job.clientId, tx);
        await auditJob(
          actor,
          'job.close',
          jobId,
          reason,
          { clientId: job.clientId, reportsClosed },
          tx,
        );
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
