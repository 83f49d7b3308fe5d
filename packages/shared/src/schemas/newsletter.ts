import { z } from 'zod';
import * as messages from '../messages';

const m = messages.validation;

/** The footer's newsletter form; the server records its own subscription time as well. */
export const addNewsletterRequestSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.email })
    .pipe(z.email({ error: m.email }))
    .transform((email) => email.toLowerCase()),
  subscriptionDate: z.iso
    .datetime({ offset: true, error: messages.request.notIsoDate('subscriptionDate') })
    .optional(),
});
export type AddNewsletterRequest = z.input<typeof addNewsletterRequestSchema>;

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscriptionDate: z.string(),
});
