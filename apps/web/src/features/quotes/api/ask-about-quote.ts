import type { ChatMessage } from '@trademate/shared/schemas/chats';
import type { QuoteQuestionRequest } from '@trademate/shared/schemas/quotes';
import { api } from '@/lib/api';

const askAboutQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The client's question about a quote (`POST /quotes/:id/question`): it goes to the chat with
     * the professional, whose messages are then read again.
     */
    askAboutQuote: build.mutation<
      ChatMessage,
      { quoteId: string; conversationId: string | null } & QuoteQuestionRequest
    >({
      query: ({ quoteId, question }) => ({
        url: `/quotes/${quoteId}/question`,
        method: 'POST',
        body: { question },
      }),
      invalidatesTags: (message, _error, { conversationId }) =>
        message && conversationId
          ? [
              { type: 'chatMessages', id: conversationId },
              { type: 'chat', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const { useAskAboutQuoteMutation } = askAboutQuoteApi;
