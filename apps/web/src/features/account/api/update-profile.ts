import type { Me, UpdateProfileRequest } from '@trademate/shared/schemas/users';
import { getCurrentUserApi } from '@/features/session/api/get-current-user';
import { sessionStarted } from '@/features/session/slice';
import { api } from '@/lib/api';

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves any subset of the profile; answers with the whole account as it now stands. */
    updateProfile: build.mutation<Me, UpdateProfileRequest>({
      query: (body) => ({ url: '/user/updateProfile', method: 'PATCH', body }),
      // The job requests feed follows the services I offer.
      invalidatesTags: (_me, error, request) =>
        !error && request.services ? [{ type: 'jobRequest', id: 'LIST' }] : [],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data: me } = await queryFulfilled;
          dispatch(getCurrentUserApi.util.upsertQueryData('getCurrentUser', undefined, me));
          // The header shows the names and photo: keep the session in step with what was saved.
          dispatch(sessionStarted(me));
          // The directory shows the profile: its pages and profiles are read again.
          dispatch(api.util.invalidateTags(['professional']));
        } catch {
          // A failed save changes nothing; the form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
