import { getCurrentUserApi } from '@/features/session/api/get-current-user';
import { api } from '@/lib/api';

const uploadProfilePhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Replaces the signed-in user's avatar (multipart part `userAvatar`); answers with its path. */
    uploadProfilePhoto: build.mutation<{ userAvatar: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('userAvatar', file);
        return { url: '/upload', method: 'POST', body };
      },
      // The directory shows the photo: its pages and profiles are read again.
      invalidatesTags: (result) => (result ? ['professional'] : []),
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getCurrentUserApi.util.updateQueryData('getCurrentUser', undefined, (account) => {
              account.avatar = data.userAvatar;
            }),
          );
        } catch {
          // A failed upload changes nothing; the photo picker shows the error.
        }
      },
    }),
  }),
});

export const { useUploadProfilePhotoMutation } = uploadProfilePhotoApi;
