import fp from 'fastify-plugin';
import type { PaymentProviderClient } from './payment-provider';
import { registerPaymentsSweep } from './payments.scheduler';
import { createPaymentsService, type PaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProviderClient;
    payments: PaymentsService;
  }
}

/**
 * Payments over `provider` (Stripe, or the built-in test mode), and the sweep that reconciles,
 * sends notices and renews in this process, the `payments` pass: at start (not awaited, so a slow
 * provider never delays it: a payment confirmed while the server was down is applied as soon as
 * it is back) and every few minutes.
 */
export const paymentsPlugin = fp<{ provider: PaymentProviderClient }>(
  async (app, { provider }) => {
    const payments = createPaymentsService({
      db: app.db,
      subscriptions: app.subscriptions,
      users: app.users,
      provider,
      mail: app.mail,
      alerts: app.alerts,
      publicUrl: app.config.publicUrl,
      log: app.log,
      metrics: app.metrics,
    });
    app.decorate('paymentProvider', provider);
    app.decorate('payments', payments);
    registerPaymentsSweep(payments, app.passes);
  },
  { name: 'payments', dependencies: ['subscriptions', 'users', 'mail', 'alerts'] },
);
