import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from '../../../test/local-stripe';
import type { StripeConfig } from '../../config/env';
import { ProviderUnavailableError } from '../../lib/provider-unavailable';
import {
  STRIPE_NETWORK_RETRIES,
  STRIPE_TIMEOUT_MS,
  createStripeClient,
} from '../../lib/stripe-client';
import { createStripeProvider } from './stripe-provider';

const config: StripeConfig = {
  secretKey: 'sk_test_local_stripe',
  webhookSecret: 'whsec_local_stripe',
  priceIds: {
    'professional-monthly': 'price_monthly_test',
    'professional-yearly': 'price_yearly_test',
  },
};

let local: LocalStripe;
beforeAll(async () => {
  local = await startLocalStripe();
});
afterAll(async () => {
  await local.close();
});

describe('the Stripe client', () => {
  it('waits a bounded time for each answer and retries a failed request a bounded number of times', () => {
    const stripe = createStripeClient(config.secretKey);
    expect(stripe.getApiField('timeout')).toBe(STRIPE_TIMEOUT_MS);
    expect(stripe.getMaxNetworkRetries()).toBe(STRIPE_NETWORK_RETRIES);
  });

  it('gives up on a Stripe that never answers: two tries under one idempotency key, then unavailable', async () => {
    const subscription = 'sub_never_answered';
    const match = { method: 'POST', path: `/v1/subscriptions/${subscription}` };
    const first = local.stallNext(match);
    const second = local.stallNext(match);
    // The local Stripe holds both answers until the test has finished, so the call can only end
    // by the client's own time-out, however fast or slow the machine is; the time-out is short
    // only so that the test is.
    const provider = createStripeProvider(
      config,
      createStripeClient(config.secretKey, { ...local.clientOptions, timeout: 200 }),
    );

    const call = provider.setCancelAtPeriodEnd(subscription, true, 'cancel-intent-1');
    await expect(call).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(call).rejects.toMatchObject({
      cause: { type: 'StripeConnectionError', message: expect.stringMatching(/timeout/) },
    });
    const tries = await Promise.all([first.arrived, second.arrived]);
    expect(tries.map((request) => request.idempotencyKey)).toEqual([
      'cancel-intent-1',
      'cancel-intent-1',
    ]);
  });

  it('lets a refusal of the request itself through as it is, not as an outage', async () => {
    const provider = createStripeProvider(
      config,
      createStripeClient(config.secretKey, local.clientOptions),
    );
    const call = provider.setCancelAtPeriodEnd('sub_unknown_to_stripe', true, 'cancel-unknown');
    await expect(call).rejects.not.toBeInstanceOf(ProviderUnavailableError);
    await expect(call).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: "No such subscription: 'sub_unknown_to_stripe'",
    });
  });
});
