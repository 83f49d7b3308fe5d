import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { createMarketplaceStripe, type MarketplaceStripeConfig } from './marketplace-stripe';

const config: MarketplaceStripeConfig = {
  secretKey: 'sk_test_not_a_real_key',
  webhookSecret: 'whsec_job_payments_platform',
  connectWebhookSecret: 'whsec_job_payments_connect',
};
// The library's own signing helper; no network is involved anywhere in these tests.
const stripe = new Stripe(config.secretKey);
const provider = createMarketplaceStripe(config, stripe);

const nowS = () => Math.floor(Date.now() / 1000);
let eventNumber = 0;

function event(type: string, object: object, extra: object = {}) {
  eventNumber += 1;
  return {
    id: `evt_job_${eventNumber}`,
    object: 'event',
    type,
    created: 1_767_225_600,
    livemode: false,
    data: { object },
    ...extra,
  };
}

function signed(body: object, secret = config.webhookSecret, timestamp?: number) {
  const payload = JSON.stringify(body);
  return {
    rawBody: Buffer.from(payload),
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}

function parse(body: object, secret?: string) {
  const { rawBody, signature } = signed(body, secret);
  return provider.parseWebhook(rawBody, signature);
}

function paymentSession(fields: object = {}) {
  return {
    id: 'cs_test_job_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 123_456,
    currency: 'aud',
    payment_intent: 'pi_job_1',
    metadata: { paymentId: 'pay-1' },
    ...fields,
  };
}

const base = (body: { id: string; type: string }) => ({
  eventId: body.id,
  type: body.type,
  createdAt: new Date(1_767_225_600_000),
});

describe('the job payments’ Stripe webhooks', () => {
  it('reads a paid checkout in payment mode as the held payment paid', () => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      const body = event(type, paymentSession());
      expect(parse(body)).toEqual({
        ...base(body),
        kind: 'held_payment_paid',
        paymentId: 'pay-1',
        providerSessionId: 'cs_test_job_1',
        paymentIntentId: 'pi_job_1',
        amountCents: 123_456,
      });
    }
  });

  it('ignores the plans’ subscription checkouts, checkouts of no payment of ours, and ones not yet paid', () => {
    for (const session of [
      paymentSession({ mode: 'subscription', metadata: { userId: 'u1' } }),
      paymentSession({ metadata: {} }),
      paymentSession({ payment_status: 'unpaid' }),
    ]) {
      const body = event('checkout.session.completed', session);
      expect(parse(body)).toEqual({ ...base(body), kind: 'ignored' });
    }
  });

  it('reads a lapsed checkout as the held payment expired', () => {
    const body = event(
      'checkout.session.expired',
      paymentSession({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    );
    expect(parse(body)).toEqual({
      ...base(body),
      kind: 'held_payment_expired',
      paymentId: 'pay-1',
      providerSessionId: 'cs_test_job_1',
    });
  });

  it('reads a professional’s account change, signed for the Connect endpoint', () => {
    const body = event(
      'account.updated',
      {
        id: 'acct_pro_1',
        object: 'account',
        charges_enabled: false,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { transfers: 'active' },
        requirements: {
          currently_due: ['individual.verification.document'],
          past_due: ['external_account'],
          eventually_due: [],
        },
      },
      { account: 'acct_pro_1' },
    );
    expect(parse(body, config.connectWebhookSecret!)).toEqual({
      ...base(body),
      kind: 'account_updated',
      accountId: 'acct_pro_1',
      chargesEnabled: false,
      payoutsEnabled: true,
      transfersActive: true,
      detailsSubmitted: true,
      requirements: ['external_account', 'individual.verification.document'],
    });
  });

  it('reads refunds: the charge refunded so far, and one refund’s own state', () => {
    const charge = event('charge.refunded', {
      id: 'ch_job_1',
      object: 'charge',
      amount: 123_456,
      amount_refunded: 23_456,
      refunded: false,
      payment_intent: 'pi_job_1',
    });
    expect(parse(charge)).toEqual({
      ...base(charge),
      kind: 'refund_updated',
      paymentIntentId: 'pi_job_1',
      chargeId: 'ch_job_1',
      refund: null,
      totalRefundedCents: 23_456,
    });

    for (const [type, status] of [
      ['refund.updated', 'succeeded'],
      ['refund.failed', 'failed'],
    ] as const) {
      const refund = event(type, {
        id: 're_job_1',
        object: 'refund',
        amount: 23_456,
        charge: 'ch_job_1',
        payment_intent: 'pi_job_1',
        status,
      });
      expect(parse(refund)).toEqual({
        ...base(refund),
        kind: 'refund_updated',
        paymentIntentId: 'pi_job_1',
        chargeId: 'ch_job_1',
        refund: { refundId: 're_job_1', amountCents: 23_456, status },
        totalRefundedCents: null,
      });
    }
  });

  it('reads a transfer taken back from a professional', () => {
    const body = event('transfer.reversed', {
      id: 'tr_job_1',
      object: 'transfer',
      amount: 27_000,
      amount_reversed: 27_000,
      destination: 'acct_pro_1',
      transfer_group: 'job-j1',
      reversed: true,
    });
    expect(parse(body)).toEqual({
      ...base(body),
      kind: 'transfer_reversed',
      transferId: 'tr_job_1',
      accountId: 'acct_pro_1',
      transferGroup: 'job-j1',
      amountReversedCents: 27_000,
    });
  });

  it('ignores every other event', () => {
    const body = event('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(parse(body)).toEqual({ ...base(body), kind: 'ignored' });
  });

  it('refuses a missing or wrong signature, a stale one and a tampered body with a 400', () => {
    const body = event('checkout.session.completed', paymentSession());
    const good = signed(body);
    const tampered = Buffer.from(
      JSON.stringify({ ...body, data: { object: paymentSession({ amount_total: 1 }) } }),
    );
    const refusals = [
      () => provider.parseWebhook(good.rawBody, undefined),
      () => provider.parseWebhook(good.rawBody, ''),
      () => provider.parseWebhook(good.rawBody, signed(body, 'whsec_someone_else').signature),
      () => provider.parseWebhook(good.rawBody, signed(body, undefined, nowS() - 600).signature),
      () => provider.parseWebhook(tampered, good.signature),
    ];
    for (const refusal of refusals) {
      let thrown: unknown;
      try {
        refusal();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        message: messages.payments.webhookSignatureInvalid,
      });
    }
    // The same event, signed as it should be, is read.
    expect(provider.parseWebhook(good.rawBody, good.signature).kind).toBe('held_payment_paid');
  });

  it('with one endpoint only, refuses what is signed with any other secret', () => {
    const single = createMarketplaceStripe({ ...config, connectWebhookSecret: null }, stripe);
    const body = event('account.updated', { id: 'acct_pro_2', object: 'account' });
    const { rawBody, signature } = signed(body, config.connectWebhookSecret!);
    expect(() => single.parseWebhook(rawBody, signature)).toThrow(AppError);
  });
});
