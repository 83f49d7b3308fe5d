import type { AddNewsletterRequest } from '@trademate/shared/schemas/newsletter';
import { api } from '@/lib/api';

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    addNewsletter: build.mutation<unknown, AddNewsletterRequest>({
      query: (body) => ({ url: '/newsletter/addNewsletter', method: 'POST', body }),
    }),
  }),
});

export const { useAddNewsletterMutation } = newsletterApi;
