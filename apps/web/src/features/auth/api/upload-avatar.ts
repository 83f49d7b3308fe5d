import { api } from '@/lib/api';

const uploadAvatarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Stores the photo as the user's avatar; answers with its path. Signed in or just signed up. */
    uploadAvatar: build.mutation<{ userAvatar: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('userAvatar', file);
        return { url: '/upload', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadAvatarMutation } = uploadAvatarApi;
