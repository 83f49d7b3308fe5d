import type { RequestSupervision, Supervision } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { entriesTag, supervisionsTag } from './logbook-tags';

type Answer = 'accept' | 'decline' | 'end';

const changeSupervisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An apprentice asks a professional to supervise their logbook (`POST /logbook/supervisions`). */
    requestSupervision: build.mutation<Supervision, RequestSupervision>({
      query: (body) => ({ url: '/logbook/supervisions', method: 'POST', body }),
      invalidatesTags: [supervisionsTag],
    }),
    /**
     * The professional accepts or declines a request, or either side ends a link
     * (`POST /logbook/supervisions/:id/accept|decline|end`). Ending one stops its waiting entries
     * from being verified, so the lists of entries are read again too.
     */
    answerSupervision: build.mutation<Supervision, { supervisionId: string; answer: Answer }>({
      query: ({ supervisionId, answer }) => ({
        url: `/logbook/supervisions/${supervisionId}/${answer}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { answer }) =>
        answer === 'end' ? [supervisionsTag, entriesTag] : [supervisionsTag],
    }),
  }),
});

export const { useRequestSupervisionMutation, useAnswerSupervisionMutation } = changeSupervisionApi;
