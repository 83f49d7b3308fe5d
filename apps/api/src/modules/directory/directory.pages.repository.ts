import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { StateCode } from '@trademate/shared/constants/states';
import type { HiringStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import type { Db } from '../../db/client';
import { driverRows } from '../../db/fast-paths/driver-rows';
import { inlineLimit } from '../../db/fast-paths/inline-limit';
import { users } from '../../db/schema/users';
import { newestFirst, type Cursor, type DistanceCursor } from '../../lib/cursor';
import { boundingBox, distanceKm, fartherThanCursor, withinReach } from '../../lib/distance';
import type { ServiceNames } from '../services/services.service';
import {
  isListed,
  offersService,
  personColumns,
  splitServiceIds,
  type ListedUserType,
  type PersonRow,
} from './directory.person-columns';

/**
 * A directory row as the driver returns it (PostgreSQL's column names, timestamps as PostgreSQL
 * writes them), read without Drizzle's row mapping, as the feed's are (decision 047): on a page of
 * people that mapping was a sixth of the request's time in Node.js (decision 050).
 */
interface PersonDriverRow {
  id: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  avatar_path: string | null;
  state: StateCode;
  city: string;
  bio: string;
  hiring_status: HiringStatus | null;
  review_count: number;
  rating_total: number;
  created_at: string;
  service_ids: string;
  licences: LicenceSummary[];
  distance_km: number | null;
}

function toPersonRow(row: PersonDriverRow) {
  return {
    id: row.id,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarPath: row.avatar_path,
    state: row.state,
    city: row.city,
    bio: row.bio,
    hiringStatus: row.hiring_status,
    reviewCount: row.review_count,
    ratingTotal: row.rating_total,
    createdAt: new Date(row.created_at),
    serviceIds: splitServiceIds(row.service_ids),
    licences: row.licences,
    distanceKm: row.distance_km,
  };
}

/** A directory page's filters as the repository takes them: `nearest` needs `from` and `withinKm`. */
export interface PeopleFilters extends Pick<DirectoryFilters, 'serviceId' | 'state' | 'city'> {
  withinKm?: number;
  nearest?: boolean;
}

/** The viewer's suburb: distances on a directory page are from there. */
export interface PeopleOrigin {
  latitude: number;
  longitude: number;
}

/** The same order over the merged branches, whose columns have no table any more. */
const newestFirstMerged = [
  sql`${sql.identifier('created_at')} desc nulls last`,
  sql`${sql.identifier('id')} desc nulls last`,
];
const nearestFirstMerged = [sql`${sql.identifier('distance_km')}`, sql`${sql.identifier('id')}`];

/** Which optional parts a directory page has: each combination is its own prepared statement. */
interface PageShape {
  userTypes: readonly ListedUserType[];
  byState: boolean;
  byCity: boolean;
  byService: boolean;
  afterCursor: boolean;
  withDistance: boolean;
  withinKm: boolean;
  nearest: boolean;
}

/**
 * One page of listed people, newest members first: `rows` of them (`limit + 1`, so the caller
 * knows whether another page follows) written into the statement (decision 047), every other
 * value a placeholder. With several kinds, each kind is read in index order and stops after
 * `rows`, and the branches are merged; so a page never sorts the directory. Prepared (named) once
 * per shape and page size: PostgreSQL settles on one plan for it per connection.
 */
function preparePeoplePage(db: Db, shape: PageShape, rows: number) {
  const cursorAt = sql`${sql.placeholder('cursorAt')}::timestamptz`;
  const distance = distanceKm(
    users.latitude,
    users.longitude,
    sql.placeholder('lat'),
    sql.placeholder('lon'),
  );
  const columns = {
    ...personColumns,
    distanceKm: shape.withDistance
      ? distance.as('distance_km')
      : sql<number | null>`null::double precision`.as('distance_km'),
  };
  const newerCursor = and(
    lte(users.createdAt, cursorAt),
    or(
      lt(users.createdAt, cursorAt),
      and(eq(users.createdAt, cursorAt), lt(users.id, sql.placeholder('cursorId'))),
    ),
  );
  const branch = (userType: ListedUserType) =>
    db
      .select(columns)
      .from(users)
      .where(
        and(
          isListed(userType),
          shape.byState ? eq(users.state, sql.placeholder('state')) : undefined,
          shape.byCity ? eq(users.city, sql.placeholder('city')) : undefined,
          shape.byService ? offersService(sql.placeholder('serviceId'), db) : undefined,
          // `created_at <= cursor` (implied by the exact condition) lets the index start there.
          shape.afterCursor
            ? shape.nearest
              ? fartherThanCursor(distance, users.id)
              : newerCursor
            : undefined,
          // The box first (users_location_idx ranges over it), then the exact distance.
          shape.withinKm
            ? withinReach(users.latitude, users.longitude, sql.placeholder('withinKm'))
            : undefined,
        ),
      )
      .orderBy(
        ...(shape.nearest
          ? [asc(distance), asc(users.id)]
          : newestFirst(users.createdAt, users.id)),
      )
      .limit(inlineLimit(rows));
  const name = `directory_page_${shape.userTypes.join('_')}_${[
    shape.byState,
    shape.byCity,
    shape.byService,
    shape.afterCursor,
    shape.withDistance,
    shape.withinKm,
    shape.nearest,
  ]
    .map((on) => (on ? 1 : 0))
    .join('')}_${rows}`;
  const [first, second, ...rest] = shape.userTypes.map(branch);
  if (!second) return first!.prepare(name);
  return unionAll(first!, second, ...rest)
    .orderBy(...(shape.nearest ? nearestFirstMerged : newestFirstMerged))
    .limit(inlineLimit(rows))
    .prepare(name);
}

/** The directories' pages: listed people of some kinds, newest members or nearest first. */
export function createDirectoryPagesRepository(db: Db, serviceNames: ServiceNames) {
  const pageQueries = new Map<string, ReturnType<typeof preparePeoplePage>>();
  return {
    /**
     * One page of listed people, newest members first (or nearest first within `withinKm` of
     * `from`), in one query: `limit + 1` rows so the caller knows whether another page follows.
     * With several kinds, each kind is read on its own and stops after `limit + 1` rows, and the
     * branches are merged. Newest first reads users_directory_idx in order; a distance reads the
     * bounding box from users_location_idx and sorts only the people inside it.
     */
    async findPeoplePage(
      userTypes: readonly ListedUserType[],
      filters: PeopleFilters,
      cursor: Cursor | DistanceCursor | undefined,
      limit: number,
      from?: PeopleOrigin,
    ): Promise<PersonRow[]> {
      if (userTypes.length === 0) return [];
      const withinKm = from ? filters.withinKm : undefined;
      const shape: PageShape = {
        userTypes,
        byState: Boolean(filters.state),
        byCity: Boolean(filters.city),
        byService: Boolean(filters.serviceId),
        afterCursor: Boolean(cursor),
        withDistance: Boolean(from),
        withinKm: Boolean(withinKm),
        nearest: Boolean(withinKm && filters.nearest),
      };
      const rows = limit + 1;
      const key = `${JSON.stringify(shape)},${rows}`;
      let query = pageQueries.get(key);
      if (!query) {
        query = preparePeoplePage(db, shape, rows);
        pageQueries.set(key, query);
      }
      const found = await driverRows<PersonDriverRow>(query, {
        state: filters.state,
        city: filters.city,
        serviceId: filters.serviceId,
        cursorAt: cursor && 'createdAt' in cursor ? cursor.createdAt.toISOString() : undefined,
        cursorKm: cursor && 'distanceKm' in cursor ? cursor.distanceKm : undefined,
        cursorId: cursor?.id,
        lat: from?.latitude,
        lon: from?.longitude,
        withinKm,
        ...(from && withinKm ? boundingBox({ ...from, km: withinKm }) : {}),
      });
      return serviceNames.name(found.map(toPersonRow));
    },
  };
}
