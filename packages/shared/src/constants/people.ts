/** How an account stands, as the console filters and shows it (decision 031). */
export const accountStatuses = ['active', 'suspended', 'unverified'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** A professional's plan as the console filters it: what their subscription gives them now. */
export const planFilters = ['trial', 'paid', 'cancelled', 'expired', 'none'] as const;
export type PlanFilter = (typeof planFilters)[number];

/** The People search's longest query, its pages and how many people a page lists. */
export const peopleSearch = {
  maxQueryLength: 200,
  maxPage: 10_000,
  pageSize: 25,
  maxPageSize: 100,
};
