import type { ModerationAction } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type { ModerationResult } from '@trademate/shared/schemas/moderation';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ChatsService } from '../chats/chats.service';
import type { JobsService } from '../jobs/jobs.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PeopleService } from '../people/people.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { ReportRow, SafetyService } from '../safety/safety.service';
import type { ModerationNotices } from './moderation.notices';
import type { ModerationRepository } from './moderation.repository';

const m = messages.moderation;

/** What staff do about a report: dismiss it, hide the thing, warn or suspend its owner. */
export function createModerationActions({
  db,
  repository,
  safety,
  jobs,
  chats,
  reviews,
  people,
  notifications,
  audit,
  notices: { describe, tellReporters },
}: {
  db: Db;
  repository: ModerationRepository;
  safety: SafetyService;
  jobs: JobsService;
  chats: ChatsService;
  reviews: ReviewsService;
  people: PeopleService;
  notifications: NotificationsService;
  audit: AuditService;
  notices: ModerationNotices;
}) {
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

  return {
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
  };
}
