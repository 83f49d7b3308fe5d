import { z } from 'zod';
import * as messages from '../messages';

const m = messages.ticket;

/** Spec section 5: the reasons a user picks from, in order; the last one, 'others', asks for text. */
export const ticketReasons = m.reasons;
export type TicketReasonOption = (typeof ticketReasons)[number];

/** The option that asks the user to write their own reason. */
export const OTHER_REASON = 'others' satisfies TicketReasonOption;

export const ticketLimits = {
  reasonMaxLength: 200,
  problemMessageMaxLength: 2000,
} as const;

const REASON_TOO_LONG = m.reasonTooLong(ticketLimits.reasonMaxLength);
const PROBLEM_TOO_LONG = m.problemTooLong(ticketLimits.problemMessageMaxLength);

function isTicketReasonOption(value: string): value is TicketReasonOption {
  return (ticketReasons as readonly string[]).includes(value);
}

const problemMessageSchema = z
  .string({ error: m.problemRequired })
  .trim()
  .min(1, { error: m.problemRequired })
  .max(ticketLimits.problemMessageMaxLength, { error: PROBLEM_TOO_LONG });

/**
 * The browser form: a reason from the list, a description, and the user's own reason when they
 * chose 'others'. The own reason is checked only then, so text left in it after switching to a
 * listed reason never blocks the form.
 */
export const createTicketFormSchema = z
  .object({
    reason: z
      .string({ error: m.reasonRequired })
      .refine(isTicketReasonOption, { error: m.reasonRequired }),
    customReason: z.string().trim().optional(),
    problemMessage: problemMessageSchema,
  })
  .superRefine((form, ctx) => {
    if (form.reason !== OTHER_REASON) return;
    const customReason = form.customReason ?? '';
    if (customReason.length === 0) {
      ctx.addIssue({ code: 'custom', message: m.customReasonRequired, path: ['customReason'] });
    } else if (customReason.length > ticketLimits.reasonMaxLength) {
      ctx.addIssue({ code: 'custom', message: REASON_TOO_LONG, path: ['customReason'] });
    }
  });
export type CreateTicketFormInput = z.input<typeof createTicketFormSchema>;
export type CreateTicketForm = z.output<typeof createTicketFormSchema>;

/**
 * What is sent (spec section 3): the reason is one of the listed reasons or, for 'others', the
 * user's own words. A bare 'others' means the custom reason was lost on the way (the spec's known
 * defect), so it is refused rather than stored as a reason nobody can act on.
 */
export const createTicketRequestSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(ticketLimits.reasonMaxLength, { error: REASON_TOO_LONG })
    .refine((reason) => reason.toLowerCase() !== OTHER_REASON, {
      error: m.customReasonRequired,
    }),
  problemMessage: problemMessageSchema,
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

/** The request a valid form sends: the user's own reason takes the place of 'others'. */
export function toTicketRequest(form: CreateTicketForm): CreateTicketRequest {
  const reason =
    form.reason === OTHER_REASON ? (form.customReason ?? '').trim() : form.reason.trim();
  return { reason, problemMessage: form.problemMessage.trim() };
}
