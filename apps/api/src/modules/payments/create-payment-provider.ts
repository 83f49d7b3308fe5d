import type { StripeConfig } from '../../config/env';
import type { PaymentProviderClient } from './payment-provider';
import { createTestProvider } from './test-provider';

/**
 * Stripe when it is configured, the built-in test mode otherwise. The Stripe SDK is loaded only
 * when it is configured (docs/decisions/045-start-up.md).
 */
export async function createPaymentProvider(
  stripe: StripeConfig | null,
): Promise<PaymentProviderClient> {
  if (!stripe) return createTestProvider();
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(stripe);
}
