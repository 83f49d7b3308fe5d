import fp from 'fastify-plugin';
import { createPlacesService, type PlacesService } from './places.service';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesService;
  }
}

export const placesPlugin = fp(
  async (app) => {
    app.decorate('places', createPlacesService());
  },
  { name: 'places' },
);
