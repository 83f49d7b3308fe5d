import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { AppError } from '../../lib/app-error';
import type { PaymentProviderClient } from './payment-provider';

/**
 * The built-in test mode: the checkout page is TradeMate's own (`/checkout/{id}`), no card is ever
 * charged, and a payment exists only once that page's pay call succeeds, so there is nothing to
 * ask a provider about and plan changes live in TradeMate's database alone.
 */
export function createTestProvider(): PaymentProviderClient {
  return {
    kind: 'test',
    async createCheckout(input) {
      return { providerSessionId: null, url: paths.testCheckout.href(input.checkoutId) };
    },
    async getCheckoutState() {
      return { status: 'open' };
    },
    async switchPlan() {},
    async setCancelAtPeriodEnd() {},
    async createPortalUrl() {
      return null;
    },
    parseWebhook() {
      throw new AppError('NOT_FOUND', messages.payments.webhookSignatureInvalid);
    },
  };
}
