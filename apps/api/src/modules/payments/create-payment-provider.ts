import type { StripeConfig } from '../../config/env';
import type { PaymentProviderClient } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when it is configured, the built-in test mode otherwise. */
export function createPaymentProvider(stripe: StripeConfig | null): PaymentProviderClient {
  return stripe ? createStripeProvider(stripe) : createTestProvider();
}
