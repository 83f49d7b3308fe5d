import type { z } from 'zod';
import type { MoneyReport, moneyQuerySchema } from '@trademate/shared/schemas/job-payments';
import { api } from '@/lib/api';

const moneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoney: build.query<MoneyReport, z.input<typeof moneyQuerySchema>>({
      query: (params) => ({ url: '/admin/money', params }),
      providesTags: ['money'],
    }),
  }),
});

export const { useGetMoneyQuery } = moneyApi;
