import {
  variationTotals,
  type VariationChange,
  type VariationTotals,
} from '@trademate/shared/constants/quote-variations';
import { centsOf, emptyLine, quantityHundredthsOf, type QuoteFormLine } from './quote-form-values';

/** One line of a variation as the professional types it: a quote's line, added or removed. */
export interface VariationFormLine extends QuoteFormLine {
  change: VariationChange;
}

export interface VariationFormValues {
  lines: VariationFormLine[];
  reason: string;
}

export function emptyVariationLine(
  change: VariationChange,
  kind: QuoteFormLine['kind'] = 'labour',
): VariationFormLine {
  return { change, ...emptyLine(kind) };
}

/** A new variation: one line of extra labour. */
export function newVariationValues(): VariationFormValues {
  return { lines: [emptyVariationLine('add')], reason: '' };
}

/**
 * The figures of the variation as typed so far, GST as the accepted version charged it: a line
 * not yet readable counts as nothing.
 */
export function liveVariationTotals(
  lines: readonly VariationFormLine[],
  gstRegistered: boolean,
): VariationTotals {
  return variationTotals(
    lines.map((line) => {
      const quantityHundredths = quantityHundredthsOf(line.quantity);
      const unitPriceCents = centsOf(line.unitPrice);
      const isReadable = Number.isFinite(quantityHundredths) && Number.isFinite(unitPriceCents);
      return {
        change: line.change,
        kind: line.kind,
        quantityHundredths: isReadable ? quantityHundredths : 0,
        unitPriceCents: isReadable ? unitPriceCents : 0,
      };
    }),
    gstRegistered,
  );
}

/** Every field of a form with `lineCount` lines that a server error can name. */
export function variationFormFields(lineCount: number): string[] {
  const lineFields = Array.from({ length: lineCount }, (_, index) =>
    ['change', 'description', 'kind', 'quantity', 'unit', 'unitPrice'].map(
      (field) => `lines.${index}.${field}`,
    ),
  ).flat();
  return ['lines', ...lineFields, 'reason'];
}
