import fp from 'fastify-plugin';
import { createLogbookService, type LogbookService } from './logbook.service';

declare module 'fastify' {
  interface FastifyInstance {
    logbook: LogbookService;
  }
}

/**
 * The apprentice's logbook (decision 072). Its weekly reminder is the `logbookReminders` pass;
 * where it is not started, tests call `app.logbook.sweepReminders(now)`.
 */
export const logbookPlugin = fp(
  async (app) => {
    app.decorate(
      'logbook',
      createLogbookService({
        db: app.db,
        notifications: app.notifications,
        uploadedFiles: app.uploadedFiles,
        passes: app.passes,
      }),
    );
  },
  { name: 'logbook', dependencies: ['notifications', 'uploadedFiles'] },
);
