import { z } from 'zod';
import { isIsoDate, todayInAustralia } from '@trademate/shared/constants/dates';
import { depositKinds, quoteLimits } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import {
  quoteDepositSchema,
  quoteItemInputSchema,
  quoteRequestSchema,
  type QuoteRequest,
} from '@trademate/shared/schemas/quotes';
import { addDays, centsOf, depositOf, quantityHundredthsOf } from './quote-form-values';

// The quote form's checks, apart from its values: the form loads this (and zod with it) when it
// first checks, so the page comes without them (decision 097).

const m = messages.quotes;

const itemShape = quoteItemInputSchema.shape;

/** A day field checked against today as the API checks it, one message at a time. */
function dayField(check: (day: string) => string | null) {
  return z.string().superRefine((day, ctx) => {
    const message = check(day);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * The form's schema: each field read from what was typed and checked by the shared rule for it
 * (so a wrong quantity is reported on its own field) and the days against today as the API checks
 * them; then the whole quote by the request's schema (its total, its deposit).
 */
export function quoteFormSchema(today = todayInAustralia()) {
  const lastValidDay = addDays(today, quoteLimits.validForMaxDays);
  return z
    .object({
      items: z.array(
        z.object({
          description: itemShape.description,
          kind: itemShape.kind,
          quantity: z.string().transform(quantityHundredthsOf).pipe(itemShape.quantityHundredths),
          unit: itemShape.unit,
          unitPrice: z.string().transform(centsOf).pipe(itemShape.unitPriceCents),
        }),
      ),
      validUntil: dayField((day) =>
        !isIsoDate(day)
          ? m.validUntilRequired
          : day < today
            ? m.validUntilPast
            : day > lastValidDay
              ? m.validUntilTooFar
              : null,
      ),
      earliestStart: dayField((day) =>
        !isIsoDate(day) ? m.earliestStartRequired : day < today ? m.earliestStartPast : null,
      ),
      deposit: z
        .object({ kind: z.enum(depositKinds), value: z.string() })
        .transform(depositOf)
        .pipe(quoteDepositSchema),
      terms: z.string(),
      attachmentIds: z.array(z.string()),
    })
    .transform(({ items, ...quote }): QuoteRequest => ({
      ...quote,
      items: items.map(({ quantity, unitPrice, ...item }) => ({
        ...item,
        quantityHundredths: quantity,
        unitPriceCents: unitPrice,
      })),
    }))
    .pipe(quoteRequestSchema);
}
