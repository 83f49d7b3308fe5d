import type { AddLicenceRequest, Licence } from '@trademate/shared/schemas/credentials';
import { api } from '@/lib/api';

const licencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Records a licence; profiles and directory cards show it, so theirs are read again. */
    addLicence: build.mutation<Licence, AddLicenceRequest>({
      query: (body) => ({ url: '/user/licences', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['credentials', 'professional'] : []),
    }),
    removeLicence: build.mutation<null, string>({
      query: (id) => ({ url: `/user/licences/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['credentials', 'professional']),
    }),
  }),
});

export const { useAddLicenceMutation, useRemoveLicenceMutation } = licencesApi;
