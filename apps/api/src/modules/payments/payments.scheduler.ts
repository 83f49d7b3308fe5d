import type { PassRegistry } from '../../lib/background-passes';
import type { PaymentsService } from './payments.service';

/** How often the in-process sweep runs: notices, renewals and reconciliation. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Registers the payments sweep as the `payments` pass: once started it runs at once, then every
 * few minutes in this process. A failed pass is logged and the next one tries again.
 */
export function registerPaymentsSweep(payments: PaymentsService, passes: PassRegistry) {
  return passes.register({
    name: 'payments',
    intervalMs: SWEEP_INTERVAL_MS,
    run: (now) => payments.runSweep(now),
    failureMessage: 'payments sweep failed',
    failureLevel: 'error',
  });
}
