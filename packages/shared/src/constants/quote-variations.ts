/**
 * Variations of an accepted quote (decision 062): after the hire the professional proposes extra
 * or removed lines with a reason, and the client approves or declines them. The accepted version
 * stays as it was; the agreed total is its total plus every approved variation's.
 */
import { formatAud } from './plans';
import { GST_RATE_PERCENT, lineTotalCents, type QuoteItemKind } from './quotes';

/**
 * Where a variation stands. `proposed` waits for the client; `approved` and `declined` are their
 * answer and never change again; `withdrawn` is the professional taking it back unanswered.
 */
export const variationStatuses = ['proposed', 'approved', 'declined', 'withdrawn'] as const;
export type VariationStatus = (typeof variationStatuses)[number];

/** What a line of a variation does to the agreement: adds work or takes some away. */
export const variationChanges = ['add', 'remove'] as const;
export type VariationChange = (typeof variationChanges)[number];

export const variationLimits = {
  linesMax: 30,
  reasonMinLength: 3,
  reasonMaxLength: 1_000,
  declineReasonMinLength: 3,
  declineReasonMaxLength: 500,
  /** Variations a quote may have in all, whatever became of them. */
  perQuoteMax: 50,
} as const;

export interface VariationLine {
  change: VariationChange;
  kind: QuoteItemKind;
  quantityHundredths: number;
  unitPriceCents: number;
}

/** What a variation changes, in signed cents: negative when it takes more away than it adds. */
export interface VariationTotals {
  labourCents: number;
  materialsCents: number;
  /** Labour and materials, before GST. */
  subtotalCents: number;
  /** 10% of the subtotal when the accepted version charged GST; otherwise 0. */
  gstCents: number;
  totalCents: number;
}

/** A line's amount as it counts: its price, negative for a removed line. */
export function variationLineCents(line: Omit<VariationLine, 'kind'>): number {
  const cents = lineTotalCents(line.quantityHundredths, line.unitPriceCents);
  return line.change === 'remove' ? -cents : cents;
}

/** A share of signed cents rounded half away from zero, so a removal mirrors the same addition. */
function percentOf(cents: number, percent: number): number {
  const share = Math.round((Math.abs(cents) * percent) / 100);
  return cents < 0 ? -share : share;
}

/**
 * A variation's figures: the calculation the form, the API and the agreement share. GST follows
 * the accepted version (`gstRegistered`), not the professional's standing today, since the
 * variation changes that agreement.
 */
export function variationTotals(
  lines: readonly VariationLine[],
  gstRegistered: boolean,
): VariationTotals {
  let labourCents = 0;
  let materialsCents = 0;
  for (const line of lines) {
    const cents = variationLineCents(line);
    if (line.kind === 'labour') labourCents += cents;
    else materialsCents += cents;
  }
  const subtotalCents = labourCents + materialsCents;
  const gstCents = gstRegistered ? percentOf(subtotalCents, GST_RATE_PERCENT) : 0;
  return {
    labourCents,
    materialsCents,
    subtotalCents,
    gstCents,
    totalCents: subtotalCents + gstCents,
  };
}

/** The agreed total: the accepted version's total and every approved variation's, in cents. */
export function agreedTotalCents(
  acceptedTotalCents: number,
  variations: readonly { status: VariationStatus; totalCents: number }[],
): number {
  return variations.reduce(
    (total, variation) => (variation.status === 'approved' ? total + variation.totalCents : total),
    acceptedTotalCents,
  );
}

/** Signed cents as a change to a price: +$120, -$45.50, $0. */
export function formatAudChange(cents: number): string {
  return cents > 0 ? `+${formatAud(cents)}` : formatAud(cents);
}

/** Whether the client may still answer, or the professional withdraw, the variation. */
export function isVariationOpen(status: VariationStatus): boolean {
  return status === 'proposed';
}
