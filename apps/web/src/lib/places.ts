import type { Place } from '@trademate/shared/schemas/places';
import { api } from './api';

const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Suburbs of a 4-digit postcode, or suburbs whose name starts with the text typed. */
    findPlaces: build.query<Place[], string>({
      query: (text) => ({
        url: '/places',
        params: /^\d{4}$/.test(text) ? { postcode: text, limit: 8 } : { q: text, limit: 8 },
      }),
      // The list of suburbs changes only with a release.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useFindPlacesQuery } = placesApi;

/** Whether typed text is worth a lookup: a whole postcode, or two letters of a suburb. */
export function isPlaceQuery(text: string): boolean {
  return /^\d{4}$/.test(text) || /^[A-Za-z][A-Za-z .'-]+$/.test(text);
}

/** "Surry Hills NSW 2010": how a chosen suburb reads in the picker. */
export function placeLabel(place: { suburb: string; state: string; postcode: string }): string {
  return `${place.suburb} ${place.state} ${place.postcode}`;
}
