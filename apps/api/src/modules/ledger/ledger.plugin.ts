import fp from 'fastify-plugin';
import { createLedgerService, type LedgerService } from './ledger.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The append-only ledger of money movements, in cents (decision 063). */
    ledger: LedgerService;
  }
}

export const ledgerPlugin = fp(
  async (app) => {
    app.decorate('ledger', createLedgerService({ db: app.db }));
  },
  { name: 'ledger' },
);
