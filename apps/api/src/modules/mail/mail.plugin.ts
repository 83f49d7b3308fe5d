import fp from 'fastify-plugin';
import { createMailTransport } from './mail-transport';
import { createMailService, type MailService } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox: `enqueue` in a transaction, delivered once it commits. */
    mail: MailService;
  }
}

/**
 * The outbox and this instance's sender, the `mail` pass. Where that pass is not started (tests
 * that look at the outbox before anything is sent) mail waits for `app.mail.deliverDue()`.
 */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const mail = createMailService({
      db: app.db,
      transport: createMailTransport({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log: app.log,
        isProduction: config.isProduction,
        // A kept mail's line goes to the terminal wherever the log says what happens (info).
        print: ['trace', 'debug', 'info'].includes(app.log.level)
          ? (line) => process.stdout.write(`${line}\n`)
          : undefined,
      }),
      log: app.log,
      passes: app.passes,
      bulkPerSecond: config.newsletterMailsPerSecond,
    });
    app.decorate('mail', mail);
    app.metrics.watchBacklog('mail', () => mail.backlog('transactional'));
    app.metrics.watchBacklog('newsletter', () => mail.backlog('bulk'));
    app.addHook('onClose', async () => mail.stop());
  },
  { name: 'mail' },
);
