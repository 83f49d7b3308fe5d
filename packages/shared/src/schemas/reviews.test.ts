import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { replyToReviewRequestSchema, reviewSchema, reviewsQuerySchema } from './reviews';

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('replyToReviewRequestSchema', () => {
  it('trims the reply', () => {
    expect(replyToReviewRequestSchema.parse({ reply: '  Thanks, Olivia!  ' })).toEqual({
      reply: 'Thanks, Olivia!',
    });
  });

  it('accepts 2 and 1000 characters', () => {
    expect(replyToReviewRequestSchema.safeParse({ reply: 'Ta' }).success).toBe(true);
    expect(replyToReviewRequestSchema.safeParse({ reply: 'x'.repeat(1000) }).success).toBe(true);
  });

  it.each([
    [{}, messages.reviews.replyTooShort],
    [{ reply: 7 }, messages.reviews.replyTooShort],
    [{ reply: '   ' }, messages.reviews.replyTooShort],
    [{ reply: ' x ' }, messages.reviews.replyTooShort],
    [{ reply: 'x'.repeat(1001) }, messages.reviews.replyTooLong],
  ])('refuses %j with a clear message', (body, message) => {
    expect(messagesOf(replyToReviewRequestSchema.safeParse(body))).toEqual([message]);
  });
});

describe('reviewsQuerySchema', () => {
  it('takes a cursor and a page size', () => {
    expect(reviewsQuerySchema.parse({ cursor: 'abc', limit: '3' })).toEqual({
      cursor: 'abc',
      limit: 3,
    });
  });
});

describe('reviewSchema', () => {
  it('allows a review without a reply and refuses a rating outside 1 to 5', () => {
    const review = {
      _id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
      rating: 4,
      body: 'Tidy work.',
      createdAt: '2026-01-02T03:04:05.000Z',
      clientName: 'Olivia N.',
      reply: null,
      repliedAt: null,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
    expect(reviewSchema.safeParse({ ...review, rating: 6 }).success).toBe(false);
  });
});
