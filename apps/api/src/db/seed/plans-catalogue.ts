/**
 * The plans on offer, prices in AUD cents with GST included. Seeded when a plan code is new; an
 * existing plan's price is edited in the database, not overwritten by a restart.
 */
export const plansCatalogue = [
  {
    code: 'free',
    name: 'Free',
    tier: 'free',
    interval: null,
    priceCents: 0,
    description: 'For professionals getting started: a profile and a look at the work on offer.',
    sortOrder: 1,
  },
  {
    code: 'professional-monthly',
    name: 'Professional',
    tier: 'professional',
    interval: 'month',
    priceCents: 4_900,
    description: 'Everything you need to win work, billed monthly. Cancel any time.',
    sortOrder: 2,
  },
  {
    code: 'professional-yearly',
    name: 'Professional',
    tier: 'professional',
    interval: 'year',
    priceCents: 49_000,
    description: 'The Professional plan for a year: two months free compared with monthly.',
    sortOrder: 3,
  },
] as const;
