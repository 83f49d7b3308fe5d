import type { MyTicket, MyTicketList, TicketReplyRequest } from '@trademate/shared/schemas/tickets';
import { api } from '@/lib/api';

const myTicketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTickets: build.query<MyTicketList, void>({
      query: () => '/ticket',
      providesTags: [{ type: 'ticket', id: 'MINE' }],
    }),
    getMyTicket: build.query<MyTicket, string>({
      query: (id) => `/ticket/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'ticket', id }],
    }),
    /** The customer's reply: the answer is the ticket as it now reads. */
    replyToMyTicket: build.mutation<MyTicket, { id: string } & TicketReplyRequest>({
      query: ({ id, body }) => ({ url: `/ticket/${id}/messages`, method: 'POST', body: { body } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(myTicketsApi.util.upsertQueryData('getMyTicket', id, data));
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ticket', id: 'MINE' }]),
    }),
  }),
});

export const { useGetMyTicketsQuery, useGetMyTicketQuery, useReplyToMyTicketMutation } =
  myTicketsApi;
