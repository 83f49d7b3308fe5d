import fp from 'fastify-plugin';
import { createJobHistoryService, type JobHistoryService } from './job-history.service';

declare module 'fastify' {
  interface FastifyInstance {
    jobHistory: JobHistoryService;
  }
}

export const jobHistoryPlugin = fp(
  async (app) => {
    app.decorate(
      'jobHistory',
      createJobHistoryService({ db: app.db, questionSets: app.questionSets }),
    );
  },
  { name: 'jobHistory', dependencies: ['serviceCatalogue'] },
);
