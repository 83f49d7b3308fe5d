import { TZDate } from '@date-fns/tz';
import type { FastifyBaseLogger } from 'fastify';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { answersForDisplay, describeHighlights } from '@trademate/shared/schemas/job-questions';
import type { Db, DbOrTx } from '../../db/client';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import { asPartOfRequest } from '../../lib/request-context';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { QuestionSets } from '../services/question-sets.service';
import type { AlertMails } from './alerts.compose';
import { channelsOf } from './alerts.preferences';
import type { AlertsRepository, FanoutRow, PendingAlertRow } from './alerts.repository';

const mm = messages.mails.alerts;

/**
 * Professionals alerted per transaction of a fan-out: each batch is a few set-based statements,
 * so fewer, larger batches queue a busy trade's alerts sooner (decision 076).
 */
export const FANOUT_BATCH = 500;
/** How long a sweeper holds what it took: far longer than a batch takes. */
const CLAIM_MS = 5 * 60_000;
/** How often each instance sweeps (fan-outs left by a restart, due digests and message mails). */
const SWEEP_MS = 30_000;
const DIGEST_TIME_ZONE = 'Australia/Sydney';

/** The next time the digest goes out: `hour` o'clock in Sydney, after `now`. */
export function nextDigestAt(now: Date, hour: number): Date {
  const local = new TZDate(now.getTime(), DIGEST_TIME_ZONE);
  let at = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    hour,
    0,
    0,
    DIGEST_TIME_ZONE,
  );
  if (at.getTime() <= now.getTime())
    at = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + 1,
      hour,
      0,
      0,
      DIGEST_TIME_ZONE,
    );
  return new Date(at.getTime());
}

/**
 * The unread messages a message mail quotes, as their reader may see them now (the chats module,
 * which hides contact details before a hire: decision 026).
 */
export interface UnreadChatMessages {
  listUnreadForMail(
    userId: string,
    conversationId: string,
    limit: number,
  ): Promise<Array<{ body: string; createdAt: Date; senderFirstName: string }>>;
}

export interface SweepReport {
  fanouts: number;
  alerted: number;
  mailed: number;
  dropped: number;
}

/**
 * What the alerts do in the background: a new job's fan-out to its matching professionals, a
 * batch at a time, then the waiting mails that are due (a conversation's unread messages, the
 * daily digest), mailed or dropped.
 */
