import {
  and,
  between,
  eq,
  gt,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { EARTH_RADIUS_KM, travelKm } from '@trademate/shared/constants/places';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;

/** A point and a radius, as placeholders' values: the box around the circle, then the centre. */
export interface Reach {
  latitude: number;
  longitude: number;
  km: number;
}

/**
 * The latitude and longitude box that holds every point within `km` of the centre: what the
 * (latitude, longitude) btree index can range over before the exact distance is computed.
 */
export function boundingBox({ latitude, longitude, km }: Reach) {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.cos((latitude * Math.PI) / 180);
  const dLon = cos > 1e-6 ? Math.min(180, km / (KM_PER_DEGREE * cos)) : 180;
  return {
    minLat: latitude - dLat,
    maxLat: latitude + dLat,
    minLon: longitude - dLon,
    maxLon: longitude + dLon,
  };
}

/**
 * The great-circle distance in km (haversine) from a row's coordinates to a point, in plain SQL
 * that PostgreSQL and PGlite both run (no PostGIS). `lat` and `lon` may be placeholders.
 */
export function distanceKm(
  latColumn: AnyColumn,
  lonColumn: AnyColumn,
  lat: unknown,
  lon: unknown,
): SQL<number> {
  const la = sql`${lat}::double precision`;
  const lo = sql`${lon}::double precision`;
  // Clamped with `case`, not `least`: `least` ignores a null, which would put a row without
  // coordinates half the world away instead of leaving its distance null.
  const root = sql`sqrt(
    power(sin(radians(${latColumn} - ${la}) / 2), 2)
    + cos(radians(${la})) * cos(radians(${latColumn})) * power(sin(radians(${lonColumn} - ${lo}) / 2), 2))`;
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(case when ${root} > 1 then 1 else ${root} end))`.mapWith(
    Number,
  );
}

/**
 * Rows within `km` of a point: the bounding box first (an index range on latitude, then
 * longitude), then the exact distance. The box and the centre are the
 * placeholders `minLat`, `maxLat`, `minLon`, `maxLon`, `lat` and `lon`.
 */
export function withinReach(latColumn: AnyColumn, lonColumn: AnyColumn, km: unknown): SQL {
  return and(
    isNotNull(latColumn),
    between(latColumn, sql.placeholder('minLat'), sql.placeholder('maxLat')),
    between(lonColumn, sql.placeholder('minLon'), sql.placeholder('maxLon')),
    sql`${distanceKm(latColumn, lonColumn, sql.placeholder('lat'), sql.placeholder('lon'))} <= ${km}`,
  )!;
}

/**
 * `(distance, id) > cursor` for a nearest-first list: `distance` is the row's distance expression,
 * the cursor the placeholders `cursorKm` (the exact distance the last row had) and `cursorId`.
 */
export function fartherThanCursor(distance: SQL, idColumn: AnyColumn): SQL {
  const cursorKm = sql`${sql.placeholder('cursorKm')}::double precision`;
  return or(
    sql`${distance} > ${cursorKm}`,
    and(sql`${distance} = ${cursorKm}`, gt(idColumn, sql.placeholder('cursorId'))),
  )!;
}

/** A person's place and how far they travel: the columns `reachedBy` reads. */
export interface TravellerColumns {
  latitude: AnyColumn;
  longitude: AnyColumn;
  travelKm: AnyColumn;
  state: AnyColumn;
}

/**
 * The people a job at `point` in `state` is within reach of: their own travel distance (or the
 * default) reaches it, found through the box of the longest distance anyone may travel (an index
 * range); people without a suburb match by the job's state. A job without a suburb: its state.
 * The new-job alerts and the job page's suggestions read the same people (decisions 021, 023).
 */
export function reachedBy(
  person: TravellerColumns,
  point: { latitude: number | null; longitude: number | null },
  state: string,
): SQL {
  if (point.latitude === null || point.longitude === null) return eq(person.state, state);
  const box = boundingBox({
    latitude: point.latitude,
    longitude: point.longitude,
    km: travelKm.max,
  });
  return or(
    and(
      sql`${person.latitude} between ${box.minLat} and ${box.maxLat}`,
      sql`${person.longitude} between ${box.minLon} and ${box.maxLon}`,
      travelReaches(person, point.latitude, point.longitude),
    ),
    and(isNull(person.latitude), eq(person.state, state)),
  )!;
}

/**
 * `reachedBy` between two rows: the person's travel distance reaches the job's suburb, or, where
 * either has none, they are in the same state. No index box: it checks pairs already found (one
 * professional against a client's jobs).
 */
export function reachesJobRow(
  person: TravellerColumns,
  job: { latitude: AnyColumn; longitude: AnyColumn; state: AnyColumn },
): SQL {
  return or(
    and(
      isNotNull(person.latitude),
      isNotNull(job.latitude),
      travelReaches(person, job.latitude, job.longitude),
    ),
    and(or(isNull(person.latitude), isNull(job.latitude)), eq(person.state, job.state)),
  )!;
}

/** The person's own travel distance (or the default) reaches the point (values or columns). */
function travelReaches(person: TravellerColumns, latitude: unknown, longitude: unknown): SQL {
  return sql`${distanceKm(person.latitude, person.longitude, latitude, longitude)} <= coalesce(${person.travelKm}, ${travelKm.default})`;
}
