import type { CreateTicketRequest } from '@trademate/shared/schemas/tickets';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api } from '@/lib/api';

/** The API answers `{ responseCode: 201, message }`, without data. */
export interface CreateTicketResponse {
  responseCode: number;
  message: string;
}

const createTicketApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends a support ticket for the signed-in user; 'others' already folded into reason. */
    createTicket: build.mutation<CreateTicketResponse, CreateTicketRequest>({
      query: (body) => ({ url: '/ticket', method: 'POST', body }),
      onQueryStarted: (_body, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('ticket_created')),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ticket', id: 'MINE' }]),
    }),
  }),
});

export const { useCreateTicketMutation } = createTicketApi;
