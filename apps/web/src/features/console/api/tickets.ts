import type {
  StaffTicket,
  StaffTicketPage,
  StaffTicketQuery,
  TicketAssignees,
} from '@trademate/shared/schemas/tickets';
import { api } from '@/lib/api';

/** A change to a ticket refreshes the queue, the ticket (from the answer) and the audit log. */
const changed = (id: string) => [
  { type: 'ticket' as const, id: 'QUEUE' },
  { type: 'ticket' as const, id: `staff-${id}` },
  { type: 'staff' as const, id: 'AUDIT' },
];

const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketQueue: build.query<StaffTicketPage, StaffTicketQuery>({
      query: (params) => ({ url: '/admin/tickets', params }),
      providesTags: [{ type: 'ticket', id: 'QUEUE' }],
    }),
    getStaffTicket: build.query<StaffTicket, string>({
      query: (id) => `/admin/tickets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'ticket', id: `staff-${id}` }],
    }),
    getTicketAssignees: build.query<TicketAssignees, void>({
      query: () => '/admin/tickets/assignees',
    }),
    assignTicket: build.mutation<StaffTicket, { id: string; staffId: string | null }>({
      query: ({ id, staffId }) => ({
        url: `/admin/tickets/${id}/assign`,
        method: 'POST',
        body: { staffId },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    replyToTicket: build.mutation<StaffTicket, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `/admin/tickets/${id}/reply`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    setTicketResolved: build.mutation<StaffTicket, { id: string; resolved: boolean }>({
      query: ({ id, resolved }) => ({
        url: `/admin/tickets/${id}/${resolved ? 'resolve' : 'reopen'}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
  }),
});

export const {
  useGetTicketQueueQuery,
  useGetStaffTicketQuery,
  useGetTicketAssigneesQuery,
  useAssignTicketMutation,
  useReplyToTicketMutation,
  useSetTicketResolvedMutation,
} = ticketsApi;
