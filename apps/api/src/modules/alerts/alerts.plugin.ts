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
 * quote what the chats module lets their reader see.
 * `startSweeper: false` leaves the sweeps to the tests (`app.alerts.sweep(now)`).
 */
export const alertsPlugin = fp<{ startSweeper: boolean }>(
  async (app, { startSweeper }) => {
    const alerts = createAlertsService({
      db: app.db,
      notifications: app.notifications,
      mail: app.mail,
      publicUrl: app.config.publicUrl,
      tokenSecret: app.secrets.jwt,
      digestHour: app.config.digestHour,
      log: app.log,
      push: app.push,
      chats: app.chats,
      isOnline: (userId) => app.realtime.isOnline(userId),
    });
    app.decorate('alerts', alerts);
    if (startSweeper) app.addHook('onReady', async () => alerts.start());
    app.addHook('onClose', async () => alerts.stop());
  },
  { name: 'alerts', dependencies: ['notifications', 'mail', 'push', 'chats'] },
);
