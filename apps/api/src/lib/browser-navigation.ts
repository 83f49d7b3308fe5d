import type { FastifyRequest } from 'fastify';
import type { UnsubscribeOutcome } from '@trademate/shared/unsubscribe-outcome';
import { AppError } from './app-error';

/**
 * Whether the browser itself sent the request as a navigation (Fetch Metadata): a plain HTML
 * form, sent before the app took the page over or without JavaScript. It expects a page back,
 * not JSON; the app's own requests are never navigations.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate';
}

/**
 * An unsubscribe's outcome for its page (decision 058): `done` once it went through, `failed`
 * when the link is not one of ours or names nobody; any other error is thrown on.
 */
export async function unsubscribeOutcome(
  unsubscribing: Promise<{ done: string }>,
): Promise<UnsubscribeOutcome> {
  try {
    return await unsubscribing;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'VALIDATION' || error.code === 'NOT_FOUND')) {
      return { failed: true };
    }
    throw error;
  }
}
