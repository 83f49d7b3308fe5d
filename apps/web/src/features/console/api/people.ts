import { accountStatuses, peopleSearch, planFilters } from '@trademate/shared/constants/people';
import { states } from '@trademate/shared/constants/states';
import { userTypes } from '@trademate/shared/constants/users';
import type { PeoplePage, PeopleQuery, PersonDetail } from '@trademate/shared/schemas/people';
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

const choicesOf: Record<Exclude<(typeof peopleFilters)[number], 'q'>, readonly string[]> = {
  userType: userTypes,
  state: states,
  plan: planFilters,
  status: accountStatuses,
};

/**
 * The search as the address keeps it, so Back from a person returns to the same results: what
 * `peopleQuerySchema` would read from it, checked without zod so the page does not load it
 * (decision 099); an address the API would refuse shows the first page of everyone.
 */
export function peopleQueryOf(params: URLSearchParams): PeopleQuery {
  const refused: PeopleQuery = { page: 1 };
  const query: Record<string, string> = {};
  const q = params.get('q');
  if (q) {
    const trimmed = q.trim();
    if (trimmed.length > peopleSearch.maxQueryLength) return refused;
    query.q = trimmed;
  }
  for (const [key, choices] of Object.entries(choicesOf)) {
    const value = params.get(key);
    if (!value) continue;
    if (!choices.includes(value)) return refused;
    query[key] = value;
  }
  const pageText = params.get('page');
  const page = pageText ? Number(pageText) : 1;
  if (!Number.isInteger(page) || page < 1 || page > peopleSearch.maxPage) return refused;
  return { ...(query as Omit<PeopleQuery, 'page' | 'limit'>), page, limit: peopleSearch.pageSize };
}
