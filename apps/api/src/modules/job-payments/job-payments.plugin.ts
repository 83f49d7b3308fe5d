import fp from 'fastify-plugin';
import { createMarketplaceProvider } from './create-marketplace-provider';
import { createJobPaymentsService, type JobPaymentsService } from './job-payments.service';
import type { MarketplaceProvider } from './marketplace-provider';

declare module 'fastify' {
  interface FastifyInstance {
    jobPayments: JobPaymentsService;
    marketplaceProvider: MarketplaceProvider;
  }
}

/** How long after a sweep ends the next one runs. */
const SWEEP_INTERVAL_MS = 60 * 1000;

export const jobPaymentsPlugin = fp(
  async (app, options: { marketplaceProvider?: MarketplaceProvider }) => {
    const { config } = app;
    const provider =
      options.marketplaceProvider ??
      (await createMarketplaceProvider(
        config.stripe && {
          secretKey: config.stripe.secretKey,
          webhookSecret: config.stripe.webhookSecret,
          connectWebhookSecret: config.jobPayments.connectWebhookSecret,
        },
      ));
    const service = createJobPaymentsService({
      db: app.db,
      provider,
      ledger: app.ledger,
      quotes: app.quotes,
      chats: app.chats,
      notifications: app.notifications,
      audit: app.audit,
      terms: { fee: config.jobPayments.fee, autoReleaseDays: config.jobPayments.autoReleaseDays },
      publicUrl: config.publicUrl,
      log: app.log,
      metrics: app.metrics,
    });
    app.decorate('marketplaceProvider', provider);
    app.decorate('jobPayments', service);
    app.passes.register({
      name: 'jobPayments',
      intervalMs: SWEEP_INTERVAL_MS,
      run: (now) => service.runSweep(now),
      failureMessage: 'job payments sweep failed',
      failureLevel: 'error',
    });
  },
  {
    name: 'jobPayments',
    dependencies: ['ledger', 'quotes', 'chats', 'notifications', 'audit'],
  },
);
