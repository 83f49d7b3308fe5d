import { z } from 'zod';
import {
  variationTotals,
  type VariationChange,
  type VariationTotals,
} from '@trademate/shared/constants/quote-variations';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import {
  quoteItemInputSchema,
  variationLineInputSchema,
  variationRequestSchema,
  type VariationRequest,
} from '@trademate/shared/schemas/quotes';
import { centsOf, emptyLine, quantityHundredthsOf, type QuoteFormLine } from './quote-form-values';

const mv = messages.quoteVariations;

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

const itemShape = quoteItemInputSchema.shape;

/**
 * The form's schema: each line's fields read from what was typed and checked by the shared rule
 * for each, then the whole variation by the request's schema, and last what the API checks
 * against the agreement: the agreed total with it must stay from $0 to the most a quote may be.
 */
export function variationFormSchema(agreedTotalCents: number, gstRegistered: boolean) {
  return z
    .object({
      lines: z.array(
        z.object({
          change: variationLineInputSchema.shape.change,
          description: itemShape.description,
          kind: itemShape.kind,
          quantity: z.string().transform(quantityHundredthsOf).pipe(itemShape.quantityHundredths),
          unit: itemShape.unit,
          unitPrice: z.string().transform(centsOf).pipe(itemShape.unitPriceCents),
        }),
      ),
      reason: z.string(),
    })
    .transform(({ lines, reason }): VariationRequest => ({
      reason,
      lines: lines.map(({ quantity, unitPrice, ...line }) => ({
        ...line,
        quantityHundredths: quantity,
        unitPriceCents: unitPrice,
      })),
    }))
    .pipe(
      variationRequestSchema.superRefine((variation, ctx) => {
        const agreed =
          agreedTotalCents + variationTotals(variation.lines, gstRegistered).totalCents;
        const message =
          agreed < 0 ? mv.belowZero : agreed > quoteLimits.totalMaxCents ? mv.overMax : null;
        if (message) ctx.addIssue({ code: 'custom', message, path: ['lines'] });
      }),
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
