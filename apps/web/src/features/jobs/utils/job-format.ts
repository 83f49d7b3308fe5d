import * as messages from '@trademate/shared/messages';
import type { Job } from '@trademate/shared/schemas/jobs';

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "$1,500 – $2,500", or one amount when both ends are the same. */
export function formatBudget(budgetMin: number, budgetMax: number): string {
  return budgetMin === budgetMax
    ? dollars.format(budgetMin)
    : `${dollars.format(budgetMin)} – ${dollars.format(budgetMax)}`;
}

/** An ISO time or a YYYY-MM-DD date as "5 March 2026" (a bare date is not shifted by time zone). */
export function formatDate(value: string): string {
  const isBareDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return longDate.format(new Date(isBareDate ? `${value}T12:00:00` : value));
}

/** When the client needs the work done, in words. */
export function timingText(job: Pick<Job, 'timing' | 'timingDate'>): string {
  return job.timing === 'date' && job.timingDate
    ? `On ${formatDate(job.timingDate)}`
    : messages.jobs.timingLabels[job.timing];
}

/** "No reviews yet", "4.7 (3 reviews)". */
export function ratingText(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}

/** "No professionals yet", "1 professional got in touch", "3 professionals got in touch". */
export function contactCountText(count: number): string {
  if (count === 0) return 'No professionals yet';
  return `${count} ${count === 1 ? 'professional' : 'professionals'} got in touch`;
}
