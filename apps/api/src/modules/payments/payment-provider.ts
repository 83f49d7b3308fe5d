import type { PaidPlanCode, PaymentProvider } from '@trademate/shared/constants/payments';

/** A paid plan as a provider needs it: prices in AUD cents, GST included. */
export interface CheckoutPlan {
  code: PaidPlanCode;
  name: string;
  priceCents: number;
  interval: 'month' | 'year';
}

export interface CreateCheckoutInput {
  /** Our checkout session id; the test provider's page is addressed by it. */
  checkoutId: string;
  userId: string;
  email: string;
  plan: CheckoutPlan;
  successUrl: string;
  cancelUrl: string;
  /** The provider's customer from an earlier payment, so one person stays one customer. */
  customerId?: string | null;
}

/** A payment the provider confirmed: the one input that changes a subscription. */
export interface ConfirmedPayment {
  provider: PaymentProvider;
  /** Unique per payment at the provider: confirming it twice changes nothing. */
  providerPaymentId: string;
  /** Null when the provider's event does not say; then found by the provider subscription. */
  userId: string | null;
  planCode: PaidPlanCode;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  cardLast4?: string | null;
  /** Our checkout session this payment completes, when known. */
  checkoutId?: string | null;
}

/** What a provider's webhook event means to TradeMate. */
export type ProviderEvent = { eventId: string; type: string; createdAt: Date } & (
  | {
      kind: 'checkout_completed';
      providerSessionId: string;
      userId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
    }
  | { kind: 'payment'; payment: ConfirmedPayment | null }
  | { kind: 'upcoming_renewal'; subscriptionId: string }
  | {
      kind: 'subscription_changed';
      subscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
      endedAt: Date | null;
    }
  | { kind: 'ignored' }
);

/** Where a checkout stands at the provider, for reconciliation after a restart. */
export type CheckoutState =
  { status: 'open' } | { status: 'expired' } | { status: 'paid'; payment: ConfirmedPayment };

/**
 * A payment provider: Stripe, or the built-in test mode. Subscriptions change only through
 * `confirmPayment` (`payments.confirmations.ts`), fed by what a provider confirms.
 *
 * Every call is a network call: the service makes it with no database transaction open. Writes
 * carry an idempotency key: the same key never applies a change twice at the provider. A failure
 * on the provider's side throws `ProviderUnavailableError` (`lib/provider-unavailable.ts`).
 */
export interface PaymentProviderClient {
  kind: PaymentProvider;
  /** Idempotent per `input.checkoutId`. */
  createCheckout(
    input: CreateCheckoutInput,
  ): Promise<{ providerSessionId: string | null; url: string }>;
  getCheckoutState(providerSessionId: string): Promise<CheckoutState>;
  /** From the next renewal on, bill the other plan; no proration. */
  switchPlan(
    providerSubscriptionId: string,
    plan: PaidPlanCode,
    idempotencyKey: string,
  ): Promise<void>;
  setCancelAtPeriodEnd(
    providerSubscriptionId: string,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<void>;
  /** The provider's self-service billing page for a customer; null when there is none. */
  createPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Verifies and reads a webhook; throws a 400 AppError when the signature is not right. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
