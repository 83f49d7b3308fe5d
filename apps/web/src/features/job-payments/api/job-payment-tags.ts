/** The cache tag of everything paid on one accepted quote (`GET /quotes/:id/payments`). */
export function quotePaymentsTag(quoteId: string) {
  return { type: 'jobPayment', id: `QUOTE-${quoteId}` } as const;
}

/**
 * What a change to a quote's payments makes stale: the quote's payments and the payment itself,
 * the quote, and the chats, where each change is posted as a card on the quote.
 */
export function changedPaymentTags(quoteId: string | undefined, paymentId?: string) {
  if (!quoteId) return [];
  return [
    quotePaymentsTag(quoteId),
    ...(paymentId ? [{ type: 'jobPayment', id: paymentId } as const] : []),
    { type: 'quote', id: quoteId } as const,
    { type: 'chat', id: 'LIST' } as const,
    'chatMessages' as const,
  ];
}
