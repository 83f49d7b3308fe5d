import type { Business, SetBusinessRequest } from '@trademate/shared/schemas/credentials';
import { api } from '@/lib/api';

const setBusinessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves the ABN and business name; answers with them as stored, and how far it was checked. */
    setBusiness: build.mutation<Business, SetBusinessRequest>({
      query: (body) => ({ url: '/user/business', method: 'PUT', body }),
      // Profiles show the ABN: the directory's profiles are read again.
      invalidatesTags: (result) => (result ? ['credentials', 'professional'] : []),
    }),
    removeBusiness: build.mutation<null, void>({
      query: () => ({ url: '/user/business', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['credentials', 'professional']),
    }),
  }),
});

export const { useSetBusinessMutation, useRemoveBusinessMutation } = setBusinessApi;
