import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { resolveVapidKeys } from '../../lib/secrets';
import { createPushService, type PushService } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web push: devices, and the push outbox (`enqueue` in a transaction, sent once it commits). */
    push: PushService;
  }
}

/**
 * The push devices, the outbox and this instance's sender, the `push` pass. Where that pass is not
 * started (tests that look at the outbox before anything is sent) pushes wait for
 * `app.push.deliverDue()`.
 */
export const pushPlugin = fp<{ agent?: Agent }>(
  async (app, { agent }) => {
    const { config } = app;
    const push = createPushService({
      db: app.db,
      vapidKeys: resolveVapidKeys(config.vapidKeys, config.dataDir),
      vapidSubject: config.vapidSubject,
      log: app.log,
      agent,
      passes: app.passes,
    });
    app.decorate('push', push);
    app.metrics.watchBacklog('push', () => push.backlog());
  },
  { name: 'push' },
);
