import fp from 'fastify-plugin';
import { createDirectoryService, type DirectoryService } from './directory.service';

declare module 'fastify' {
  interface FastifyInstance {
    directory: DirectoryService;
  }
}

export const directoryPlugin = fp(
  async (app) => {
    app.decorate(
      'directory',
      createDirectoryService({
        db: app.db,
        reviews: app.reviews,
        jobs: app.jobs,
        credentials: app.credentials,
        serviceNames: app.serviceNames,
        logbookReports: app.logbookReports,
      }),
    );
  },
  {
    name: 'directory',
    dependencies: ['reviews', 'jobs', 'credentials', 'serviceCatalogue', 'logbookReports'],
  },
);
