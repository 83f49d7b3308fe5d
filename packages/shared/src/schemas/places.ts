import { z } from 'zod';
import { states } from '../constants/states';
import * as messages from '../messages';

const m = messages.places;

export const POSTCODE = /^\d{4}$/;
/** What a suburb name may contain: letters, spaces, hyphens, apostrophes and full stops. */
const SUBURB_TEXT = /^[A-Za-z][A-Za-z .'-]*$/;

export const postcodeSchema = z.string({ error: m.postcodeInvalid }).trim().regex(POSTCODE, {
  error: m.postcodeInvalid,
});

/** The largest page of suggestions the lookup returns. */
export const placesMaxLimit = 20;

/**
 * `GET /api/places`: the suburbs of a postcode (`postcode=2010`), or the suburbs whose name starts
 * with `q` (`q=surry`), for the suburb and postcode picker.
 */
export const placesQuerySchema = z
  .object({
    postcode: postcodeSchema.optional(),
    q: z
      .string()
      .trim()
      .min(2, { error: m.queryTooShort })
      .max(40, { error: m.queryInvalid })
      .regex(SUBURB_TEXT, { error: m.queryInvalid })
      .optional(),
    limit: z.coerce
      .number({ error: messages.request.limitNotWhole })
      .int({ error: messages.request.limitNotWhole })
      .min(1, { error: messages.request.limitOutOfRange(placesMaxLimit) })
      .max(placesMaxLimit, { error: messages.request.limitOutOfRange(placesMaxLimit) })
      .default(10),
  })
  .superRefine((query, ctx) => {
    if (query.postcode === undefined && query.q === undefined) {
      ctx.addIssue({ code: 'custom', message: m.queryMissing, path: ['q'] });
    } else if (query.postcode !== undefined && query.q !== undefined) {
      ctx.addIssue({ code: 'custom', message: m.queryBoth, path: ['q'] });
    }
  });
export type PlacesQueryInput = z.input<typeof placesQuerySchema>;
export type PlacesQuery = z.output<typeof placesQuerySchema>;

/**
 * A suburb with its postcode and coordinates. `state` is the postcode's state and `city` the
 * nearest of TradeMate's listed cities in that state: what a job or a profile stores as its
 * state and city when this suburb is chosen.
 */
export const placeSchema = z.object({
  suburb: z.string(),
  postcode: z.string(),
  state: z.enum(states),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z.array(placeSchema);

/** The optional postcode and suburb of an address: both, or neither. */
export const addressPlaceFields = {
  postcode: postcodeSchema.optional(),
  suburb: z
    .string({ error: m.suburbRequired })
    .trim()
    .min(1, { error: m.suburbRequired })
    .max(60, {
      error: m.suburbRequired,
    })
    .optional(),
};
