/**
 * Written quotes (decision 062): a professional's priced offer for a client's job, in versions,
 * accepted to hire. Amounts are whole cents; quantities are hundredths (2.5 hours is 250).
 */

/**
 * Where a quote stands. `sent` is open to the client; `expired` is a sent quote past its
 * valid-until day (worked out when read, never stored); `notChosen` is a quote still open when the
 * client accepted another or hired without it.
 */
export const quoteStatuses = [
  'sent',
  'expired',
  'accepted',
  'declined',
  'withdrawn',
  'notChosen',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** The statuses a quote is kept in; `expired` is only ever worked out. */
export const storedQuoteStatuses = [
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'notChosen',
] as const satisfies readonly QuoteStatus[];
export type StoredQuoteStatus = (typeof storedQuoteStatuses)[number];

/** What a line of a quote is, so the quote can show labour and materials apart. */
export const quoteItemKinds = ['labour', 'materials'] as const;
export type QuoteItemKind = (typeof quoteItemKinds)[number];

/** The units a line is priced in. */
export const quoteUnits = [
  'each',
  'hour',
  'day',
  'metre',
  'squareMetre',
  'cubicMetre',
  'lot',
] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** An optional deposit: none, a percentage of the total, or an amount in cents. */
export const depositKinds = ['none', 'percent', 'amount'] as const;
export type DepositKind = (typeof depositKinds)[number];

/** The ways the client's comparison can be sorted. */
export const quoteSorts = ['price', 'rating'] as const;
export type QuoteSort = (typeof quoteSorts)[number];

export const quoteLimits = {
  itemsMax: 30,
  itemDescriptionMinLength: 2,
  itemDescriptionMaxLength: 200,
  /** Hundredths: 0.01 to 100,000 units. */
  quantityMinHundredths: 1,
  quantityMaxHundredths: 10_000_000,
  /** $100,000 a unit at the most. */
  unitPriceMaxCents: 10_000_000,
  /** A quote's total (GST included) is at most $1,000,000, the most a job's budget can say. */
  totalMaxCents: 100_000_000,
  termsMaxLength: 2_000,
  /** A quote stays open for at most 90 days. */
  validForMaxDays: 90,
  attachmentsMax: 5,
  declineReasonMinLength: 3,
  declineReasonMaxLength: 500,
  questionMaxLength: 2_000,
} as const;

/** GST is 10% of the price before it, in Australia. */
export const GST_RATE_PERCENT = 10;

/** A line's price: its quantity (hundredths) times its unit price, to the nearest cent. */
export function lineTotalCents(quantityHundredths: number, unitPriceCents: number): number {
  return Math.round((quantityHundredths * unitPriceCents) / 100);
}

export interface QuoteLine {
  kind: QuoteItemKind;
  quantityHundredths: number;
  unitPriceCents: number;
}

export interface QuoteDeposit {
  kind: DepositKind;
  /** A whole percentage (1–100) for `percent`, cents for `amount`, 0 for `none`. */
  value: number;
}

export interface QuoteTotals {
  labourCents: number;
  materialsCents: number;
  /** Labour and materials, before GST. */
  subtotalCents: number;
  /** 10% of the subtotal when the professional is registered for GST; otherwise 0. */
  gstCents: number;
  totalCents: number;
  depositCents: number;
}

/**
 * A quote's figures from its lines: the one calculation the form, the API and the agreement
 * share. Prices are before GST; GST is added on the subtotal only for a professional registered
 * for it. A percentage deposit is rounded to the cent; an amount deposit is taken as it is.
 */
export function quoteTotals(
  lines: readonly QuoteLine[],
  gstRegistered: boolean,
  deposit: QuoteDeposit,
): QuoteTotals {
  let labourCents = 0;
  let materialsCents = 0;
  for (const line of lines) {
    const cents = lineTotalCents(line.quantityHundredths, line.unitPriceCents);
    if (line.kind === 'labour') labourCents += cents;
    else materialsCents += cents;
  }
  const subtotalCents = labourCents + materialsCents;
  const gstCents = gstRegistered ? Math.round((subtotalCents * GST_RATE_PERCENT) / 100) : 0;
  const totalCents = subtotalCents + gstCents;
  const depositCents =
    deposit.kind === 'percent'
      ? Math.round((totalCents * deposit.value) / 100)
      : deposit.kind === 'amount'
        ? deposit.value
        : 0;
  return { labourCents, materialsCents, subtotalCents, gstCents, totalCents, depositCents };
}

/**
 * A quote's status as its reader sees it. A sent quote whose job is no longer open (hired without
 * it, cancelled or closed) was not chosen; otherwise one whose last day has passed has expired.
 * `jobOpen` is whether the job still takes quotes; left out, the job is taken to be open.
 */
export function quoteStatusOn(
  stored: StoredQuoteStatus,
  validUntil: string,
  today: string,
  jobOpen = true,
): QuoteStatus {
  if (stored !== 'sent') return stored;
  if (!jobOpen) return 'notChosen';
  return validUntil < today ? 'expired' : 'sent';
}

/** Whether the professional may still change or withdraw their quote. */
export function canReviseQuote(status: QuoteStatus): boolean {
  return (
    status === 'sent' || status === 'expired' || status === 'declined' || status === 'withdrawn'
  );
}

/** Whether the client may still accept or decline the quote. */
export function canAnswerQuote(status: QuoteStatus): boolean {
  return status === 'sent';
}
