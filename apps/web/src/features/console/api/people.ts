import type { PeoplePage, PeopleQuery, PersonDetail } from '@trademate/shared/schemas/people';
import { api } from '@/lib/api';

/** An action on a person's account from the console (decision 031), with its reason. */
export type PersonAction = 'suspend' | 'reinstate' | 'end-sessions' | 'verify-email';

const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPeople: build.query<PeoplePage, PeopleQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: [{ type: 'person', id: 'LIST' }],
    }),
    getPerson: build.query<PersonDetail, string>({
      query: (id) => `/admin/users/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'person', id }],
    }),
    actOnPerson: build.mutation<unknown, { id: string; action: PersonAction; reason: string }>({
      query: ({ id, action, reason }) => ({
        url: `/admin/users/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'person', id },
              { type: 'person', id: 'LIST' },
              { type: 'staff', id: 'AUDIT' },
            ],
    }),
    changeTrial: build.mutation<
      { currentPeriodEnd: string },
      { id: string; reason: string; days?: number }
    >({
      query: ({ id, reason, days }) => ({
        url: `/admin/users/${id}/trial/${days === undefined ? 'end' : 'extend'}`,
        method: 'POST',
        body: days === undefined ? { reason } : { reason, days },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'person', id },
              { type: 'person', id: 'LIST' },
              { type: 'staff', id: 'AUDIT' },
            ],
    }),
    hideReview: build.mutation<unknown, { id: string; personId: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/reviews/${id}/hide`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { personId }) =>
        error
          ? []
          : [
              { type: 'person', id: personId },
              { type: 'staff', id: 'AUDIT' },
            ],
    }),
  }),
});

export const {
  useSearchPeopleQuery,
  useGetPersonQuery,
  useActOnPersonMutation,
  useChangeTrialMutation,
  useHideReviewMutation,
} = peopleApi;
