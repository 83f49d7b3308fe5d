import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { createStripeClient, fromStripe, fromUnix, idOf } from '../../lib/stripe-client';
import {
  MARKETPLACE_CURRENCY,
  assertPositiveCents,
  type AccountStatus,
  type HeldPaymentState,
  type MarketplaceEvent,
  type MarketplaceProvider,
  type RefundStatus,
} from './marketplace-provider';

export interface MarketplaceStripeConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint for TradeMate's own events (Checkout, refunds). */
  webhookSecret: string;
  /**
   * The signing secret of the Connect endpoint, which Stripe uses for what happens on the
   * professionals' accounts (`account.updated`); null when both are one endpoint.
   */
  connectWebhookSecret?: string | null;
}

/**
 * The professionals' accounts are created as Stripe's Express accounts, described by their
 * controller: Stripe hosts the onboarding and collects what it needs, the professional has the
 * Express dashboard, and TradeMate pays Stripe's fees and answers for negative balances (with
 * separate charges and transfers the charge is TradeMate's anyway).
 */
const EXPRESS_CONTROLLER: Stripe.AccountCreateParams.Controller = {
  fees: { payer: 'application' },
  losses: { payments: 'application' },
  stripe_dashboard: { type: 'express' },
};

const refundStatuses: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

/** Stripe's refund status; one it may add later reads as still pending. */
function refundStatusOf(status: string | null): RefundStatus {
  return refundStatuses.find((known) => known === status) ?? 'pending';
}

function accountStatusOf(account: Stripe.Account): AccountStatus {
  const requirements = account.requirements;
  return {
    chargesEnabled: account.charges_enabled,
    payoutsEnabled: account.payouts_enabled,
    transfersActive: account.capabilities?.transfers === 'active',
    detailsSubmitted: account.details_submitted,
    requirements: [
      ...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])]),
    ],
  };
}

/** Our payment a checkout is for: only payment-mode sessions TradeMate made carry one. */
function paymentIdOf(session: Stripe.Checkout.Session): string | null {
  return session.mode === 'payment' ? (session.metadata?.paymentId ?? null) : null;
}

function toMarketplaceEvent(event: Stripe.Event): MarketplaceEvent {
  const base = { eventId: event.id, type: event.type, createdAt: fromUnix(event.created) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      // A completed session whose payment is still on its way is paid only by the later event.
      if (!paymentId || session.payment_status !== 'paid') return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'held_payment_paid',
        paymentId,
        providerSessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      return paymentId
        ? { ...base, kind: 'held_payment_expired', paymentId, providerSessionId: session.id }
        : { ...base, kind: 'ignored' };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        kind: 'account_updated',
        accountId: account.id,
        ...accountStatusOf(account),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'refund_updated',
        paymentIntentId: idOf(charge.payment_intent),
        chargeId: charge.id,
        refund: null,
        totalRefundedCents: charge.amount_refunded,
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      return {
        ...base,
        kind: 'refund_updated',
        paymentIntentId: idOf(refund.payment_intent),
        chargeId: idOf(refund.charge),
        refund: {
          refundId: refund.id,
          amountCents: refund.amount,
          status: refundStatusOf(refund.status),
        },
        totalRefundedCents: null,
      };
    }
    case 'transfer.reversed': {
      const transfer = event.data.object;
      return {
        ...base,
        kind: 'transfer_reversed',
        transferId: transfer.id,
        accountId: idOf(transfer.destination),
        transferGroup: transfer.transfer_group,
        amountReversedCents: transfer.amount_reversed,
      };
    }
    default:
      return { ...base, kind: 'ignored' };
  }
}

/**
 * Stripe Connect for a marketplace that charges on its own account and pays out later ("separate
 * charges and transfers", which Stripe supports in Australia): the client pays TradeMate through
 * Checkout, the charge carries the job's transfer group, and each release is a transfer from that
 * charge to the professional's Express account. Nothing is sent as a connected account
 * (`Stripe-Account`): every object is TradeMate's own.
 */
