import Stripe from 'stripe';
import { ProviderUnavailableError } from './provider-unavailable';

/*
 * What every Stripe provider shares. Only the Stripe providers import this file, and they are
 * loaded only when Stripe is configured (docs/decisions/045-start-up.md).
 */

/**
 * How long one request to Stripe may wait for an answer, and how many times the client retries a
 * request that failed on the network or on Stripe's side (with the same idempotency key). A Stripe
 * that stalls holds a call about 17 seconds at most (two tries and the pause between them); then
 * the user gets a 503.
 */
export const STRIPE_TIMEOUT_MS = 8_000;
export const STRIPE_NETWORK_RETRIES = 1;

/** The Stripe SDK client with bounded time-out and retries; `options` add to or override them. */
export function createStripeClient(secretKey: string, options: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    ...options,
  });
}

/**
 * Stripe's answer to a request, its failures on its side (network, time-out, 5xx, conflicts, rate
 * limits) as `ProviderUnavailableError`; a refusal of the request itself stays a programming or
 * configuration error.
 */
export async function fromStripe<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    )
      throw new ProviderUnavailableError(error);
    throw error;
  }
}

/** The id of a field Stripe gives as an id or, when expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe timestamp (Unix seconds) as a date. */
export const fromUnix = (seconds: number) => new Date(seconds * 1000);
