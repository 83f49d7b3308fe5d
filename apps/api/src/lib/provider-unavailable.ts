import type { FastifyBaseLogger } from 'fastify';
import * as messages from '@trademate/shared/messages';
import { AppError } from './app-error';

/**
 * A payment provider failed on its side, could not be reached or did not answer in time (after
 * its client's own bounded retries). `askProvider` answers it with a 503, and nothing changes.
 * Both providers throw it: the plans' (`modules/payments`) and the job payments'
 * (`modules/job-payments`).
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';

  constructor(cause: unknown) {
    super('The payment provider is unavailable', { cause });
  }
}

/** A provider call: the provider failing is the user's 503 and a warning in the log. */
export async function askProvider<T>(
  log: FastifyBaseLogger,
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.warn({ err: error.cause, action }, 'payment provider unavailable: nothing changed');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', messages.payments.providerUnavailable);
  }
}
