import { TZDate } from '@date-fns/tz';
import {
  alertEventsFor,
  defaultAlertPreference,
  isMailOnly,
  type AlertEvent,
  type EmailMode,
} from '@trademate/shared/constants/notifications';
import { offersServices } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  NotificationSettings,
  NotificationSettingsInput,
  UnsubscribeResult,
} from '@trademate/shared/schemas/notification-settings';
import type { Db, DbOrTx } from '../../db/client';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import type { PassRegistry } from '../../lib/background-passes';
import { AppError } from '../../lib/app-error';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { NotificationRow, NotificationsService } from '../notifications/notifications.service';
import type { AlertMailItem, AlertMailProps } from './alerts.mails';
import {
  createAlertsRepository,
  type FanoutRow,
  type PendingAlertRow,
  type PreferenceRow,
  type RecipientRow,
} from './alerts.repository';
import { createUnsubscribeTokens } from './alerts.tokens';

/**
 * The mail template (React Email, with its code highlighter and HTML-to-text) is loaded with the
 * first mail rendered, by the sender, rather than at start (docs/decisions/045-start-up.md).
 */
async function renderAlertMail(props: AlertMailProps) {
  return (await import('./alerts.mails')).renderAlertMail(props);
}

const m = messages.notificationSettings;
const mm = messages.mails.alerts;

/** A chat message waits this long for its reader before it is mailed (with any that follow). */
export const MESSAGE_MAIL_DELAY_MS = 10 * 60_000;
/** Professionals alerted per transaction of a fan-out. */
export const FANOUT_BATCH = 100;
/** How long a sweeper holds what it took: far longer than a batch takes. */
const CLAIM_MS = 5 * 60_000;
/** How often each instance sweeps (fan-outs left by a restart, due digests and message mails). */
const SWEEP_MS = 30_000;
const DIGEST_TIME_ZONE = 'Australia/Sydney';

/** What an alert mail says, apart from whom it greets and its unsubscribe link. */
interface AlertMailContent {
  subject: string;
  heading: string;
  lead?: string;
  paragraphs?: string[];
  items: AlertMailItem[];
  action: { label: string; href: string };
}

