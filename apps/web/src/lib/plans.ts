import type { Plan } from '@trademate/shared/schemas/plans';
import { api } from './api';

const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every plan on offer (Free, Professional monthly and yearly), in the server's order. */
    getPlans: build.query<Plan[], void>({
      query: () => '/plan',
      providesTags: [{ type: 'plan', id: 'LIST' }],
    }),
  }),
});

export const { useGetPlansQuery } = plansApi;

const intervalWords = { month: 'monthly', year: 'yearly' } as const;
const pricePeriods = { month: 'a month', year: 'a year' } as const;

/** A plan's name with its billing, e.g. "Professional yearly". */
export function planTitle(plan: Pick<Plan, 'name' | 'interval'>): string {
  return plan.interval ? `${plan.name} ${intervalWords[plan.interval]}` : plan.name;
}

/** What the price pays for: "a month", "a year", or "forever" for the free plan. */
export function planPricePeriod(plan: Pick<Plan, 'interval'>): string {
  return plan.interval ? pricePeriods[plan.interval] : 'forever';
}
