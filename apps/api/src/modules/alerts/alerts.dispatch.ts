import * as messages from '@trademate/shared/messages';
import type { DbOrTx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import type { NotificationRow } from '../notifications/notifications.service';
import type { AlertMails } from './alerts.compose';
import { channelsOf } from './alerts.preferences';
import type { AlertsRepository } from './alerts.repository';
import { nextDigestAt } from './alerts.sweep';

const mm = messages.mails.alerts;

/** A chat message waits this long for its reader before it is mailed (with any that follow). */
export const MESSAGE_MAIL_DELAY_MS = 10 * 60_000;

/** Push delivery: the push module's outbox (`app.push`), a whole batch of alerts at once. */
export interface PushQueue {
  enqueueMany(
    pushes: readonly {
      userId: string;
      message: { title: string; body: string; link: string; tag?: string };
    }[],
    tx: DbOrTx,
  ): Promise<void>;
}

/**
 * Instant alerts: told of every stored notification in its transaction, it queues the push and
 * the mail its recipient chose there, or leaves the mail waiting (a chat message for its reader,
 * a new job for the digest).
 */
export function createAlertsDispatch({
  repository,
  mail,
  push,
  mails: { absolute, alertMailToCompose },
  digestHour,
}: {
  repository: AlertsRepository;
  mail: MailService;
  push: PushQueue;
  mails: AlertMails;
  digestHour: number;
}) {
  /** Queues the channels each stored notification's recipient chose, in the storing transaction. */
  return async function dispatch(rows: NotificationRow[], tx: DbOrTx): Promise<void> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [recipients, stored] = await Promise.all([
      repository.findRecipients(userIds, tx),
      repository.findPreferences(userIds, tx),
    ]);
    const byId = new Map(recipients.map((r) => [r.id, r]));
    const mails: Array<ReturnType<AlertMails['alertMailToCompose']>> = [];
    const waiting: Parameters<typeof repository.insertPending>[0] = [];
    const pushes: Parameters<PushQueue['enqueueMany']>[0][number][] = [];
    const now = new Date();
    let digestAt: Date | undefined;
    for (const row of rows) {
      const recipient = byId.get(row.userId);
      if (!recipient) continue;
      const channels = channelsOf(recipient, row.kind, stored);
      if (channels.push) {
        pushes.push({
          userId: row.userId,
          message: { title: row.title, body: row.body, link: row.link, tag: row.kind },
        });
      }
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
        const conversationId = row.subjectConversationId;
        if (!conversationId || (await repository.hasPendingFor(row.userId, conversationId, tx)))
          continue;
        waiting.push({
          ...pending,
          conversationId,
          dueAt: new Date(now.getTime() + MESSAGE_MAIL_DELAY_MS),
        });
      } else if (channels.email === 'daily') {
        waiting.push({ ...pending, dueAt: (digestAt ??= nextDigestAt(now, digestHour)) });
      } else {
        mails.push(
          alertMailToCompose(recipient, row.kind, {
            subject: row.title,
            heading: row.title,
            lead: row.body,
            items: [],
            action: { label: mm.open, href: absolute(row.link) },
          }),
        );
      }
    }
    // Set-based: one write per channel for the whole batch, however many people it reaches.
    await push.enqueueMany(pushes, tx);
    await mail.enqueueManyToCompose(mails, tx);
    await repository.insertPending(waiting, tx);
  };
}
