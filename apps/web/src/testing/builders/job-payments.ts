/** Data builders for the payments held on jobs: answers shaped as the API sends them. */
import { platformFeeCents } from '@trademate/shared/constants/job-payments';
import type {
  JobInvoice,
  JobPayment,
  JobPaymentTerms,
  PayoutAccount,
  QuotePayments,
} from '@trademate/shared/schemas/job-payments';
import { quoteIds } from './quotes';

export const jobPaymentIds = {
  deposit: 'a11e0000-0000-4000-8000-00000000b001',
  balance: 'a11e0000-0000-4000-8000-00000000b002',
  whole: 'a11e0000-0000-4000-8000-00000000b003',
  workInvoice: 'a11e0000-0000-4000-8000-00000000c001',
  feeInvoice: 'a11e0000-0000-4000-8000-00000000c002',
} as const;

/** The test mode's terms: 5% of each release, at least $1, at most $250; five days. */
export function buildJobPaymentTerms(overrides: Partial<JobPaymentTerms> = {}): JobPaymentTerms {
  return {
    fee: { percentBasisPoints: 500, minCents: 100, capCents: 25_000 },
    autoReleaseDays: 5,
    providerKind: 'test',
    ...overrides,
  };
}

/** Jess's accepted quote of $1,738 with a 10% deposit (the quotes builders' figures). */
const agreedTotalCents = 173_800;
const depositCents = 17_380;

/** A payment of the whole amount waiting to be paid; overrides move it along. */
export function buildJobPayment(overrides: Partial<JobPayment> = {}): JobPayment {
  return {
    _id: jobPaymentIds.whole,
    quoteId: quoteIds.jess,
    jobId: quoteIds.job,
    jobTitle: 'Replace a leaking hot water system',
    milestone: 'whole',
    status: 'awaiting_payment',
    amountCents: agreedTotalCents,
    heldCents: 0,
    releasedCents: 0,
    feeCents: 0,
    payoutCents: 0,
    refundedCents: 0,
    cardLast4: null,
    paidAt: null,
    workDoneAt: null,
    releaseDueAt: null,
    releasedAt: null,
    dispute: null,
    createdAt: '2026-11-24T04:00:00.000Z',
    ...overrides,
  };
}

/** A payment paid with the success card and held. */
export function buildHeldPayment(overrides: Partial<JobPayment> = {}): JobPayment {
  const amountCents = overrides.amountCents ?? agreedTotalCents;
  return buildJobPayment({
    status: 'held',
    heldCents: amountCents,
    cardLast4: '4242',
    paidAt: '2026-11-24T04:01:00.000Z',
    ...overrides,
  });
}

/** A payment released to the professional, less the fee of the default terms. */
export function buildReleasedPayment(overrides: Partial<JobPayment> = {}): JobPayment {
  const amountCents = overrides.amountCents ?? agreedTotalCents;
  const feeCents = platformFeeCents(amountCents, buildJobPaymentTerms().fee);
  return buildHeldPayment({
    status: 'released',
    heldCents: 0,
    releasedCents: amountCents,
    feeCents,
    payoutCents: amountCents - feeCents,
    workDoneAt: '2026-11-28T06:00:00.000Z',
    releaseDueAt: '2026-12-03T06:00:00.000Z',
    releasedAt: '2026-11-29T01:00:00.000Z',
    ...overrides,
  });
}

export function buildJobInvoice(overrides: Partial<JobInvoice> = {}): JobInvoice {
  const _id = overrides._id ?? jobPaymentIds.workInvoice;
  return {
    _id,
    kind: 'work',
    number: 'JT-000001',
    paymentId: jobPaymentIds.whole,
    amountCents: agreedTotalCents,
    gstCents: 15_800,
    issuedAt: '2026-11-29T01:00:00.000Z',
    url: `/api/job-payments/invoices/${_id}`,
    ...overrides,
  };
}

/**
 * What `GET /quotes/:id/payments` answers for the payments given: the sums worked out from them,
 * every milestone payable before anything is paid, none after.
 */
export function buildQuotePayments(
  payments: JobPayment[] = [],
  overrides: Partial<QuotePayments> = {},
): QuotePayments {
  const sum = (pick: (payment: JobPayment) => number) =>
    payments.reduce((total, payment) => total + pick(payment), 0);
  const isCharged = (payment: JobPayment) =>
    payment.status !== 'awaiting_payment' && payment.status !== 'expired';
  return {
    quoteId: quoteIds.jess,
    agreedTotalCents,
    depositCents,
    paidCents: sum((payment) => (isCharged(payment) ? payment.amountCents : 0)),
    heldCents: sum((payment) => payment.heldCents),
    releasedCents: sum((payment) => payment.releasedCents),
    feeCents: sum((payment) => payment.feeCents),
    refundedCents: sum((payment) => payment.refundedCents),
    payable: payments.some(isCharged)
      ? []
      : [
          { milestone: 'deposit', amountCents: depositCents },
          { milestone: 'whole', amountCents: agreedTotalCents },
        ],
    professionalPayoutsReady: true,
    payments,
    invoices: [],
    ...overrides,
  };
}

export function buildPayoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return { status: 'none', requirements: [], providerKind: 'test', ...overrides };
}
