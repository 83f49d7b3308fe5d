import { numbersPeriods, type NumbersPeriod } from '@trademate/shared/constants/numbers';
import { isStateCode } from '@trademate/shared/constants/states';
import type { NumbersQuery, NumbersReport } from '@trademate/shared/schemas/numbers';
import { api } from '@/lib/api';

export const numbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNumbers: build.query<NumbersReport, NumbersQuery>({
      query: (params) => ({ url: '/admin/numbers', params }),
    }),
  }),
});

export const { useGetNumbersQuery } = numbersApi;

const isPeriod = (value: string): value is NumbersPeriod =>
  (numbersPeriods as readonly string[]).includes(value);

/**
 * The choices as the address keeps them, so a view can be shared and reloaded: what
 * `numbersQuerySchema` would read from them, checked without zod so the page does not load it
 * (decision 099); an address with a choice the API would refuse shows the default view.
 */
export function numbersQueryOf(params: URLSearchParams): NumbersQuery {
  const period = params.get('period') || 'week';
  const state = params.get('state') || undefined;
  if (!isPeriod(period)) return { period: 'week' };
  if (state === undefined) return { period };
  if (!isStateCode(state)) return { period: 'week' };
  return { period, state };
}
