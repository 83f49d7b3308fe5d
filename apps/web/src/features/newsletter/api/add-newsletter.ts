import type { AddNewsletterRequest } from '@trademate/shared/schemas/newsletter';
import { afterSuccess, track } from '@/lib/analytics/track';
import { api, type ApiDispatch } from '@/lib/api';

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    addNewsletter: build.mutation<unknown, AddNewsletterRequest>({
      query: (body) => ({ url: '/newsletter/addNewsletter', method: 'POST', body }),
      onQueryStarted: (_body, { queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => track('newsletter_sign_up')),
    }),
  }),
});

/**
 * Subscribes an address; rejects with the ApiError. The footer's form loads this module when it
 * is sent, so the first load of a page carries no RTK Query (docs/decisions/042).
 */
export async function addNewsletter(dispatch: ApiDispatch, body: AddNewsletterRequest) {
  const request = dispatch(newsletterApi.endpoints.addNewsletter.initiate(body));
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
