import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './payments.service';

/** How often the in-process sweep runs: notices, renewals and reconciliation. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Runs the payments sweep now and every few minutes in this process; `stop` ends it and waits for
 * a pass in progress. A failed pass is logged and the next one tries again.
 */
export function startPaymentsSweep(payments: PaymentsService, log: FastifyBaseLogger) {
  let running: Promise<unknown> | null = null;
  const runOnce = () => {
    running ??= payments
      .runSweep(new Date())
      .catch((error: unknown) => log.error({ err: error }, 'payments sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
