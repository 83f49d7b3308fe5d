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
 * The outbox and this instance's sender. With `startSender: false` (tests that look at the
 * outbox before anything is sent) mail waits for `app.mail.deliverDue()`.
 */
export const mailPlugin = fp<{ startSender: boolean }>(
  async (app, { startSender }) => {
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
      bulkPerSecond: config.newsletterMailsPerSecond,
    });
    app.decorate('mail', mail);
    if (startSender) app.addHook('onReady', async () => mail.start());
    app.addHook('onClose', async () => mail.stop());
  },
  { name: 'mail' },
);
