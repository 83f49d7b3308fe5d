import type { ProfessionalProfile } from '@trademate/shared/schemas/directory';
import { api } from '@/lib/api';

const getProfessionalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One professional's profile: services, place, hiring status, rating and bio. */
    getProfessional: build.query<ProfessionalProfile, string>({
      query: (id) => `/professional/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'professional', id }],
    }),
  }),
});

export const { useGetProfessionalQuery } = getProfessionalApi;
