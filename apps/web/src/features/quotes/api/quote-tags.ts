import type { Quote } from '@trademate/shared/schemas/quotes';

/** The cache tag of a job's list of quotes. */
export function jobQuotesTag(jobId: string) {
  return { type: 'quote', id: `JOB-${jobId}` } as const;
}

/**
 * What a change to a quote makes stale: the quote, its job's list, and the conversation where the
 * change was written as a message (the quote's card in the chat) and the list of conversations
 * that shows it last.
 */
export function changedQuoteTags(quote: Quote | undefined) {
  if (!quote) return [];
  return [
    { type: 'quote', id: quote._id } as const,
    jobQuotesTag(quote.job._id),
    { type: 'chat', id: 'LIST' } as const,
    ...(quote.conversationId ? [{ type: 'chatMessages', id: quote.conversationId } as const] : []),
  ];
}
