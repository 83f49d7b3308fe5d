import type { LogbookTotals } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

const getTotalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The apprentice's hours, verified and waiting, in four cuts (`GET /logbook/totals`). */
    getLogbookTotals: build.query<LogbookTotals, void>({
      query: () => '/logbook/totals',
      providesTags: ['logbookTotals'],
    }),
  }),
});

export const { useGetLogbookTotalsQuery } = getTotalsApi;
