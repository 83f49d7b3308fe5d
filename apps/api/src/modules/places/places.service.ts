import * as messages from '@trademate/shared/messages';
import type { Place, PlacesQuery } from '@trademate/shared/schemas/places';
import { AppError } from '../../lib/app-error';
import { loadPlaceIndex, type PlaceIndex } from './places.data';

export type { Place } from '@trademate/shared/schemas/places';
export { haversineKm } from './places.data';

/** Where an address is, as jobs and profiles store it; the place fields are null without one. */
export interface ResolvedAddress {
  state: Place['state'];
  city: string;
  postcode: string | null;
  suburb: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The first index at which `names[i] >= prefix`. */
function lowerBound(names: string[], prefix: string): number {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (names[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Australia's suburbs and postcodes: the lookup behind the picker, and the one place that turns
 * a chosen postcode and suburb into a state, a city and coordinates.
 */
export function createPlacesService({
  load = loadPlaceIndex,
}: { load?: () => Promise<PlaceIndex> } = {}) {
  return {
    async lookup(query: PlacesQuery): Promise<Place[]> {
      const index = await load();
      if (query.postcode !== undefined) {
        return (index.byPostcode.get(query.postcode) ?? []).slice(0, query.limit);
      }
      const prefix = query.q!.toUpperCase().replace(/\s+/g, ' ');
      const found: Place[] = [];
      for (let i = lowerBound(index.names, prefix); i < index.names.length; i += 1) {
        if (!index.names[i]!.startsWith(prefix) || found.length === query.limit) break;
        found.push(index.byName[i]!);
      }
      return found;
    },

    /** The suburb of this postcode (any letter case), or undefined. */
    async find(postcode: string, suburb: string): Promise<Place | undefined> {
      const index = await load();
      const name = suburb.trim().toUpperCase();
      return index.byPostcode.get(postcode)?.find((place) => place.suburb.toUpperCase() === name);
    },

    /**
     * An address as stored: with a postcode and suburb, its state and city are the place's (what
     * was sent for them is replaced) and its coordinates are kept; without, state and city stay
     * as sent (the spec's contract) and the place fields are null. An unknown place is a 400.
     */
    async resolveAddress(address: {
      state: Place['state'];
      city: string;
      postcode?: string;
      suburb?: string;
    }): Promise<ResolvedAddress> {
      if (address.postcode === undefined || address.suburb === undefined) {
        return {
          state: address.state,
          city: address.city,
          postcode: null,
          suburb: null,
          latitude: null,
          longitude: null,
        };
      }
      const place = await this.find(address.postcode, address.suburb);
      if (!place) {
        throw new AppError('VALIDATION', messages.places.unknownPlace, [
          { path: 'address.suburb', message: messages.places.unknownPlace },
        ]);
      }
      return {
        state: place.state,
        city: place.city,
        postcode: place.postcode,
        suburb: place.suburb,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
