import { z } from 'zod';
import * as messages from '../messages';

const m = messages.newsletterIssues;

/** The console's issue editor (decision 035): a subject and Markdown, as articles are written. */
export const newsletterIssueInputSchema = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(3, { error: m.subjectRequired })
    .max(150, { error: m.subjectRequired }),
  markdown: z
    .string({ error: m.bodyRequired })
    .trim()
    .min(1, { error: m.bodyRequired })
    .max(50_000, { error: m.bodyTooLong }),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

/**
 * An issue's mails, counted from the outbox: `recipients` confirmed subscribers when it was sent,
 * `queued` still to go (or being retried), `sent` accepted by the mail server, `failed` given up
 * on, `skipped` unsubscribed before their mail went, and `unsubscribed` by this issue's link.
 */
export const newsletterIssueCountsSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  unsubscribed: z.number().int(),
});
export type NewsletterIssueCounts = z.infer<typeof newsletterIssueCountsSchema>;

export const newsletterIssueSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.enum(['draft', 'sent']),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  counts: newsletterIssueCountsSchema,
});
export type NewsletterIssueSummary = z.infer<typeof newsletterIssueSummarySchema>;

export const newsletterIssueSchema = newsletterIssueSummarySchema.extend({
  markdown: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterSubscriberCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
  /** Pending addresses from before double opt-in that were never sent a confirmation link. */
  neverAsked: z.number().int(),
});
export type NewsletterSubscriberCounts = z.infer<typeof newsletterSubscriberCountsSchema>;

export const newsletterOverviewSchema = z.object({
  subscribers: newsletterSubscriberCountsSchema,
  issues: z.array(newsletterIssueSummarySchema),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;

/** `POST /api/admin/newsletter/issues/:id/test`: where the test went. */
export const newsletterTestResultSchema = z.object({ to: z.string() });

/** `POST /api/admin/newsletter/subscribers/ask-to-confirm`: how many were asked. */
export const newsletterAskedSchema = z.object({ asked: z.number().int() });

/** The public confirmation and unsubscribe pages' answers. */
export const newsletterTokenRequestSchema = z.object({
  token: z.string({ error: m.confirmLinkInvalid }).min(1).max(300),
});
export const newsletterTokenResultSchema = z.object({
  status: z.enum(['confirmed', 'unsubscribed']),
  message: z.string(),
});
export type NewsletterTokenResult = z.infer<typeof newsletterTokenResultSchema>;
