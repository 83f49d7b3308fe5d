import fp from 'fastify-plugin';
import { createAuditService, type AuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff audit log (decision 030). */
    audit: AuditService;
  }
}

export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', createAuditService({ db: app.db }));
  },
  { name: 'audit' },
);
