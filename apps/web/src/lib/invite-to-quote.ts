import type { Invitation, InviteRequest } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const inviteToQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Invites the professional to quote on one of the client's open jobs (once per job). */
    inviteToQuote: build.mutation<Invitation, InviteRequest & { jobId: string }>({
      query: ({ jobId, professionalId }) => ({
        url: `/job/${jobId}/invitations`,
        method: 'POST',
        body: { professionalId },
      }),
      invalidatesTags: (_result, _error, { professionalId }) => [
        { type: 'professional', id: professionalId },
      ],
    }),
  }),
});

export const { useInviteToQuoteMutation } = inviteToQuoteApi;
