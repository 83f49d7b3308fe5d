import type { HiringStatus } from '@trademate/shared/constants/accounts';
import { getCurrentUserApi } from '@/features/session/api/get-current-user';
import { api } from '@/lib/api';

const toggleHiringStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Flips a tradie's or free tradie's availability; answers with the status now stored. */
    toggleHiringStatus: build.mutation<{ hiringStatus: HiringStatus }, void>({
      query: () => ({ url: '/user/tradie/toggleHiringStatus', method: 'PATCH' }),
      // The directory shows whether they take work: its pages and profiles are read again.
      invalidatesTags: (result) => (result ? ['professional'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getCurrentUserApi.util.updateQueryData('getCurrentUser', undefined, (account) => {
              account.hiringStatus = data.hiringStatus;
            }),
          );
        } catch {
          // A failed toggle changes nothing; the switch shows the error.
        }
      },
    }),
  }),
});

export const { useToggleHiringStatusMutation } = toggleHiringStatusApi;
