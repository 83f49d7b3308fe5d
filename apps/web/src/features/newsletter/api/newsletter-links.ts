import type { NewsletterTokenResult } from '@trademate/shared/schemas/newsletter-admin';
import { api } from '@/lib/api';

/** The newsletter mails' links (decision 035): signed out, the token is the authority. */
const newsletterLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmNewsletter: build.mutation<NewsletterTokenResult, string>({
      query: (token) => ({ url: '/newsletter/confirm', method: 'POST', body: { token } }),
    }),
    unsubscribeNewsletter: build.mutation<NewsletterTokenResult, string>({
      query: (token) => ({
        url: `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } =
  newsletterLinksApi;
