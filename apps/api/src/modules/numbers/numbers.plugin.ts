import fp from 'fastify-plugin';
import { createNumbersService, type NumbersService } from './numbers.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's Numbers section (decision 036). */
    numbers: NumbersService;
  }
}

export const numbersPlugin = fp(
  async (app) => {
    app.decorate('numbers', createNumbersService({ db: app.db }));
  },
  { name: 'numbers' },
);
