import { z } from 'zod';
import * as messages from '../messages';
import { REVIEW_REPLY_MAX_LENGTH, REVIEW_REPLY_MIN_LENGTH } from '../constants/reviews';
import { cursorPageSchema, cursorQueryFields } from './common';

const m = messages.reviews;

/** A client's review of a professional they hired, as a profile shows it (newest first). */
export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  /** ISO time the review was written. */
  createdAt: z.string(),
  /** The client's first name and last initial ("Olivia N."): never their full name. */
  clientName: z.string(),
  /** The professional's one reply, or null while they have not replied. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = cursorPageSchema(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewsQuerySchema = z.object({ ...cursorQueryFields });
export type ReviewsQueryInput = z.input<typeof reviewsQuerySchema>;
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/** `POST /api/review/:id/reply`: the reviewed professional answers once, publicly. */
export const replyToReviewRequestSchema = z.object({
  reply: z
    .string({ error: m.replyTooShort })
    .trim()
    .min(REVIEW_REPLY_MIN_LENGTH, { error: m.replyTooShort })
    .max(REVIEW_REPLY_MAX_LENGTH, { error: m.replyTooLong }),
});
export type ReplyToReviewRequest = z.input<typeof replyToReviewRequestSchema>;
