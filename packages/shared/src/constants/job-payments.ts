/**
 * Payments held on jobs (decision 064): after accepting a quote a client may pay through
 * TradeMate. The money is charged at once and held; it is released to the professional (less
 * TradeMate's fee) when the client says so, or by itself some days after the professional marks
 * the work done; a dispute keeps it held until support releases or refunds it. Amounts are whole
 * cents of Australian dollars.
 */

/**
 * What a payment is for. A client pays the quote's deposit first and the `balance` later, or the
 * `whole` total at once; each payment is released on its own (a milestone).
 */
export const jobPaymentMilestones = ['deposit', 'balance', 'whole'] as const;
export type JobPaymentMilestone = (typeof jobPaymentMilestones)[number];

/**
 * Where a payment stands.
 * - `awaiting_payment`: the checkout is open; nothing was charged yet.
 * - `held`: charged and held by TradeMate.
 * - `disputed`: held, and one side asked support to decide.
 * - `settling`: a release or refund is on its way to the provider.
 * - `released`: paid out to the professional, less the fee.
 * - `refunded`: given back to the client in full.
 * - `settled`: part released, part refunded (a dispute's outcome).
 * - `expired`: the checkout was given up or ran out; nothing was charged.
 */
export const jobPaymentStatuses = [
  'awaiting_payment',
  'held',
  'disputed',
  'settling',
  'released',
  'refunded',
  'settled',
  'expired',
] as const;
export type JobPaymentStatus = (typeof jobPaymentStatuses)[number];

/** Statuses in which the payment's money is with TradeMate. */
export const heldJobPaymentStatuses = [
  'held',
  'disputed',
  'settling',
] as const satisfies readonly JobPaymentStatus[];

/** Statuses that end a payment: nothing more happens to it. */
export const finalJobPaymentStatuses = [
  'released',
  'refunded',
  'settled',
  'expired',
] as const satisfies readonly JobPaymentStatus[];

export function isJobPaymentFinal(status: JobPaymentStatus): boolean {
  return (finalJobPaymentStatuses as readonly JobPaymentStatus[]).includes(status);
}

/** Who opened a dispute. */
export const disputeParties = ['client', 'professional'] as const;
export type DisputeParty = (typeof disputeParties)[number];

/** The two tax invoices a release makes: the professional's to the client, TradeMate's fee. */
export const jobInvoiceKinds = ['work', 'fee'] as const;
export type JobInvoiceKind = (typeof jobInvoiceKinds)[number];

/** TradeMate's fee on each release: a percentage with a floor and a ceiling, in cents. */
export interface PlatformFeeTerms {
  /** Hundredths of a percent: 500 is 5%. */
  percentBasisPoints: number;
  minCents: number;
  capCents: number;
}

/**
 * The fee kept from a release of `releasedCents`: the percentage rounded to the cent, at least the
 * minimum and at most the cap, and never more than what is released. The one calculation the quote
 * form, the API and the invoices share. The fee includes GST (TradeMate is registered for it).
 */
export function platformFeeCents(releasedCents: number, terms: PlatformFeeTerms): number {
  if (releasedCents <= 0) return 0;
  const byPercent = Math.round((releasedCents * terms.percentBasisPoints) / 10_000);
  const fee = Math.min(Math.max(byPercent, terms.minCents), terms.capCents);
  return Math.min(fee, releasedCents);
}

/** The GST inside an amount that includes it at 10%: one eleventh, rounded to the cent. */
export function gstInsideCents(amountCents: number): number {
  return Math.round(amountCents / 11);
}

export const jobPaymentLimits = {
  /** Days after the professional marks the work done that held money releases by itself. */
  autoReleaseDaysDefault: 5,
  autoReleaseDaysMax: 30,
  /** How long before an automatic release both people are told. */
  releaseNoticeHours: 24,
  disputeReasonMinLength: 10,
  disputeReasonMaxLength: 2000,
  resolutionNoteMinLength: 3,
  resolutionNoteMaxLength: 2000,
} as const;
