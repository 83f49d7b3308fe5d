import type { FastifyBaseLogger } from 'fastify';
import { alertEvents } from '@trademate/shared/constants/notifications';
import type { Db } from '../../db/client';
import type { PassRegistry } from '../../lib/background-passes';
import type { MailService } from '../mail/mail.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { QuestionSets } from '../services/question-sets.service';
import { createAlertMails } from './alerts.compose';
import { createAlertsDispatch, type PushQueue } from './alerts.dispatch';
import { createAlertsPreferences } from './alerts.preferences';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsSweep, type UnreadChatMessages } from './alerts.sweep';
import { createUnsubscribeTokens } from './alerts.tokens';

export { MESSAGE_MAIL_DELAY_MS, type PushQueue } from './alerts.dispatch';
export {
  FANOUT_BATCH,
  nextDigestAt,
  type SweepReport,
  type UnreadChatMessages,
} from './alerts.sweep';

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
  questionSets: Pick<QuestionSets, 'byIds'>;
  isOnline?: (userId: string) => Promise<boolean>;
  passes: PassRegistry;
  log: FastifyBaseLogger;
}) {
  const { db, notifications, mail, publicUrl, digestHour, push, chats } = deps;
  const repository = createAlertsRepository(db);
  const tokens = createUnsubscribeTokens(deps.tokenSecret);
  const mails = createAlertMails({ publicUrl, tokens });

  notifications.onStored(createAlertsDispatch({ repository, mail, push, mails, digestHour }));
  for (const event of alertEvents)
    mail.registerComposer(`alert_${event}`, (to, facts) => mails.composeQueued(to, facts));

  return {
    ...createAlertsPreferences({ db, repository, tokens }),
    composeMail: mails.composeMail,
    unsubscribeToken: mails.unsubscribeToken,
    /** The alert mails and the new-job fan-outs waiting, for the metrics (decision 065). */
    pendingMailsBacklog: (now = new Date()) => repository.pendingMailsBacklog(now),
    fanOutsBacklog: (now = new Date()) => repository.fanOutsBacklog(now),
    ...createAlertsSweep({
      db,
      repository,
      notifications,
      mail,
      mails,
      chats,
      questionSets: deps.questionSets,
      isOnline: deps.isOnline ?? (async () => false),
      passes: deps.passes,
      log: deps.log,
    }),
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
