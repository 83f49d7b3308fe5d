import {
  quoteTotals,
  type DepositKind,
  type QuoteItemKind,
  type QuoteTotals,
  type QuoteUnit,
} from '@trademate/shared/constants/quotes';
import type { JobAnswer } from '@trademate/shared/schemas/job-questions';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { QuoteDepositInput, QuoteVersion } from '@trademate/shared/schemas/quotes';

/** How long a new quote stays open unless the professional says otherwise. */
export const DEFAULT_VALID_FOR_DAYS = 30;

/**
 * One line as the professional types it: the quantity as a decimal ("2.5") and the unit price in
 * dollars and cents ("85.50"), both sent as whole numbers (250 hundredths, 8550 cents).
 */
export interface QuoteFormLine {
  description: string;
  kind: QuoteItemKind;
  quantity: string;
  unit: QuoteUnit;
  unitPrice: string;
}

export interface QuoteFormValues {
  items: QuoteFormLine[];
  validUntil: string;
  earliestStart: string;
  /** A whole percentage ("10") or an amount in dollars and cents ("500"); unused for none. */
  deposit: { kind: DepositKind; value: string };
  terms: string;
  attachmentIds: string[];
}

/** "2.5" or "1,200.75" as hundredths (250, 120075); NaN for anything else, which the schema refuses. */
function hundredthsOf(text: string): number {
  const plain = text.replace(/[\s,]/g, '');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match || plain === '' || plain === '.') return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** What the professional typed as a quantity, in hundredths of a unit. */
export function quantityHundredthsOf(text: string): number {
  return hundredthsOf(text);
}

/** What the professional typed as dollars and cents ("$1,200.50"), in cents. */
export function centsOf(text: string): number {
  return hundredthsOf(text.trim().replace(/^\$/, ''));
}

/** A whole percentage, "10" or "10%"; NaN for anything else. */
function percentOf(text: string): number {
  const plain = text.trim().replace(/%$/, '').trim();
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Hundredths as the form shows them: 250 is "2.5", 300 is "3". */
export function decimalText(hundredths: number): string {
  return String(hundredths / 100);
}

/** Cents as the form shows them: 8550 is "85.50", 12000 is "120". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A day (YYYY-MM-DD) `days` after another. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export function emptyLine(kind: QuoteItemKind = 'labour'): QuoteFormLine {
  return {
    description: '',
    kind,
    quantity: '1',
    unit: kind === 'labour' ? 'hour' : 'each',
    unitPrice: '',
  };
}

/**
 * A labour line per number the client gave about the job (decision 071): "How many power
 * points?" answered 3 is 3 of each, priced by the professional.
 */
export function linesFromAnswers(answers: readonly JobAnswer[] | undefined): QuoteFormLine[] {
  return (answers ?? []).flatMap((answer) =>
    answer.kind === 'number' && typeof answer.value === 'number' && answer.value > 0
      ? [
          {
            ...emptyLine('labour'),
            description: answer.label,
            quantity: String(answer.value),
            unit: 'each' as const,
          },
        ]
      : [],
  );
}

/** Whether a line is as it was added, nothing typed in it yet. */
export function isBlankLine(line: QuoteFormLine): boolean {
  return line.description.trim() === '' && line.unitPrice.trim() === '';
}

/** A new quote: one labour line, valid for 30 days, starting today at the earliest. */
export function newQuoteValues(today = todayInAustralia()): QuoteFormValues {
  return {
    items: [emptyLine()],
    validUntil: addDays(today, DEFAULT_VALID_FOR_DAYS),
    earliestStart: today,
    deposit: { kind: 'none', value: '' },
    terms: '',
    attachmentIds: [],
  };
}

/**
 * The form for revising a quote, filled in from its current version. A valid-until day already
 * past moves to 30 days from today, since the revision could not be sent with it.
 */
export function valuesFromVersion(
  version: QuoteVersion,
  today = todayInAustralia(),
): QuoteFormValues {
  return {
    items: version.items.map((item) => ({
      description: item.description,
      kind: item.kind,
      quantity: decimalText(item.quantityHundredths),
      unit: item.unit,
      unitPrice: dollarsText(item.unitPriceCents),
    })),
    validUntil:
      version.validUntil < today ? addDays(today, DEFAULT_VALID_FOR_DAYS) : version.validUntil,
    earliestStart: version.earliestStart < today ? today : version.earliestStart,
    deposit: {
      kind: version.deposit.kind,
      value:
        version.deposit.kind === 'amount'
          ? dollarsText(version.deposit.value)
          : version.deposit.kind === 'percent'
            ? String(version.deposit.value)
            : '',
    },
    terms: version.terms,
    attachmentIds: version.attachments.map((attachment) => attachment._id),
  };
}

/** The deposit as the API takes it, read from what was typed: NaN where it cannot be read. */
export function depositOf(deposit: QuoteFormValues['deposit']): QuoteDepositInput {
  if (deposit.kind === 'percent')
    return { kind: 'percent' as const, value: percentOf(deposit.value) };
  if (deposit.kind === 'amount') return { kind: 'amount' as const, value: centsOf(deposit.value) };
  return { kind: 'none', value: 0 };
}

/**
 * The figures of the form as it stands, before GST (the form does not know whether the
 * professional's ABN is registered for it): a line not yet readable counts as nothing.
 */
export function liveTotals(values: Pick<QuoteFormValues, 'items' | 'deposit'>): QuoteTotals {
  const lines = values.items.map((line) => {
    const quantityHundredths = quantityHundredthsOf(line.quantity);
    const unitPriceCents = centsOf(line.unitPrice);
    const isReadable = Number.isFinite(quantityHundredths) && Number.isFinite(unitPriceCents);
    return {
      kind: line.kind,
      quantityHundredths: isReadable ? quantityHundredths : 0,
      unitPriceCents: isReadable ? unitPriceCents : 0,
    };
  });
  const deposit = depositOf(values.deposit);
  const depositValue = deposit.value ?? 0;
  return quoteTotals(
    lines,
    false,
    Number.isFinite(depositValue)
      ? { kind: deposit.kind, value: depositValue }
      : { kind: 'none', value: 0 },
  );
}

/** The most a quote's total can be once the API adds GST, in cents (licence lines include GST). */
export function totalWithGstAtMost(values: Pick<QuoteFormValues, 'items' | 'deposit'>): number {
  const lines = values.items.map((line) => ({
    kind: line.kind,
    quantityHundredths: quantityHundredthsOf(line.quantity) || 0,
    unitPriceCents: centsOf(line.unitPrice) || 0,
  }));
  return quoteTotals(lines, true, { kind: 'none', value: 0 }).totalCents;
}

/**
 * Where the API's field errors go on the form: a line's `quantityHundredths` and `unitPriceCents`
 * are its typed quantity and unit price.
 */
export function formFieldOf(path: string): string {
  return path
    .replace(/\.quantityHundredths$/, '.quantity')
    .replace(/\.unitPriceCents$/, '.unitPrice');
}

/** Every field of a form with `lineCount` lines that a server error can name. */
export function quoteFormFields(lineCount: number): string[] {
  const lineFields = Array.from({ length: lineCount }, (_, index) =>
    ['description', 'kind', 'quantity', 'unit', 'unitPrice'].map(
      (field) => `items.${index}.${field}`,
    ),
  ).flat();
  return [
    'items',
    ...lineFields,
    'validUntil',
    'earliestStart',
    'deposit.kind',
    'deposit.value',
    'terms',
    'attachmentIds',
  ];
}
