import type { MarketplaceProvider } from './marketplace-provider';
import type { MarketplaceStripeConfig } from './marketplace-stripe';
import { createMarketplaceTest } from './marketplace-test';

/**
 * Stripe Connect when Stripe is configured, the built-in test mode otherwise. The Stripe SDK is
 * loaded only when it is configured (docs/decisions/045-start-up.md).
 */
export async function createMarketplaceProvider(
  stripe: MarketplaceStripeConfig | null,
): Promise<MarketplaceProvider> {
  if (!stripe) return createMarketplaceTest();
  const { createMarketplaceStripe } = await import('./marketplace-stripe');
  return createMarketplaceStripe(stripe);
}
