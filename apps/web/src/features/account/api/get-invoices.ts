import type { InvoicePage } from '@trademate/shared/schemas/payments';
import { api } from '@/lib/api';

const getInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's tax invoices, newest first, a page at a time. */
    getInvoices: build.infiniteQuery<InvoicePage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/subscription/invoices',
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
    }),
  }),
});

export const { useGetInvoicesInfiniteQuery } = getInvoicesApi;
