import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import * as messages from '@trademate/shared/messages';
import type { PaidPlanCode } from '@trademate/shared/constants/payments';
import type { StripeConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { createStripeClient, fromStripe, fromUnix, idOf } from '../../lib/stripe-client';
import type {
  CheckoutState,
  ConfirmedPayment,
  PaymentProviderClient,
  ProviderEvent,
} from './payment-provider';

function isPaidPlanCode(value: unknown): value is PaidPlanCode {
  return value === 'professional-monthly' || value === 'professional-yearly';
}

/**
 * Stripe: Checkout in subscription mode, the customer portal and signed webhooks. Prices are the
 * Stripe prices named in the configuration (`STRIPE_PRICE_MONTHLY`, `STRIPE_PRICE_YEARLY`).
 */
export function createStripeProvider(config: StripeConfig, client?: Stripe): PaymentProviderClient {
  const stripe = client ?? createStripeClient(config.secretKey);

  function planOfPrice(priceId: string | null): PaidPlanCode | null {
    if (priceId === config.priceIds['professional-monthly']) return 'professional-monthly';
    if (priceId === config.priceIds['professional-yearly']) return 'professional-yearly';
    return null;
  }

  /** What a paid Stripe invoice means: the payment of one subscription period. */
  function paymentFromInvoice(
    invoice: Stripe.Invoice,
    fallbackPaidAt: Date,
  ): ConfirmedPayment | null {
    const details = invoice.parent?.subscription_details ?? null;
    const line =
      invoice.lines.data.find((item) => item.parent?.type === 'subscription_item_details') ??
      invoice.lines.data[0];
    if (!line) return null;
    const metadata = details?.metadata ?? {};
    const planCode =
      planOfPrice(idOf(line.pricing?.price_details?.price)) ??
      (isPaidPlanCode(metadata.planCode) ? metadata.planCode : null);
    if (!planCode) return null;
    const paidAt = invoice.status_transitions?.paid_at;
    return {
      provider: 'stripe',
      providerPaymentId: invoice.id,
      userId: metadata.userId ?? null,
      planCode,
      amountCents: invoice.amount_paid,
      periodStart: fromUnix(line.period.start),
      periodEnd: fromUnix(line.period.end),
      paidAt: paidAt ? fromUnix(paidAt) : fallbackPaidAt,
      providerCustomerId: idOf(invoice.customer),
      providerSubscriptionId: idOf(details?.subscription),
    };
  }

  function toProviderEvent(event: Stripe.Event): ProviderEvent {
    const base = { eventId: event.id, type: event.type, createdAt: fromUnix(event.created) };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...base,
          kind: 'checkout_completed',
          providerSessionId: session.id,
          userId: session.metadata?.userId ?? session.client_reference_id ?? null,
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        };
      }
      case 'invoice.paid':
        return {
          ...base,
          kind: 'payment',
          payment: paymentFromInvoice(event.data.object, base.createdAt),
        };
      case 'invoice.upcoming': {
        const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
        return subscriptionId
          ? { ...base, kind: 'upcoming_renewal', subscriptionId }
          : { ...base, kind: 'ignored' };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const periodEnd = subscription.items.data[0]?.current_period_end;
        return {
          ...base,
          kind: 'subscription_changed',
          subscriptionId: subscription.id,
          cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
          periodEnd: periodEnd ? fromUnix(periodEnd) : null,
          endedAt:
            event.type === 'customer.subscription.deleted'
              ? fromUnix(subscription.ended_at ?? event.created)
              : null,
        };
      }
      default:
        return { ...base, kind: 'ignored' };
    }
  }

  return {
    kind: 'stripe',

    async createCheckout(input) {
      const metadata = { userId: input.userId, planCode: input.plan.code };
      const session = await fromStripe(
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: config.priceIds[input.plan.code], quantity: 1 }],
            ...(input.customerId
              ? { customer: input.customerId }
              : { customer_email: input.email }),
            client_reference_id: input.userId,
            metadata: { ...metadata, checkoutId: input.checkoutId },
            subscription_data: { metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `checkout-${input.checkoutId}` },
        ),
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },

    async getCheckoutState(providerSessionId): Promise<CheckoutState> {
      const session = await fromStripe(stripe.checkout.sessions.retrieve(providerSessionId));
      if (session.status === 'expired') return { status: 'expired' };
      const invoiceId = idOf(session.invoice);
      if (session.status !== 'complete' || session.payment_status !== 'paid' || !invoiceId)
        return { status: 'open' };
      const invoice = await fromStripe(stripe.invoices.retrieve(invoiceId));
      const payment = paymentFromInvoice(invoice, new Date());
      return payment ? { status: 'paid', payment } : { status: 'open' };
    },

    /**
     * Through a subscription schedule: the current period stays on its price, the next one starts
     * on the new price, and the schedule then releases the subscription. No proration. Each of
     * the two writes has its own key derived from the switch's: a retry after a failure between
     * them finds the schedule and repeats only the second.
     */
    async switchPlan(providerSubscriptionId, plan, idempotencyKey) {
      const subscription = await fromStripe(stripe.subscriptions.retrieve(providerSubscriptionId));
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item`);
      const scheduleId =
        idOf(subscription.schedule) ??
        (
          await fromStripe(
            stripe.subscriptionSchedules.create(
              { from_subscription: providerSubscriptionId },
              { idempotencyKey: `${idempotencyKey}-schedule` },
            ),
          )
        ).id;
      await fromStripe(
        stripe.subscriptionSchedules.update(
          scheduleId,
          {
            end_behavior: 'release',
            proration_behavior: 'none',
            phases: [
              {
                items: [{ price: item.price.id, quantity: 1 }],
                start_date: item.current_period_start,
                end_date: item.current_period_end,
              },
              {
                items: [{ price: config.priceIds[plan], quantity: 1 }],
                duration: {
                  interval: plan === 'professional-yearly' ? 'year' : 'month',
                  interval_count: 1,
                },
              },
            ],
          },
          { idempotencyKey: `${idempotencyKey}-phases` },
        ),
      );
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel, idempotencyKey) {
      await fromStripe(
        stripe.subscriptions.update(
          providerSubscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey },
        ),
      );
    },

    /**
     * A new portal session each time: it lives a few minutes, so replaying an earlier answer would
     * hand back a dead link. The key still keeps the client's own retries of this one request
     * from opening two.
     */
    async createPortalUrl(customerId, returnUrl) {
      const session = await fromStripe(
        stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: returnUrl },
          { idempotencyKey: `portal-${randomUUID()}` },
        ),
      );
      return session.url;
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('VALIDATION', messages.payments.webhookSignatureInvalid);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new AppError('VALIDATION', messages.payments.webhookSignatureInvalid);
      }
      return toProviderEvent(event);
    },
  };
}
