/** How far a professional travels for work, in whole kilometres (decision 023). */
export const travelKm = { min: 5, max: 200, default: 50 } as const;

/** The distances a list can be limited to ("within 25 km"), in whole kilometres. */
export const withinKm = { min: 1, max: 500 } as const;

/** The choices the feed's and the directories' distance filter offers. */
export const withinKmChoices = [10, 25, 50, 100, 200] as const;

/**
 * How a list is ordered: `newest` first (the default) or `nearest` first, from the viewer's suburb.
 * `nearest` needs `withinKm`, so a page reads only the index range around the viewer (decision 023).
 */
export const listSorts = ['newest', 'nearest'] as const;
export type ListSort = (typeof listSorts)[number];

/** Mean radius of the Earth in kilometres, as the haversine formula uses it. */
export const EARTH_RADIUS_KM = 6371;

/** A distance for a card: whole kilometres, at least 1 ("0 km away" reads as a mistake). */
export function roundKm(km: number): number {
  return Math.max(1, Math.round(km));
}
