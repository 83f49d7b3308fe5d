import fp from 'fastify-plugin';
import { createSealer } from '../../lib/sealed-secrets';
import { createStaffService, type StaffService } from './staff.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff accounts, their sign-in and sessions (decision 030). */
    staff: StaffService;
  }
}

export const staffPlugin = fp(
  async (app) => {
    app.decorateRequest('staffContext', null);
    app.decorate(
      'staff',
      createStaffService({
        db: app.db,
        tokens: app.tokens,
        sealer: createSealer(app.secrets.jwt, 'staff-totp'),
        mail: app.mail,
        audit: app.audit,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'staff', dependencies: ['mail', 'audit'] },
);
