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
 * `startSweeper: false` leaves the outcomes pass to the tests and the operator command
 * (`app.jobOutcomes.sweep(now)`).
 */
export const jobsPlugin = fp<{ startSweeper: boolean }>(
  async (app, { startSweeper }) => {
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
        realtime: app.realtime,
      }),
    );
    const outcomes = createJobOutcomesService({
      db: app.db,
      notifications: app.notifications,
      conversations: app.chats,
      log: app.log,
    });
    app.decorate('jobOutcomes', outcomes);
    if (startSweeper) app.addHook('onReady', async () => outcomes.start());
    app.addHook('onClose', async () => outcomes.stop());
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
    ],
  },
);
