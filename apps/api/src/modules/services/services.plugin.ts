import fp from 'fastify-plugin';
import { createServicesService, type ServicesService } from './services.service';

declare module 'fastify' {
  interface FastifyInstance {
    serviceCatalogue: ServicesService;
  }
}

export const serviceCataloguePlugin = fp(
  async (app) => {
    app.decorate('serviceCatalogue', createServicesService({ db: app.db }));
  },
  { name: 'serviceCatalogue' },
);
