import { createJobPaymentsActions } from './job-payments.actions';
import { createJobPaymentsConsole } from './job-payments.console';
import type { JobPaymentsDeps } from './job-payments.deps';
import { createJobPaymentsInvoices } from './job-payments.invoices';
import { createJobPaymentsPaying } from './job-payments.paying';
import { createJobPaymentsProviderEvents } from './job-payments.provider-events';
import { createJobPaymentsReadRepository } from './job-payments.read.repository';
import { createJobPaymentsRepository } from './job-payments.repository';
import { createJobPaymentsSettling } from './job-payments.settling';

export type { PaymentPerson } from './job-payments.deps';

/** The services the job payments use, as the plugin passes them. */
export type JobPaymentsServiceOptions = Omit<JobPaymentsDeps, 'repository' | 'reads'>;

/**
 * Payments held on jobs (decision 064): a client pays a milestone of an accepted quote through
 * TradeMate; the money is held, then released to the professional less TradeMate's fee (by the
 * client, or by itself some days after the work is marked done), or settled by support in a
 * dispute. Every movement is recorded in the ledger (decision 063) in the transaction that
 * records it here; provider calls run with no row locked and an idempotency key each.
 */
export function createJobPaymentsService(options: JobPaymentsServiceOptions) {
  const deps: JobPaymentsDeps = {
    ...options,
    repository: createJobPaymentsRepository(options.db),
    reads: createJobPaymentsReadRepository(options.db),
  };
  const settling = createJobPaymentsSettling(deps);
  const paying = createJobPaymentsPaying(deps, settling);
  const actions = createJobPaymentsActions(deps, paying, settling);
  const events = createJobPaymentsProviderEvents(deps, paying, actions, settling);
  return {
    providerKind: deps.provider.kind,
    terms: deps.terms,
    quotePayments: paying.quotePayments,
    startPayment: paying.startPayment,
    getPayment: paying.getPayment,
    payWithTestCard: paying.payWithTestCard,
    release: actions.release,
    releaseAll: actions.releaseAll,
    markWorkDone: actions.markWorkDone,
    openDispute: actions.openDispute,
    resolveDispute: actions.resolveDispute,
    payoutAccount: events.payoutAccount,
    startPayoutOnboarding: events.startPayoutOnboarding,
    handleEvent: events.handleEvent,
    runSweep: events.runSweep,
    /** Runs a pending release or refund again (the sweep does so for those left behind). */
    runOperation: settling.run,
    ...createJobPaymentsInvoices(deps),
    ...createJobPaymentsConsole(deps),
  };
}

export type JobPaymentsService = ReturnType<typeof createJobPaymentsService>;
