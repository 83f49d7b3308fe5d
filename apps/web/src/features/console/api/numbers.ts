import {
  numbersQuerySchema,
  type NumbersQuery,
  type NumbersReport,
} from '@trademate/shared/schemas/numbers';
import { api } from '@/lib/api';

export const numbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNumbers: build.query<NumbersReport, NumbersQuery>({
      query: (params) => ({ url: '/admin/numbers', params }),
    }),
  }),
});

export const { useGetNumbersQuery } = numbersApi;

/** The choices as the address keeps them, so a view can be shared and reloaded. */
export function numbersQueryOf(params: URLSearchParams): NumbersQuery {
  const raw = Object.fromEntries(
    ['period', 'state'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = numbersQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : { period: 'week' };
}
