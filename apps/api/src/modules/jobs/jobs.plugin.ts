import fp from 'fastify-plugin';
import { createJobOutcomesService, type JobOutcomesService } from './job-outcomes.service';
import { createJobsService, type JobsService } from './jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsService;
    /** The outcome question, idle jobs closing and client records (decision 029). */
    jobOutcomes: JobOutcomesService;
  }
}

/**
 * The outcomes pass is the `jobOutcomes` pass; where it is not started, the tests and the operator
 * command call `app.jobOutcomes.sweep(now)`.
 */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate(
      'jobs',
      createJobsService({
        db: app.db,
        notifications: app.notifications,
        alerts: app.alerts,
        uploadedFiles: app.uploadedFiles,
        reviews: app.reviews,
        places: app.places,
        safety: app.safety,
        questionSets: app.questionSets,
        realtime: app.realtime,
        metrics: app.metrics,
      }),
    );
    const outcomes = createJobOutcomesService({
      db: app.db,
      notifications: app.notifications,
      conversations: app.chats,
      passes: app.passes,
    });
    app.decorate('jobOutcomes', outcomes);
  },
  {
    name: 'jobs',
    dependencies: [
      'notifications',
      'alerts',
      'uploadedFiles',
      'reviews',
      'places',
      'chats',
      'safety',
      'serviceCatalogue',
    ],
  },
);
