import { z } from 'zod';

/** The footer's newsletter form; the server records its own subscription time as well. */
export const addNewsletterRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Invalid email address' })
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((email) => email.toLowerCase()),
  subscriptionDate: z.iso
    .datetime({ offset: true, error: 'subscriptionDate must be an ISO date' })
    .optional(),
});
export type AddNewsletterRequest = z.input<typeof addNewsletterRequestSchema>;

export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscriptionDate: z.string(),
});
