import type {
  JobPaymentMilestone,
  JobPaymentStatus,
} from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import type { JobPaymentTerms } from '@trademate/shared/schemas/job-payments';

const m = messages.jobPayments;

/** A fee in hundredths of a percent as people read it: 500 is "5", 250 is "2.5", 175 is "1.75". */
export function percentOfBasisPoints(basisPoints: number): string {
  return String(Number((basisPoints / 100).toFixed(2)));
}

/** What TradeMate keeps of each release, in a sentence. */
export function feeTermsText({ fee }: JobPaymentTerms): string {
  return m.feeTerms(percentOfBasisPoints(fee.percentBasisPoints), fee.minCents, fee.capCents);
}

/** "Pay the deposit", "Pay the balance", "Pay the whole amount". */
export function payLabel(milestone: JobPaymentMilestone): string {
  return `Pay the ${m.milestones[milestone].toLowerCase()}`;
}

/** Whether the money of a payment in this status can be released or disputed now. */
export function isReleasable(status: JobPaymentStatus): boolean {
  return status === 'held';
}

/** Whether a payment is part of the panel's list: a checkout given up is not worth a row. */
export function isListed(status: JobPaymentStatus): boolean {
  return status !== 'expired';
}
