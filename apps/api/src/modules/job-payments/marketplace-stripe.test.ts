import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchesRequest,
  startLocalStripe,
  type LocalStripe,
  type RequestMatch,
  type StripeRequest,
} from '../../../test/local-stripe';
import { ProviderUnavailableError } from '../../lib/provider-unavailable';
import { createStripeClient } from '../../lib/stripe-client';
import { createMarketplaceProvider } from './create-marketplace-provider';
import type { MarketplaceProvider } from './marketplace-provider';
import { createMarketplaceStripe, type MarketplaceStripeConfig } from './marketplace-stripe';

const config: MarketplaceStripeConfig = {
  secretKey: 'sk_test_local_stripe',
  webhookSecret: 'whsec_local_platform',
  connectWebhookSecret: 'whsec_local_connect',
};

// The real Stripe client, pointed at a Stripe of the test's own that it can make fail or stall.
let local: LocalStripe;
let provider: MarketplaceProvider;
beforeAll(async () => {
  local = await startLocalStripe();
  provider = createMarketplaceStripe(
    config,
    createStripeClient(config.secretKey, local.clientOptions),
  );
});
afterAll(async () => {
  await local.close();
});

/** The requests that reached the local Stripe from position `from` on and match `match`. */
function requestsTo(match: RequestMatch, from = 0): StripeRequest[] {
  return local.requests.slice(from).filter((request) => matchesRequest(match, request));
}

