import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppMetrics } from '../../lib/app-metrics';
import type { AlertsService } from '../alerts/alerts.service';
import type { MailService } from '../mail/mail.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import type { PaymentProviderClient } from './payment-provider';
import { createPaymentsCheckout } from './payments.checkout';
import { createPaymentsConfirmations } from './payments.confirmations';
import { createPaymentsInvoices } from './payments.invoices';
import { createPaymentsProviderEvents } from './payments.provider-events';
import { createPaymentsRenewals } from './payments.renewals';
import { createPaymentsSubscriptionChanges } from './payments.subscription-changes';

export { addInterval } from './payments.confirmations';
export type { SweepResult } from './payments.renewals';

export interface PaymentsServiceOptions {
  db: Db;
  subscriptions: SubscriptionsService;
  users: UsersService;
  provider: PaymentProviderClient;
  mail: MailService;
  /** Whether a plan notice is wanted, and its mail with the unsubscribe link and headers. */
  alerts: Pick<AlertsService, 'wantsEmail' | 'composeMail'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Counts the plans' payments (decision 065). */
  metrics: Pick<AppMetrics, 'payment'>;
}

/**
 * Buying, renewing and cancelling the Professional plan. Every change of a subscription that
 * follows a payment goes through `confirmPayment`, whichever provider confirmed it.
 */
export function createPaymentsService(deps: PaymentsServiceOptions) {
  const confirmations = createPaymentsConfirmations(deps);
  const renewals = createPaymentsRenewals({ ...deps, confirmations });
  return {
    confirmPayment: confirmations.confirmPayment,
    ...createPaymentsCheckout({ ...deps, confirmations }),
    ...createPaymentsSubscriptionChanges({ ...deps, confirmations }),
    ...createPaymentsProviderEvents({ ...deps, confirmations, renewals }),
    reconcile: renewals.reconcile,
    runSweep: renewals.runSweep,
    ...createPaymentsInvoices(deps),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