export function createAlertsSweep({
  db,
  repository,
  notifications,
  mail,
  mails: { absolute, alertMail },
  chats,
  questionSets,
  isOnline,
  passes,
  log,
}: {
  db: Db;
  repository: AlertsRepository;
  notifications: NotificationsService;
  mail: MailService;
  mails: AlertMails;
  chats: UnreadChatMessages;
  /** The set a new job was asked, for its key answers in the alert (decision 071). */
  questionSets: Pick<QuestionSets, 'byIds'>;
  isOnline: (userId: string) => Promise<boolean>;
  passes: PassRegistry;
  log: FastifyBaseLogger;
}) {
  /**
   * The log and the request for work queued by one request (a job's fan-out, a conversation's
   * mail): its lines, and the mail it queues, carry that request's id (decision 066). Waiting
   * mails of several requests (a digest) carry none.
   */
  function asQueuedBy<T>(requestIds: Array<string | null>, work: (log: FastifyBaseLogger) => T): T {
    const [requestId] = requestIds;
    if (!requestId || requestIds.some((id) => id !== requestId)) return work(log);
    return asPartOfRequest(requestId, log, work);
  }

  /** Alerts the next batches of a job's matching professionals until none are left. */
  async function workFanout(fanout: FanoutRow, now: Date): Promise<number> {
    const job = await repository.findOpenJob(fanout.jobId);
    if (!job) {
      await repository.advanceFanout(
        fanout.jobId,
        { lastUserId: fanout.lastUserId, alerted: 0, doneAt: now },
        db,
      );
      return 0;
    }
    const n = messages.jobs.notifications;
    const asked = job.questionSetId
      ? (await questionSets.byIds([job.questionSetId])).get(job.questionSetId)
      : undefined;
    // The job's key answers, as its card shows them: the same words in the feed and the alert.
    const highlights = asked
      ? describeHighlights(answersForDisplay(asked.questions, job.answers))
      : '';
    const body = highlights
      ? n.postedWithAnswersBody(job.title, job.city, job.state, highlights)
      : n.postedBody(job.title, job.city, job.state);
    let lastUserId = fanout.lastUserId;
    let alerted = 0;
    for (;;) {
      const ids = await repository.findMatchingProfessionals(job, lastUserId, FANOUT_BATCH);
      const isLast = ids.length < FANOUT_BATCH;
      await inTransaction(db, async (tx) => {
        await notifications.notifyMany(
          ids.map((userId) => ({
            userId,
            kind: 'job_posted' as const,
            title: n.postedTitle(job.serviceName),
            body,
            link: paths.jobRequest.href(job.id),
            subjectJobId: job.id,
          })),
          tx,
        );
        await repository.advanceFanout(
          job.id,
          {
            lastUserId: ids.at(-1) ?? lastUserId,
            alerted: ids.length,
            doneAt: isLast ? now : null,
          },
          tx,
        );
      });
      alerted += ids.length;
      lastUserId = ids.at(-1) ?? lastUserId;
      if (isLast) return alerted;
    }
  }

  /** Mails one person's waiting alerts of one kind (one conversation, or the digest), or drops them. */
  async function sendWaiting(
    group: PendingAlertRow[],
    report: SweepReport,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const first = group[0]!;
    const ids = group.map((row) => row.id);
    const [recipient] = await repository.findRecipients([first.userId]);
    const stored = await repository.findPreferences([first.userId]);
    let message: (MailMessage & { kind: string }) | null = null;
    if (recipient && channelsOf(recipient, first.event, stored).email !== 'off') {
      if (first.event === 'message_received' && first.conversationId) {
        const unread = await chats.listUnreadForMail(first.userId, first.conversationId, 20);
        // Read meanwhile, or on the site now: the mail has nothing to add.
        if (unread.length > 0 && !(await isOnline(first.userId))) {
          const sender = unread[0]!.senderFirstName;
          message = await alertMail(recipient, first.event, {
            subject: mm.messagesSubject(sender, unread.length),
            heading: mm.messagesTitle(sender),
            lead: mm.messagesLead,
            items: unread.map((row) => ({
              title: row.senderFirstName,
              body: row.body,
              href: absolute(first.link),
            })),
            action: { label: mm.messagesAction, href: absolute(first.link) },
          });
        }
      } else {
        message = await alertMail(recipient, first.event, {
          subject: mm.digestSubject(group.length),
          heading: mm.digestTitle,
          lead: mm.digestLead,
          items: group.map((row) => ({
            title: row.title,
            body: row.body,
            href: absolute(row.link),
          })),
          action: { label: mm.digestAction, href: absolute(paths.jobRequests.href()) },
        });
      }
    }
    await inTransaction(db, async (tx) => {
      await repository.deletePending(ids, tx);
      if (message) await mail.enqueue(message, tx);
    });
    const about = { userId: first.userId, event: first.event, alerts: group.length };
    if (message) {
      report.mailed += 1;
      log.info(about, 'waiting alerts mailed');
    } else {
      report.dropped += 1;
      log.info(about, 'waiting alerts dropped');
    }
  }

  async function runSweep(now: Date): Promise<SweepReport> {
    const report: SweepReport = { fanouts: 0, alerted: 0, mailed: 0, dropped: 0 };
    for (;;) {
      const fanout = await repository.claimFanout(now, new Date(now.getTime() + CLAIM_MS));
      if (!fanout) break;
      report.alerted += await asQueuedBy([fanout.requestId], async (fanoutLog) => {
        // Ahead of the mail and push senders' next steps: everyone's alert is queued first.
        const alerted = await passes.urgently(() => workFanout(fanout, now));
        fanoutLog.info({ jobId: fanout.jobId, alerted }, 'new job alerts sent');
        return alerted;
      });
      report.fanouts += 1;
    }
    for (;;) {
      const rows = await repository.claimDuePending(now, new Date(now.getTime() + CLAIM_MS), 500);
      if (rows.length === 0) break;
      const groups = new Map<string, PendingAlertRow[]>();
      for (const row of rows) {
        const key = `${row.userId}:${row.event}:${row.conversationId ?? ''}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      for (const group of groups.values()) {
        await asQueuedBy(
          group.map((row) => row.requestId),
          (groupLog) => sendWaiting(group, report, groupLog),
        );
      }
    }
    return report;
  }

  /** One sweep at a time in this process. */
  const sweeper = passes.register({
    name: 'alerts',
    intervalMs: SWEEP_MS,
    run: runSweep,
    failureMessage: 'alerts sweep failed',
  });
  const { schedule } = sweeper;

  return {
    /** Records, with the job, that its matching professionals are to be alerted after the commit. */
    async queueJobFanOut(jobId: string, tx: DbOrTx): Promise<void> {
      await repository.insertFanout(jobId, tx);
      afterCommit(tx, () => schedule(0));
    },

    /** The state of a job's fan-out (tests and the bench). */
    findFanout: (jobId: string) => repository.findFanout(jobId),

    /** Works what is due at `now`: fan-outs, then waiting mails (tests pass a later `now`). */
    sweep: sweeper.runDue,
  };
}