/** The one request a call made, found among those after `from`. */
function onlyRequest(match: RequestMatch, from: number): StripeRequest {
  const found = requestsTo(match, from);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const paramsOf = (request: StripeRequest) => Object.fromEntries(request.params);

let serial = 0;
const unique = (name: string) => `${name}-${(serial += 1)}`;

async function onboardedAccount(): Promise<string> {
  const { accountId } = await provider.createConnectedAccount(
    { userId: unique('user'), email: 'sparky@example.com' },
    unique('account'),
  );
  local.completeOnboarding(accountId);
  return accountId;
}

/** A checkout the client has paid: its charge holds `amountCents` in TradeMate's balance. */
async function paidPayment(amountCents: number) {
  const paymentId = unique('payment');
  const { providerSessionId } = await provider.createHeldPaymentCheckout(
    {
      paymentId,
      amountCents,
      description: 'Kitchen rewiring: deposit and balance',
      customerEmail: 'client@example.com',
      successUrl: 'https://trademate.example/myJobs/j1?payment=success',
      cancelUrl: 'https://trademate.example/myJobs/j1?payment=cancelled',
      transferGroup: `job-${paymentId}`,
    },
    `checkout-${paymentId}`,
  );
  const { paymentIntentId, chargeId } = local.payCheckoutSession(providerSessionId!);
  return { paymentId, transferGroup: `job-${paymentId}`, paymentIntentId, chargeId };
}

describe('the professionals’ connected accounts', () => {
  it('creates an Express account in Australia that asks only for transfers, under the caller’s key', async () => {
    const from = local.requests.length;
    const input = { userId: 'user-a', email: 'sparky@example.com', businessName: 'Sparky Pty Ltd' };
    const { accountId } = await provider.createConnectedAccount(input, 'connect-user-a');

    const request = onlyRequest({ method: 'POST', path: '/v1/accounts' }, from);
    expect(request.idempotencyKey).toBe('connect-user-a');
    expect(request.stripeAccount).toBeNull();
    expect(paramsOf(request)).toEqual({
      country: 'AU',
      email: 'sparky@example.com',
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      'controller[stripe_dashboard][type]': 'express',
      'capabilities[transfers][requested]': 'true',
      'business_profile[name]': 'Sparky Pty Ltd',
      'metadata[userId]': 'user-a',
    });
    expect(accountId).toMatch(/^acct_/);

    // Asked again under the same key, Stripe answers with the same account.
    expect(await provider.createConnectedAccount(input, 'connect-user-a')).toEqual({ accountId });
  });

  it('leaves the business name to the onboarding when there is none yet', async () => {
    const from = local.requests.length;
    await provider.createConnectedAccount({ userId: 'user-b', email: 'b@example.com' }, 'k-b');
    const params = paramsOf(onlyRequest({ path: '/v1/accounts' }, from));
    expect(Object.keys(params).filter((key) => key.startsWith('business_profile'))).toEqual([]);
  });

  it('reads an account: what Stripe still needs at first, then transfers and payouts enabled', async () => {
    const { accountId } = await provider.createConnectedAccount(
      { userId: 'user-c', email: 'c@example.com' },
      'k-c',
    );
    const from = local.requests.length;
    const before = await provider.getAccountStatus(accountId);
    expect(onlyRequest({ method: 'GET', path: `/v1/accounts/${accountId}` }, from)).toBeTruthy();
    expect(before).toEqual({
      chargesEnabled: false,
      payoutsEnabled: false,
      transfersActive: false,
      detailsSubmitted: false,
      requirements: expect.arrayContaining(['external_account', 'individual.first_name']),
    });

    local.completeOnboarding(accountId);
    expect(await provider.getAccountStatus(accountId)).toEqual({
      chargesEnabled: false,
      payoutsEnabled: true,
      transfersActive: true,
      detailsSubmitted: true,
      requirements: [],
    });
  });

  it('opens an onboarding link on Stripe with both return addresses, a new key each time', async () => {
    const accountId = await onboardedAccount();
    const from = local.requests.length;
    const input = {
      accountId,
      refreshUrl: 'https://trademate.example/payouts/refresh',
      returnUrl: 'https://trademate.example/payouts/done',
    };
    const first = await provider.createOnboardingLink(input);
    const second = await provider.createOnboardingLink(input);

    const requests = requestsTo({ method: 'POST', path: '/v1/account_links' }, from);
    expect(requests.map(paramsOf)).toEqual([
      {
        account: accountId,
        type: 'account_onboarding',
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
      },
      expect.anything(),
    ]);
    expect(requests[0]!.idempotencyKey).toMatch(/^onboarding-/);
    expect(requests[0]!.idempotencyKey).not.toBe(requests[1]!.idempotencyKey);
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(second.url).not.toBe(first.url);
  });

  it('lets Stripe’s refusal of an unknown account through as it is, not as an outage', async () => {
    const call = provider.getAccountStatus('acct_unknown');
    await expect(call).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    await expect(call).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });
});

describe('held payments', () => {
  it('opens a card checkout in payment mode on TradeMate’s own account, in AUD cents, with its transfer group', async () => {
    const from = local.requests.length;
    const checkout = await provider.createHeldPaymentCheckout(
      {
        paymentId: 'pay-1',
        amountCents: 123_456,
        description: 'Bathroom retile: quote TM-0042',
        customerEmail: 'client@example.com',
        successUrl: 'https://trademate.example/myJobs/j1?payment=success',
        cancelUrl: 'https://trademate.example/myJobs/j1?payment=cancelled',
        transferGroup: 'job-j1',
      },
      'checkout-pay-1',
    );

    const request = onlyRequest({ method: 'POST', path: '/v1/checkout/sessions' }, from);
    expect(request.idempotencyKey).toBe('checkout-pay-1');
    expect(request.stripeAccount).toBeNull();
    expect(paramsOf(request)).toEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '123456',
      'line_items[0][price_data][product_data][name]': 'Bathroom retile: quote TM-0042',
      customer_email: 'client@example.com',
      'metadata[paymentId]': 'pay-1',
      'payment_intent_data[transfer_group]': 'job-j1',
      'payment_intent_data[description]': 'Bathroom retile: quote TM-0042',
      'payment_intent_data[metadata][paymentId]': 'pay-1',
      success_url: 'https://trademate.example/myJobs/j1?payment=success',
      cancel_url: 'https://trademate.example/myJobs/j1?payment=cancelled',
    });
    expect(checkout.providerSessionId).toMatch(/^cs_/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.providerSessionId}`);
  });

  it('reads a checkout as open, then as paid with its payment intent, charge, amount and time', async () => {
    const { providerSessionId } = await provider.createHeldPaymentCheckout(
      {
        paymentId: 'pay-2',
        amountCents: 80_000,
        description: 'Deck',
        customerEmail: 'client@example.com',
        successUrl: 'https://trademate.example/s',
        cancelUrl: 'https://trademate.example/c',
        transferGroup: 'job-j2',
      },
      'checkout-pay-2',
    );
    expect(await provider.getHeldPaymentState(providerSessionId!)).toEqual({ status: 'open' });

    const paid = local.payCheckoutSession(providerSessionId!);
    const from = local.requests.length;
    const state = await provider.getHeldPaymentState(providerSessionId!);
    expect(state).toEqual({
      status: 'paid',
      paymentIntentId: paid.paymentIntentId,
      chargeId: paid.chargeId,
      amountCents: 80_000,
      paidAt: expect.any(Date),
    });
    const read = onlyRequest(
      { method: 'GET', path: `/v1/checkout/sessions/${providerSessionId}` },
      from,
    );
    expect(paramsOf(read)).toEqual({ 'expand[0]': 'payment_intent.latest_charge' });
  });

  it('reads a checkout whose page lapsed unpaid as expired', async () => {
    const { providerSessionId } = await provider.createHeldPaymentCheckout(
      {
        paymentId: 'pay-3',
        amountCents: 5_000,
        description: 'Gutters',
        customerEmail: 'client@example.com',
        successUrl: 'https://trademate.example/s',
        cancelUrl: 'https://trademate.example/c',
        transferGroup: 'job-j3',
      },
      'checkout-pay-3',
    );
    local.expireCheckoutSession(providerSessionId!);
    expect(await provider.getHeldPaymentState(providerSessionId!)).toEqual({ status: 'expired' });
  });
});

describe('releases and refunds', () => {
  it('transfers a held payment to the professional in parts, each from its charge, and never more than it', async () => {
    const accountId = await onboardedAccount();
    const { transferGroup, chargeId } = await paidPayment(100_000);
    const from = local.requests.length;
    const deposit = await provider.transferToProfessional(
      {
        accountId,
        amountCents: 27_000,
        transferGroup,
        sourceChargeId: chargeId,
        description: 'Deposit',
      },
      'release-deposit',
    );

    const request = onlyRequest({ method: 'POST', path: '/v1/transfers' }, from);
    expect(request.idempotencyKey).toBe('release-deposit');
    expect(request.stripeAccount).toBeNull();
    expect(paramsOf(request)).toEqual({
      amount: '27000',
      currency: 'aud',
      destination: accountId,
      transfer_group: transferGroup,
      source_transaction: chargeId,
      description: 'Deposit',
    });
    expect(deposit.transferId).toMatch(/^tr_/);

    const balance = await provider.transferToProfessional(
      {
        accountId,
        amountCents: 63_000,
        transferGroup,
        sourceChargeId: chargeId,
        description: 'Balance',
      },
      'release-balance',
    );
    expect(balance.transferId).not.toBe(deposit.transferId);

    // The platform fee stays behind: a transfer past the charge is Stripe's refusal, not an outage.
    const tooMuch = provider.transferToProfessional(
      {
        accountId,
        amountCents: 10_001,
        transferGroup,
        sourceChargeId: chargeId,
        description: 'More',
      },
      'release-more',
    );
    await expect(tooMuch).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it('gives the same transfer back for the same key, and refuses a key reused for another transfer', async () => {
    const accountId = await onboardedAccount();
    const { transferGroup, chargeId } = await paidPayment(50_000);
    const input = {
      accountId,
      amountCents: 20_000,
      transferGroup,
      sourceChargeId: chargeId,
      description: 'Part',
    };
    const first = await provider.transferToProfessional(input, 'release-twice');
    expect(await provider.transferToProfessional(input, 'release-twice')).toEqual(first);

    const other = provider.transferToProfessional({ ...input, amountCents: 1 }, 'release-twice');
    await expect(other).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('cannot pay an account that has not finished its onboarding', async () => {
    const { accountId } = await provider.createConnectedAccount(
      { userId: 'user-d', email: 'd@example.com' },
      'k-d',
    );
    const { transferGroup, chargeId } = await paidPayment(10_000);
    const call = provider.transferToProfessional(
      {
        accountId,
        amountCents: 9_000,
        transferGroup,
        sourceChargeId: chargeId,
        description: 'All',
      },
      'release-early',
    );
    await expect(call).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    await expect(call).rejects.toMatchObject({ param: 'destination' });
  });

  it('refunds part of a payment by its payment intent, then the rest, and no more', async () => {
    const { paymentIntentId } = await paidPayment(40_000);
    const from = local.requests.length;
    const part = await provider.refund(
      { paymentIntentId, amountCents: 15_000, reason: 'requested_by_customer' },
      'refund-part',
    );

    const request = onlyRequest({ method: 'POST', path: '/v1/refunds' }, from);
    expect(request.idempotencyKey).toBe('refund-part');
    expect(request.stripeAccount).toBeNull();
    expect(paramsOf(request)).toEqual({
      payment_intent: paymentIntentId,
      amount: '15000',
      reason: 'requested_by_customer',
    });
    expect(part).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });

    const rest = await provider.refund(
      { paymentIntentId, amountCents: 25_000, reason: 'requested_by_customer' },
      'refund-rest',
    );
    expect(rest.refundId).not.toBe(part.refundId);
    const beyond = provider.refund(
      { paymentIntentId, amountCents: 1, reason: 'duplicate' },
      'refund-beyond',
    );
    await expect(beyond).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
  });

  it('sends no amount that is not a positive whole number of cents', async () => {
    const accountId = await onboardedAccount();
    const { transferGroup, chargeId, paymentIntentId } = await paidPayment(10_000);
    const from = local.requests.length;
    for (const amountCents of [0, -100, 10.5, Number.NaN]) {
      await expect(
        provider.transferToProfessional(
          { accountId, amountCents, transferGroup, sourceChargeId: chargeId, description: 'x' },
          unique('bad-transfer'),
        ),
      ).rejects.toBeInstanceOf(RangeError);
      await expect(
        provider.refund(
          { paymentIntentId, amountCents, reason: 'duplicate' },
          unique('bad-refund'),
        ),
      ).rejects.toBeInstanceOf(RangeError);
    }
    expect(local.requests.length).toBe(from);
  });
});

describe('when Stripe fails', () => {
  const failures = ['server-error', 'reset'] as const;

  it.each(failures)(
    'a write Stripe answers with %s is unavailable after two tries under one key, and the next try makes one object',
    async (kind) => {
      const accountId = await onboardedAccount();
      const { transferGroup, chargeId } = await paidPayment(30_000);
      const input = {
        accountId,
        amountCents: 30_000,
        transferGroup,
        sourceChargeId: chargeId,
        description: 'All',
      };
      const key = unique(`release-${kind}`);
      const match = { method: 'POST', path: '/v1/transfers' };
      const from = local.requests.length;
      local.failNext(kind, 2, match);

      await expect(provider.transferToProfessional(input, key)).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      );
      expect(requestsTo(match, from).map((request) => request.idempotencyKey)).toEqual([key, key]);

      const { transferId } = await provider.transferToProfessional(input, key);
      expect(await provider.transferToProfessional(input, key)).toEqual({ transferId });
    },
  );

  it.each([
    ['an account', { path: '/v1/accounts' }],
    ['a checkout', { path: '/v1/checkout/sessions' }],
    ['a refund', { path: '/v1/refunds' }],
    ['an onboarding link', { path: '/v1/account_links' }],
  ])('creating %s when Stripe fails is unavailable', async (_what, path) => {
    const accountId = await onboardedAccount();
    const { paymentIntentId } = await paidPayment(5_000);
    local.failNext('server-error', 2, { method: 'POST', ...path });
    const calls: Record<string, () => Promise<unknown>> = {
      '/v1/accounts': () =>
        provider.createConnectedAccount({ userId: 'u', email: 'u@example.com' }, unique('k')),
      '/v1/checkout/sessions': () =>
        provider.createHeldPaymentCheckout(
          {
            paymentId: unique('pay'),
            amountCents: 5_000,
            description: 'Fence',
            customerEmail: 'client@example.com',
            successUrl: 'https://trademate.example/s',
            cancelUrl: 'https://trademate.example/c',
            transferGroup: 'job-x',
          },
          unique('k'),
        ),
      '/v1/refunds': () =>
        provider.refund({ paymentIntentId, amountCents: 5_000, reason: 'duplicate' }, unique('k')),
      '/v1/account_links': () =>
        provider.createOnboardingLink({
          accountId,
          refreshUrl: 'https://trademate.example/r',
          returnUrl: 'https://trademate.example/d',
        }),
    };
    await expect(calls[path.path]!()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a read Stripe cannot answer is unavailable', async () => {
    const accountId = await onboardedAccount();
    local.failNext('server-error', 2, { method: 'GET', path: `/v1/accounts/${accountId}` });
    await expect(provider.getAccountStatus(accountId)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('gives up on a Stripe that never answers: two tries under one key, then unavailable', async () => {
    const { paymentIntentId } = await paidPayment(7_000);
    const match = { method: 'POST', path: '/v1/refunds' };
    const first = local.stallNext(match);
    const second = local.stallNext(match);
    // Both answers are held until the test ends, so only the client's own time-out ends the call.
    const impatient = createMarketplaceStripe(
      config,
      createStripeClient(config.secretKey, { ...local.clientOptions, timeout: 200 }),
    );
    const call = impatient.refund(
      { paymentIntentId, amountCents: 7_000, reason: 'requested_by_customer' },
      'refund-stalled',
    );
    await expect(call).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(call).rejects.toMatchObject({
      cause: { type: 'StripeConnectionError', message: expect.stringMatching(/timeout/) },
    });
    const tries = await Promise.all([first.arrived, second.arrived]);
    expect(tries.map((request) => request.idempotencyKey)).toEqual([
      'refund-stalled',
      'refund-stalled',
    ]);
  });
});

describe('choosing the provider', () => {
  it('is Stripe Connect when Stripe is configured, loaded only then', async () => {
    expect((await createMarketplaceProvider(config)).kind).toBe('stripe');
    expect((await createMarketplaceProvider(null)).kind).toBe('test');
  });
});
