/** Plan tiers and what each unlocks (ARCHITECTURE section 4). Prices live in the database. */
export const planTiers = ['free', 'professional'] as const;
export type PlanTier = (typeof planTiers)[number];

export const planIntervals = ['month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];

export const planFeatures: Record<PlanTier, readonly string[]> = {
  free: [
    'A public profile in the professionals directory',
    'See the titles of job requests in your services',
    'Chat with clients who contact you',
    'Upgrade whenever you are ready',
  ],
  professional: [
    'Everything in Free',
    'Preview every job request in your services: details, photos, budget and timing',
    'Contact clients directly and start a chat',
    'Job history with client contact details once you are hired',
    'Reviews from completed jobs on your profile',
  ],
};

/** GST is one eleventh of a GST-inclusive Australian price. */
export function gstIncludedCents(totalCents: number): number {
  return Math.round(totalCents / 11);
}

/** Whole dollars and dollars with cents: made once, as a list of quotes formats dozens of prices. */
const audFormats: Partial<Record<0 | 2, Intl.NumberFormat>> = {};

/** "$1,200" for whole dollars, "$1,234.50" otherwise. */
export function formatAud(cents: number): string {
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  const format = (audFormats[fractionDigits] ??= new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: fractionDigits,
  }));
  return format.format(cents / 100);
}
