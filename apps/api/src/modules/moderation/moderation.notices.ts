import type { ModerationAction } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { DbOrTx } from '../../db/client';
import { previewOf } from '../chats/chats.service';
import type { JobsService } from '../jobs/jobs.service';
import type {
  NotificationInput,
  NotificationsService,
} from '../notifications/notifications.service';
import type { ReportRow } from '../safety/safety.service';
import type { ModerationRepository } from './moderation.repository';

const m = messages.moderation;

/** What a notification calls the reported thing, to its owner and to its reporters. */
export interface Described {
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
 * Who hears of a moderation: the words that name the reported thing to its owner and to its
 * reporters, and the reporters' `report_outcome` notifications.
 */
export function createModerationNotices({
  repository,
  jobs,
  notifications,
}: {
  repository: ModerationRepository;
  jobs: Pick<JobsService, 'findForStaff'>;
  notifications: NotificationsService;
}) {
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

  return { describe, tellReporters };
}

export type ModerationNotices = ReturnType<typeof createModerationNotices>;
