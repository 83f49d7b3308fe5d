import fp from 'fastify-plugin';
import { createAlertsService, type AlertsService } from './alerts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alert preferences, the mails and pushes of stored notifications, new-job fan-out, unsubscribe. */
    alerts: AlertsService;
  }
}

/**
 * Alerts depend on notifications (which tell them of each stored notification through
 * `onStored`), never the other way round; pushes go to the push module's outbox; message mails
 * quote what the chats module lets their reader see; a new job's alert names its key answers to
 * the service's questions.
 * The sweeps are the `alerts` pass; where it is not started, the tests call `app.alerts.sweep(now)`.
 */
export const alertsPlugin = fp(
  async (app) => {
    const alerts = createAlertsService({
      db: app.db,
      notifications: app.notifications,
      mail: app.mail,
      publicUrl: app.config.publicUrl,
      tokenSecret: app.secrets.jwt,
      digestHour: app.config.digestHour,
      push: app.push,
      chats: app.chats,
      questionSets: app.questionSets,
      isOnline: (userId) => app.realtime.isOnline(userId),
      passes: app.passes,
      log: app.log,
    });
    app.decorate('alerts', alerts);
    app.metrics.watchBacklog('alert_mails', () => alerts.pendingMailsBacklog());
    app.metrics.watchBacklog('job_alert_fanouts', () => alerts.fanOutsBacklog());
  },
  { name: 'alerts', dependencies: ['notifications', 'mail', 'push', 'chats', 'serviceCatalogue'] },
);