/** Stand-ins the template is rendered with once, replaced in each mail (plain ASCII words). */
const NAME_STAND_IN = 'TRADEMATEFIRSTNAMESTANDIN';
const UNSUBSCRIBE_STAND_IN = 'https://unsubscribe.invalid/TRADEMATESTANDIN';
/** Rendered layouts kept at once (one per distinct alert content). */
const LAYOUTS_KEPT = 200;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Push delivery: the push module's outbox (`app.push`). */
export interface PushQueue {
  enqueue(
    userId: string,
    message: { title: string; body: string; link: string; tag?: string },
    tx: DbOrTx,
  ): Promise<void>;
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

type AccountKind = RecipientRow['userType'];
type Channels = { email: EmailMode; push: boolean };

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

/** The conversation a chat notification leads to. */
function conversationOf(link: string): string | null {
  const prefix = paths.chat.href('');
  return link.startsWith(prefix) ? link.slice(prefix.length) : null;
}

export interface SweepReport {
  fanouts: number;
  alerted: number;
  mailed: number;
  dropped: number;
}

/**
 * Alerts that leave the site: each person's choice per event (email off, instant or daily; push
 * on or off), the mails and pushes queued in the transaction that stores a notification, the
 * new-job fan-out worked in the background, the batched chat mails and the daily digest, and
 * one-click unsubscribe.
 */
export function createAlertsService(deps: {
  db: Db;
  notifications: NotificationsService;
  mail: MailService;
  publicUrl: string;
  tokenSecret: string;
  digestHour: number;
  push: PushQueue;
  chats: UnreadChatMessages;
  isOnline?: (userId: string) => Promise<boolean>;
  passes: PassRegistry;
}) {
  const { db, notifications, mail, publicUrl, digestHour, push, chats } = deps;
  const isOnline = deps.isOnline ?? (async () => false);
  const repository = createAlertsRepository(db);
  const tokens = createUnsubscribeTokens(deps.tokenSecret);

  const absolute = (path: string) => new URL(path, publicUrl).toString();

  function channelsOf(
    recipient: Pick<RecipientRow, 'id' | 'userType'>,
    event: AlertEvent,
    stored: PreferenceRow[],
  ): Channels {
    const row = stored.find((p) => p.userId === recipient.id && p.event === event);
    return row
      ? { email: row.email, push: row.push }
      : defaultAlertPreference(recipient.userType, event);
  }

  /**
   * Rendered layouts by content: a new job's alert reaches up to thousands of people with the same
   * words, so the template is rendered once with stand-ins for the name and the unsubscribe link,
   * and each mail fills in its own. Bounded; cleared when full.
   */
  const layouts = new Map<string, Promise<{ html: string; text: string }>>();

  function layoutOf(event: AlertEvent, content: AlertMailContent) {
    const key = JSON.stringify([event, content]);
    let layout = layouts.get(key);
    if (!layout) {
      if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
      layout = renderAlertMail({
        preview: content.lead ?? content.heading,
        firstName: NAME_STAND_IN,
        heading: content.heading,
        lead: content.lead,
        paragraphs: content.paragraphs,
        items: content.items,
        action: content.action,
        footer: {
          why: mm.footerWhy(m.eventLabels[event]),
          unsubscribeHref: UNSUBSCRIBE_STAND_IN,
          settingsHref: absolute(paths.notificationSettings.href()),
        },
      });
      layout.catch(() => layouts.delete(key));
      layouts.set(key, layout);
    }
    return layout;
  }

  /** The mail of an alert: the one template, the footer links and the RFC 8058 headers. */
  async function alertMail(
    recipient: Pick<RecipientRow, 'id' | 'email' | 'firstName'>,
    event: AlertEvent,
    content: AlertMailContent,
  ): Promise<MailMessage & { kind: string }> {
    const token = tokens.create(recipient.id, event);
    const layout = await layoutOf(event, content);
    const unsubscribeHref = absolute(paths.unsubscribe.href(token));
    const html = layout.html
      .split(NAME_STAND_IN)
      .join(escapeHtml(recipient.firstName))
      .split(UNSUBSCRIBE_STAND_IN)
      .join(escapeHtml(unsubscribeHref));
    const text = layout.text
      .split(NAME_STAND_IN)
      .join(recipient.firstName)
      .split(UNSUBSCRIBE_STAND_IN)
      .join(unsubscribeHref);
    return {
      kind: `alert_${event}`,
      to: recipient.email,
      subject: content.subject,
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${absolute(`/api/unsubscribe?token=${encodeURIComponent(token)}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** Queues the channels each stored notification's recipient chose, in the storing transaction. */
  async function dispatch(rows: NotificationRow[], tx: DbOrTx): Promise<void> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [recipients, stored] = await Promise.all([
      repository.findRecipients(userIds, tx),
      repository.findPreferences(userIds, tx),
    ]);
    const byId = new Map(recipients.map((r) => [r.id, r]));
    const mails: Array<MailMessage & { kind: string }> = [];
    const waiting: Parameters<typeof repository.insertPending>[0] = [];
    const now = new Date();
    for (const row of rows) {
      const recipient = byId.get(row.userId);
      if (!recipient) continue;
      const channels = channelsOf(recipient, row.kind, stored);
      if (channels.push)
        await push.enqueue(
          row.userId,
          { title: row.title, body: row.body, link: row.link, tag: row.kind },
          tx,
        );
      // Mail only reaches addresses their owner proved.
      if (channels.email === 'off' || !recipient.isVerified) continue;
      const pending = {
        userId: row.userId,
        event: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
      };
      if (row.kind === 'message_received') {
        const conversationId = conversationOf(row.link);
        if (!conversationId || (await repository.hasPendingFor(row.userId, conversationId, tx)))
          continue;
        waiting.push({
          ...pending,
          conversationId,
          dueAt: new Date(now.getTime() + MESSAGE_MAIL_DELAY_MS),
        });
      } else if (channels.email === 'daily') {
        waiting.push({ ...pending, dueAt: nextDigestAt(now, digestHour) });
      } else {
        mails.push(
          await alertMail(recipient, row.kind, {
            subject: row.title,
            heading: row.title,
            lead: row.body,
            items: [],
            action: { label: mm.open, href: absolute(row.link) },
          }),
        );
      }
    }
    await mail.enqueueMany(mails, tx);
    await repository.insertPending(waiting, tx);
  }

  notifications.onStored(dispatch);

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
            body: n.postedBody(job.title, job.city, job.state),
            link: paths.jobRequest.href(job.id),
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
  async function sendWaiting(group: PendingAlertRow[], report: SweepReport): Promise<void> {
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
    if (message) report.mailed += 1;
    else report.dropped += 1;
  }

  async function runSweep(now: Date): Promise<SweepReport> {
    const report: SweepReport = { fanouts: 0, alerted: 0, mailed: 0, dropped: 0 };
    for (;;) {
      const fanout = await repository.claimFanout(now, new Date(now.getTime() + CLAIM_MS));
      if (!fanout) break;
      report.alerted += await workFanout(fanout, now);
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
      for (const group of groups.values()) await sendWaiting(group, report);
    }
    return report;
  }

  /** One sweep at a time in this process. */
  const sweeper = deps.passes.register({
    name: 'alerts',
    intervalMs: SWEEP_MS,
    run: runSweep,
    failureMessage: 'alerts sweep failed',
  });
  const { schedule } = sweeper;
  const sweep = sweeper.runDue;

  async function settingsOf(user: {
    id: string;
    userType: AccountKind;
  }): Promise<NotificationSettings> {
    const [stored, offered] = await Promise.all([
      repository.findPreferences([user.id]),
      offersServices(user.userType) ? repository.findOfferedServices(user.id) : null,
    ]);
    return {
      events: alertEventsFor(user.userType).map((event) => ({
        event,
        ...channelsOf(user, event, stored),
      })),
      services: offered?.map((s) => ({ _id: s.id, name: s.name, alerts: s.alerts })) ?? null,
    };
  }

  return {
    /** The person's channels for every event that concerns them, and their services' alerts. */
    getSettings: settingsOf,

    /** A service merge (decision 037): a muted service stays muted under its new name. */
    moveMutedService: repository.moveMutedService,

    async updateSettings(
      user: { id: string; userType: AccountKind },
      input: NotificationSettingsInput,
    ): Promise<NotificationSettings> {
      const mine = alertEventsFor(user.userType);
      input.events.forEach((preference, index) => {
        if (!mine.includes(preference.event))
          throw new AppError('VALIDATION', m.eventUnknown, [
            { path: `events.${index}.event`, message: m.eventUnknown },
          ]);
      });
      let muted: string[] | null = null;
      if (input.alertServiceIds) {
        const offered = offersServices(user.userType)
          ? await repository.findOfferedServices(user.id)
          : [];
        const offeredIds = new Set(offered.map((s) => s.id));
        const stray = input.alertServiceIds.findIndex((id) => !offeredIds.has(id));
        if (stray >= 0)
          throw new AppError('VALIDATION', m.serviceNotOffered, [
            { path: `alertServiceIds.${stray}`, message: m.serviceNotOffered },
          ]);
        const chosen = new Set(input.alertServiceIds);
        muted = offered.filter((s) => !chosen.has(s.id)).map((s) => s.id);
      }
      await inTransaction(db, async (tx) => {
        await repository.upsertPreferences(
          input.events.map((p) => ({
            userId: user.id,
            event: p.event,
            email: p.email,
            push: p.push,
          })),
          tx,
        );
        if (muted) await repository.replaceMutedServices(user.id, muted, tx);
      });
      return settingsOf(user);
    },

    /** Switches off the mails a signed unsubscribe token names; a 400 when it is not one of ours. */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const named = tokens.verify(token);
      const [recipient] = named ? await repository.findRecipients([named.userId]) : [];
      if (!named || !recipient) throw new AppError('VALIDATION', m.unsubscribeTokenInvalid);
      const stored = await repository.findPreferences([recipient.id]);
      const { push: keepPush } = channelsOf(recipient, named.event, stored);
      await repository.upsertPreferences([
        {
          userId: recipient.id,
          event: named.event,
          email: 'off',
          push: keepPush && !isMailOnly(named.event),
        },
      ]);
      return { event: named.event, message: m.switchedOff[named.event] };
    },

    /** Records, with the job, that its matching professionals are to be alerted after the commit. */
    async queueJobFanOut(jobId: string, tx: DbOrTx): Promise<void> {
      await repository.insertFanout(jobId, tx);
      afterCommit(tx, () => schedule(0));
    },

    /** Whether the person wants this (mail-only) event by email; plan notices ask before mailing. */
    async wantsEmail(
      user: { id: string; userType: AccountKind },
      event: AlertEvent,
      tx: DbOrTx = db,
    ) {
      const stored = await repository.findPreferences([user.id], tx);
      return channelsOf(user, event, stored).email !== 'off';
    },

    /**
     * An alert mail written elsewhere (the plan notices): the alert template, its footer and the
     * one-click unsubscribe headers. `action.href` is a path of the app.
     */
    async composeMail(
      recipient: Pick<RecipientRow, 'id' | 'email' | 'firstName'>,
      event: AlertEvent,
      content: {
        subject: string;
        heading: string;
        paragraphs: string[];
        action: { label: string; href: string };
      },
    ): Promise<MailMessage & { kind: string }> {
      return alertMail(recipient, event, {
        ...content,
        items: [],
        action: { label: content.action.label, href: absolute(content.action.href) },
      });
    },

    /** The unsubscribe token of a person and event (mails written elsewhere carry its link). */
    unsubscribeToken: (userId: string, event: AlertEvent) => tokens.create(userId, event),

    /** The state of a job's fan-out (tests and the bench). */
    findFanout: (jobId: string) => repository.findFanout(jobId),

    /** Works what is due at `now`: fan-outs, then waiting mails (tests pass a later `now`). */
    sweep,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
