import { createHash } from 'node:crypto';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { AppError } from '../../lib/app-error';
import { classifyTestCard, isExpiryInFuture } from '../../lib/test-cards';
import {
  assertPositiveCents,
  type AccountStatus,
  type MarketplaceProvider,
  type PaidHeldPayment,
} from './marketplace-provider';

/** A card typed on the test mode's checkout page. */
export interface TestCardCharge {
  paymentId: string;
  amountCents: number;
  cardNumber: string;
  /** `MM/YY`. */
  expiry: string;
}

/** What the test mode does with a card: the payment, or why there is none. */
export type TestCardResult =
  | (PaidHeldPayment & { cardLast4: string })
  | { status: 'declined' | 'insufficient_funds' | 'unknown_card' | 'expired_card' };

/** The test mode's provider, with the card payment its own checkout page makes. */
export interface MarketplaceTestProvider extends MarketplaceProvider {
  kind: 'test';
  /**
   * Takes a card on the test checkout page as Stripe's test mode would: its documented numbers
   * succeed or decline, anything else is refused. The same payment always gets the same ids.
   */
  chargeTestCard(input: TestCardCharge, now?: Date): TestCardResult;
}

/**
 * An id of the provider's kind, the same for the same key wherever and whenever it is asked:
 * the test mode keeps no state, yet a repeated request gives back the same id, as Stripe's
 * idempotency keys do.
 */
function testId(prefix: string, key: string): string {
  return `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

const TEST_ACCOUNT = /^acct_test_[0-9a-f]{24}$/;

/**
 * Every account the test mode made has finished its onboarding: it takes transfers and its
 * payouts (which nothing sends anywhere) are enabled. Any other id was never an account here.
 */
function testAccountStatus(accountId: string): AccountStatus {
  const known = TEST_ACCOUNT.test(accountId);
  return {
    chargesEnabled: known,
    payoutsEnabled: known,
    transfersActive: known,
    detailsSubmitted: known,
    requirements: known ? [] : ['external_account'],
  };
}

/**
 * The built-in test mode, with no Stripe keys: onboarding completes at once (its link is the
 * return address), the checkout page is TradeMate's own (`/jobCheckout/{paymentId}`), where the
 * test cards succeed or decline, and transfers and refunds succeed at once. Deterministic and
 * without any network: a payment exists only once that page's card is taken, so there is nothing
 * to ask about a checkout later and no webhook.
 */
export function createMarketplaceTest(): MarketplaceTestProvider {
  return {
    kind: 'test',

    async createConnectedAccount(_input, idempotencyKey) {
      return { accountId: testId('acct', idempotencyKey) };
    },

    async createOnboardingLink(input) {
      return { url: input.returnUrl };
    },

    async getAccountStatus(accountId) {
      return testAccountStatus(accountId);
    },

    async createHeldPaymentCheckout(input) {
      assertPositiveCents(input.amountCents, 'amountCents');
      return { providerSessionId: null, url: paths.jobCheckout.href(input.paymentId) };
    },

    async getHeldPaymentState() {
      return { status: 'open' };
    },

    async transferToProfessional(input, idempotencyKey) {
      assertPositiveCents(input.amountCents, 'amountCents');
      if (!TEST_ACCOUNT.test(input.accountId))
        throw new RangeError(`No test-mode account ${input.accountId} to transfer to`);
      return { transferId: testId('tr', idempotencyKey) };
    },

    async refund(input, idempotencyKey) {
      assertPositiveCents(input.amountCents, 'amountCents');
      return { refundId: testId('re', idempotencyKey), status: 'succeeded' };
    },

    parseWebhook() {
      throw new AppError('NOT_FOUND', messages.payments.webhookSignatureInvalid);
    },

    chargeTestCard(input, now = new Date()) {
      assertPositiveCents(input.amountCents, 'amountCents');
      if (!isExpiryInFuture(input.expiry, now)) return { status: 'expired_card' };
      const outcome = classifyTestCard(input.cardNumber);
      if (outcome === 'unknown') return { status: 'unknown_card' };
      if (outcome !== 'success') return { status: outcome };
      return {
        status: 'paid',
        paymentIntentId: testId('pi', input.paymentId),
        chargeId: testId('ch', input.paymentId),
        amountCents: input.amountCents,
        paidAt: now,
        cardLast4: input.cardNumber.replace(/[\s-]/g, '').slice(-4),
      };
    },
  };
}
