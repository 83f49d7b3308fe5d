import fp from 'fastify-plugin';
import { createLogbookReportsService, type LogbookReportsService } from './logbook.reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The logbook's settings, totals, exports, profile hours and the console's units. */
    logbookReports: LogbookReportsService;
  }
}

export const logbookReportsPlugin = fp(
  async (app) => {
    app.decorate(
      'logbookReports',
      createLogbookReportsService({ db: app.db, credentials: app.credentials, audit: app.audit }),
    );
  },
  { name: 'logbookReports', dependencies: ['credentials', 'audit'] },
);
