import fp from 'fastify-plugin';
import { createJobRequestsService, type JobRequestsService } from './job-requests.service';

declare module 'fastify' {
  interface FastifyInstance {
    jobRequests: JobRequestsService;
  }
}

export const jobRequestsPlugin = fp(
  async (app) => {
    app.decorate(
      'jobRequests',
      createJobRequestsService({
        db: app.db,
        chats: app.chats,
        notifications: app.notifications,
        jobs: app.jobs,
        questionSets: app.questionSets,
      }),
    );
  },
  { name: 'jobRequests', dependencies: ['chats', 'notifications', 'jobs', 'serviceCatalogue'] },
);
