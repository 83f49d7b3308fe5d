import { api } from '@/lib/api';

/** The multipart part, and the answer's field, of a logbook photo's upload. */
const PART = 'logbookPhoto';

const uploadLogbookPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Uploads one photo for an entry being written (`POST /upload/logbookPhoto`); answers its path. */
    uploadLogbookPhoto: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PART, file);
        return { url: `/upload/${PART}`, method: 'POST', body };
      },
      transformResponse: (data: Record<typeof PART, string>) => data[PART],
    }),
  }),
});

export const { useUploadLogbookPhotoMutation } = uploadLogbookPhotoApi;
