import type { JobPhotoUpload } from '@trademate/shared/schemas/jobs';
import { api } from '@/lib/api';

const uploadJobPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads one photo for a job being written (multipart part `jobPhoto`); answers its path. */
    uploadJobPhoto: build.mutation<JobPhotoUpload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('jobPhoto', file);
        return { url: '/upload/jobPhoto', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadJobPhotoMutation } = uploadJobPhotoApi;