export function createMarketplaceStripe(
  config: MarketplaceStripeConfig,
  client?: Stripe,
): MarketplaceProvider {
  const stripe = client ?? createStripeClient(config.secretKey);
  const webhookSecrets = [config.webhookSecret, config.connectWebhookSecret].filter(
    (secret): secret is string => Boolean(secret),
  );

  function verified(rawBody: Buffer, signature: string): Stripe.Event | null {
    for (const secret of webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // Signed for the other endpoint, or not by Stripe: the next secret, or a refusal.
      }
    }
    return null;
  }

  return {
    kind: 'stripe',

    async createConnectedAccount(input, idempotencyKey) {
      const account = await fromStripe(
        stripe.accounts.create(
          {
            country: 'AU',
            email: input.email,
            controller: EXPRESS_CONTROLLER,
            capabilities: { transfers: { requested: true } },
            ...(input.businessName ? { business_profile: { name: input.businessName } } : {}),
            metadata: { userId: input.userId },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    /**
     * A new link each time: it works once and for a few minutes, so replaying an earlier answer
     * would hand back a dead one. The key still keeps the client's own retries of this one
     * request from making two.
     */
    async createOnboardingLink(input) {
      const link = await fromStripe(
        stripe.accountLinks.create(
          {
            account: input.accountId,
            type: 'account_onboarding',
            refresh_url: input.refreshUrl,
            return_url: input.returnUrl,
          },
          { idempotencyKey: `onboarding-${randomUUID()}` },
        ),
      );
      return { url: link.url };
    },

    async getAccountStatus(accountId) {
      // Without an id the client would read TradeMate's own account.
      if (!accountId) throw new RangeError('accountId is required');
      return accountStatusOf(await fromStripe(stripe.accounts.retrieve(accountId)));
    },

    async createHeldPaymentCheckout(input, idempotencyKey) {
      assertPositiveCents(input.amountCents, 'amountCents');
      const metadata = { paymentId: input.paymentId };
      const session = await fromStripe(
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards only: the money is taken at once, never days later as a bank debit is.
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: MARKETPLACE_CURRENCY,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            customer_email: input.customerEmail,
            metadata,
            payment_intent_data: {
              transfer_group: input.transferGroup,
              description: input.description,
              metadata,
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },

    async getHeldPaymentState(providerSessionId): Promise<HeldPaymentState> {
      const session = await fromStripe(
        stripe.checkout.sessions.retrieve(providerSessionId, {
          expand: ['payment_intent.latest_charge'],
        }),
      );
      if (session.status === 'expired') return { status: 'expired' };
      const intent = session.payment_intent;
      if (session.status !== 'complete' || session.payment_status !== 'paid') {
        return { status: 'open' };
      }
      if (!intent || typeof intent === 'string' || !intent.latest_charge) {
        throw new Error(`Stripe checkout ${providerSessionId} is paid but has no charge`);
      }
      const charge = intent.latest_charge;
      return {
        status: 'paid',
        paymentIntentId: intent.id,
        chargeId: idOf(charge)!,
        amountCents: intent.amount_received,
        paidAt: fromUnix(typeof charge === 'string' ? intent.created : charge.created),
      };
    },

    async transferToProfessional(input, idempotencyKey) {
      assertPositiveCents(input.amountCents, 'amountCents');
      const transfer = await fromStripe(
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: MARKETPLACE_CURRENCY,
            destination: input.accountId,
            transfer_group: input.transferGroup,
            source_transaction: input.sourceChargeId,
            description: input.description,
          },
          { idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    async refund(input, idempotencyKey) {
      assertPositiveCents(input.amountCents, 'amountCents');
      const refund = await fromStripe(
        stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            reason: input.reason,
          },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id, status: refundStatusOf(refund.status) };
    },

    parseWebhook(rawBody, signature) {
      const event = signature ? verified(rawBody, signature) : null;
      if (!event) throw new AppError('VALIDATION', messages.payments.webhookSignatureInvalid);
      return toMarketplaceEvent(event);
    },
  };
}
