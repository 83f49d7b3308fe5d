import type { InvitedJobList } from '@trademate/shared/schemas/job-requests';
import { api } from '@/lib/api';

export const getJobInvitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Open jobs whose clients invited me to quote, whatever my plan (`GET /jobRequest/invitations`). */
    getJobInvitations: build.query<InvitedJobList, void>({
      query: () => '/jobRequest/invitations',
      providesTags: [{ type: 'jobRequest', id: 'INVITATIONS' }],
    }),
  }),
});

export const { useGetJobInvitationsQuery } = getJobInvitationsApi;
