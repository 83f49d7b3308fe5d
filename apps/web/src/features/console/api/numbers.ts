import type { NumbersQuery, NumbersReport } from '@trademate/shared/schemas/numbers';
import { api } from '@/lib/api';

const numbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNumbers: build.query<NumbersReport, NumbersQuery>({
      query: (params) => ({ url: '/admin/numbers', params }),
    }),
  }),
});

export const { useGetNumbersQuery } = numbersApi;
