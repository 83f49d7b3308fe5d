import { z } from 'zod';
import { variationTotals } from '@trademate/shared/constants/quote-variations';
import { quoteLimits } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import {
  quoteItemInputSchema,
  variationLineInputSchema,
  variationRequestSchema,
  type VariationRequest,
} from '@trademate/shared/schemas/quotes';
import { centsOf, quantityHundredthsOf } from './quote-form-values';

// The variation form's checks, apart from its values: the form loads this (and zod with it) when
// it first checks, so the quote's page comes without them (decision 097).

const mv = messages.quoteVariations;

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
