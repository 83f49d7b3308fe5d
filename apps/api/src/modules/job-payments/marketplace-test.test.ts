import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { AppError } from '../../lib/app-error';
import { createMarketplaceTest } from './marketplace-test';

const provider = createMarketplaceTest();
const now = new Date('2026-03-01T10:00:00Z');

async function enabledAccount(key = 'connect-user-a') {
  const { accountId } = await provider.createConnectedAccount(
    { userId: 'user-a', email: 'sparky@example.com', businessName: 'Sparky Pty Ltd' },
    key,
  );
  return accountId;
}

function card(cardNumber: string, expiry = '12/30') {
  return { paymentId: 'pay-1', amountCents: 123_456, cardNumber, expiry };
}

describe('the test mode’s onboarding', () => {
  it('makes one account per key, each enabled at once', async () => {
    const accountId = await enabledAccount();
    expect(accountId).toMatch(/^acct_test_[0-9a-f]{24}$/);
    expect(await enabledAccount()).toBe(accountId);
    expect(await enabledAccount('connect-user-b')).not.toBe(accountId);

    expect(await provider.getAccountStatus(accountId)).toEqual({
      chargesEnabled: true,
      payoutsEnabled: true,
      transfersActive: true,
      detailsSubmitted: true,
      requirements: [],
    });
  });

  it('sends the professional straight back: there is nothing to fill in', async () => {
    const link = await provider.createOnboardingLink({
      accountId: await enabledAccount(),
      refreshUrl: 'https://trademate.example/payouts/refresh',
      returnUrl: 'https://trademate.example/payouts/done',
    });
    expect(link).toEqual({ url: 'https://trademate.example/payouts/done' });
  });

  it('knows no account it did not make', async () => {
    expect(await provider.getAccountStatus('acct_1LiveStripeAccount')).toEqual({
      chargesEnabled: false,
      payoutsEnabled: false,
      transfersActive: false,
      detailsSubmitted: false,
      requirements: ['external_account'],
    });
  });
});

describe('the test mode’s checkout', () => {
  it('is TradeMate’s own page for the payment, with nothing to ask a provider about', async () => {
    const checkout = await provider.createHeldPaymentCheckout(
      {
        paymentId: 'pay/1',
        amountCents: 123_456,
        description: 'Bathroom retile',
        customerEmail: 'client@example.com',
        successUrl: 'https://trademate.example/s',
        cancelUrl: 'https://trademate.example/c',
        transferGroup: 'job-j1',
      },
      'checkout-pay-1',
    );
    expect(checkout).toEqual({ providerSessionId: null, url: '/jobCheckout/pay%2F1' });
    expect(checkout.url).toBe(paths.jobCheckout.href('pay/1'));
    expect(await provider.getHeldPaymentState('anything')).toEqual({ status: 'open' });
  });

  it('takes Stripe’s succeeding test cards, the same payment always with the same ids', () => {
    const paid = provider.chargeTestCard(card('4242 4242 4242 4242'), now);
    expect(paid).toEqual({
      status: 'paid',
      paymentIntentId: expect.stringMatching(/^pi_test_[0-9a-f]{24}$/),
      chargeId: expect.stringMatching(/^ch_test_[0-9a-f]{24}$/),
      amountCents: 123_456,
      paidAt: now,
      cardLast4: '4242',
    });
    expect(provider.chargeTestCard(card('5555-5555-5555-4444'), now)).toEqual({
      ...paid,
      cardLast4: '4444',
    });
    const other = provider.chargeTestCard({ ...card('4242424242424242'), paymentId: 'pay-2' }, now);
    expect(other).toMatchObject({ status: 'paid' });
    expect(other).not.toMatchObject({ chargeId: (paid as { chargeId: string }).chargeId });
  });

  it('declines Stripe’s declining test cards, and refuses other numbers and lapsed cards', () => {
    expect(provider.chargeTestCard(card('4000000000000002'), now)).toEqual({ status: 'declined' });
    expect(provider.chargeTestCard(card('4000000000009995'), now)).toEqual({
      status: 'insufficient_funds',
    });
    expect(provider.chargeTestCard(card('1234567812345678'), now)).toEqual({
      status: 'unknown_card',
    });
    expect(provider.chargeTestCard(card('4242424242424242', '02/26'), now)).toEqual({
      status: 'expired_card',
    });
    expect(provider.chargeTestCard(card('4242424242424242', '03/26'), now)).toMatchObject({
      status: 'paid',
    });
  });
});

describe('the test mode’s releases and refunds', () => {
  const transfer = async (accountId: string, key: string, amountCents = 27_000) =>
    provider.transferToProfessional(
      {
        accountId,
        amountCents,
        transferGroup: 'job-j1',
        sourceChargeId: 'ch_test_1',
        description: 'Deposit',
      },
      key,
    );

  it('transfers at once, the same key giving the same transfer', async () => {
    const accountId = await enabledAccount();
    const first = await transfer(accountId, 'release-deposit');
    expect(first.transferId).toMatch(/^tr_test_[0-9a-f]{24}$/);
    expect(await transfer(accountId, 'release-deposit')).toEqual(first);
    expect((await transfer(accountId, 'release-balance')).transferId).not.toBe(first.transferId);
  });

  it('transfers only to an account it made', async () => {
    await expect(transfer('acct_1LiveStripeAccount', 'release-elsewhere')).rejects.toBeInstanceOf(
      RangeError,
    );
  });

  it('refunds at once, the same key giving the same refund', async () => {
    const input = {
      paymentIntentId: 'pi_test_1',
      amountCents: 15_000,
      reason: 'requested_by_customer',
    } as const;
    const first = await provider.refund(input, 'refund-part');
    expect(first).toEqual({
      refundId: expect.stringMatching(/^re_test_[0-9a-f]{24}$/),
      status: 'succeeded',
    });
    expect(await provider.refund(input, 'refund-part')).toEqual(first);
    expect((await provider.refund(input, 'refund-rest')).refundId).not.toBe(first.refundId);
  });

  it('takes no amount that is not a positive whole number of cents', async () => {
    const accountId = await enabledAccount();
    for (const amountCents of [0, -1, 0.5]) {
      await expect(transfer(accountId, 'bad', amountCents)).rejects.toBeInstanceOf(RangeError);
      await expect(
        provider.refund({ paymentIntentId: 'pi_test_1', amountCents, reason: 'duplicate' }, 'bad'),
      ).rejects.toBeInstanceOf(RangeError);
      expect(() => provider.chargeTestCard({ ...card('4242424242424242'), amountCents })).toThrow(
        RangeError,
      );
    }
  });
});

describe('the test mode’s webhooks', () => {
  it('has none: a delivery is not found', () => {
    let thrown: unknown;
    try {
      provider.parseWebhook(Buffer.from('{}'), 't=1,v1=x');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'NOT_FOUND',
      statusCode: 404,
      message: messages.payments.webhookSignatureInvalid,
    });
  });
});
