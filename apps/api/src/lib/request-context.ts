import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The id of the request whose work is running (its `x-request-id`), wherever that work goes:
 * the services a route calls, the transactions they open, what runs after the commit. The
 * outboxes store it with each row they queue, and the background passes run a row's work under
 * it again, so the log lines of a mail, a push or an alert carry the request that caused them
 * (decision 066).
 */
const current = new AsyncLocalStorage<string>();

/** The request id the running code works for, or null outside any request. */
export function currentRequestId(): string | null {
  return current.getStore() ?? null;
}

/** Runs `work` as part of request `requestId` (no request: as it is). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? current.run(requestId, work) : work();
}

/**
 * Runs a background pass's `work` for a row queued by request `requestId` as part of that
 * request, handing it `log` with the request's id on every line (no request: both as they are).
 */
export function asPartOfRequest<T>(
  requestId: string | null | undefined,
  log: FastifyBaseLogger,
  work: (log: FastifyBaseLogger) => T,
): T {
  return requestId
    ? current.run(requestId, () => work(log.child({ reqId: requestId })))
    : work(log);
}
