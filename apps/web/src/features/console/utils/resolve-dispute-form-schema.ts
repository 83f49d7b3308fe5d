import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import {
  resolveDisputeRequestSchema,
  type ResolveDisputeRequest,
} from '@trademate/shared/schemas/job-payments';
import { centsOfDollars } from './dollars';

// The dispute form's checks, apart from the form: it loads this (and zod with it) when it first
// checks, so the dispute's page comes without them (decision 097).

const m = messages.disputes;

/** The form in dollars, sent as the API's cents: at most what is held. */
export function resolveDisputeFormSchema(heldCents: number) {
  return z
    .object({
      refund: z.string().transform((text, context) => {
        const cents = centsOfDollars(text);
        if (Number.isNaN(cents)) {
          context.addIssue({ code: 'custom', message: m.refundInvalid });
          return z.NEVER;
        }
        if (cents > heldCents) {
          context.addIssue({
            code: 'custom',
            message: messages.jobPayments.refundOverHeld(heldCents),
          });
          return z.NEVER;
        }
        return cents;
      }),
      note: resolveDisputeRequestSchema.shape.note,
    })
    .transform(({ refund, note }): ResolveDisputeRequest => ({ refundCents: refund, note }));
}
