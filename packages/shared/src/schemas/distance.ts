import { z } from 'zod';
import { listSorts, withinKm } from '../constants/places';
import * as messages from '../messages';

// The distance query fields the feed and the directories share (decision 023). Kept out of
// common.ts, which the home route's entry loads.

const withinKmMessage = messages.places.withinKmOutOfRange(withinKm.min, withinKm.max);
/** Only jobs (or people) within this many km of the viewer's suburb (decision 023). */
export const withinKmField = z.coerce
  .number({ error: withinKmMessage })
  .int({ error: withinKmMessage })
  .min(withinKm.min, { error: withinKmMessage })
  .max(withinKm.max, { error: withinKmMessage })
  .optional();

/** `newest` (default) or `nearest`, which needs `withinKm` (decision 023). */
export const listSortField = z
  .enum(listSorts, { error: messages.places.sortInvalid })
  .optional()
  .default('newest');

/** `sort=nearest` reads only the index range around the viewer, so it needs a distance. */
export function refineNearestNeedsWithinKm(
  query: { sort: string; withinKm?: number },
  ctx: z.RefinementCtx,
) {
  if (query.sort === 'nearest' && query.withinKm === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: messages.places.nearestNeedsWithinKm,
      path: ['withinKm'],
    });
  }
}
