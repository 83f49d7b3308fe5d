import fp from 'fastify-plugin';
import { createJobsService, type JobsService } from './jobs.service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsService;
  }
}

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
        realtime: app.realtime,
      }),
    );
  },
  {
    name: 'jobs',
    dependencies: ['notifications', 'alerts', 'uploadedFiles', 'reviews', 'places', 'safety'],
  },
);
