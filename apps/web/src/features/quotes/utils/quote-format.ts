import type { LicenceStanding } from '@trademate/shared/constants/licence-rules';
import { formatAud } from '@trademate/shared/constants/plans';
import type { QuoteStatus, QuoteUnit } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import type { QuoteVersion } from '@trademate/shared/schemas/quotes';
import { env } from '@/config/env';

const m = messages.quotes;

/** Where the agreement of an accepted quote downloads from. */
export function agreementUrl(quoteId: string): string {
  return `${env.apiBaseUrl}/quotes/${quoteId}/agreement`;
}

/** A status as its reader sees it: "Waiting for your answer" to the client, "Sent" to its author. */
export function statusText(status: QuoteStatus, isMine: boolean): string {
  return isMine ? m.statusForProfessional[status] : m.status[status];
}

const pluralUnits: Partial<Record<QuoteUnit, string>> = {
  hour: 'hours',
  day: 'days',
  metre: 'metres',
  lot: 'lots',
};

const quantityFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** "2.5 hours", "1 hour", "12 m²", or a bare "3" for things priced each. */
export function quantityText(hundredths: number, unit: QuoteUnit): string {
  const amount = quantityFormat.format(hundredths / 100);
  if (unit === 'each') return amount;
  const label = hundredths === 100 ? m.units[unit] : (pluralUnits[unit] ?? m.units[unit]);
  return `${amount} ${label}`;
}

/** A line's quantity and price: "2.5 hours × $95.50". */
export function lineDetailText(line: {
  quantityHundredths: number;
  unit: QuoteUnit;
  unitPriceCents: number;
}): string {
  return `${quantityText(line.quantityHundredths, line.unit)} × ${formatAud(line.unitPriceCents)}`;
}

/** What a version says about GST: included and how much, none without registration, or no ABN. */
export function gstText(version: Pick<QuoteVersion, 'gstRegistered' | 'gstCents' | 'abn'>): string {
  if (version.gstRegistered) return m.gstIncluded(version.gstCents);
  return version.abn === null ? m.noAbn : m.gstNotRegistered;
}

/** "No deposit", "10% ($283.80)" or "$500". */
export function depositText(version: Pick<QuoteVersion, 'deposit' | 'depositCents'>): string {
  if (version.deposit.kind === 'none') return 'No deposit';
  if (version.deposit.kind === 'percent') {
    return `${version.deposit.value}% (${formatAud(version.depositCents)})`;
  }
  return formatAud(version.depositCents);
}

/**
 * How soon the professional first wrote after the job was posted: "within an hour", "in 3 hours",
 * "in 2 days".
 */
export function answeredInText(minutes: number): string {
  if (minutes < 60) return 'within an hour';
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? 'in 1 hour' : `in ${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/** A professional's licences for the job, as the client compares them (decision 025). */
export const licenceStandingText: Record<LicenceStanding, string> = {
  notNeeded: 'No licence needed for this job',
  licensed: messages.licences.licensedForJob,
  expired: 'Licence for this job has expired',
  missing: 'No licence recorded for this job',
};

/** Whole kilometres away, "8 km away". */
export function distanceText(km: number): string {
  return `${Math.round(km)} km away`;
}
