import type { LogbookPhotoUpload } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

const uploadLogbookPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads one photo for an entry being written (`POST /upload/logbookPhoto`); answers its path. */
    uploadLogbookPhoto: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logbookPhoto', file);
        return { url: '/upload/logbookPhoto', method: 'POST', body };
      },
      transformResponse: (data: LogbookPhotoUpload) => data.logbookPhoto,
    }),
  }),
});

export const { useUploadLogbookPhotoMutation } = uploadLogbookPhotoApi;
