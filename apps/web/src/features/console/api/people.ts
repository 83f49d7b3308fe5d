import {
  peopleQuerySchema,
  type PeoplePage,
  type PeopleQuery,
  type PersonDetail,
} from '@trademate/shared/schemas/people';
import { api } from '@/lib/api';

/** An action on a person's account from the console (decision 031), with its reason. */
export type PersonAction = 'suspend' | 'reinstate' | 'end-sessions' | 'verify-email';

export const peopleApi = api.injectEndpoints({
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

/** The People page's filters, as the address keeps them. */
export const peopleFilters = ['q', 'userType', 'state', 'plan', 'status'] as const;

/** The search as the address keeps it, so Back from a person returns to the same results. */
export function peopleQueryOf(params: URLSearchParams): PeopleQuery {
  const raw = Object.fromEntries(
    [...peopleFilters, 'page'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = peopleQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : { page: 1 };
}
