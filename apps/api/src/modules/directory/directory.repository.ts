import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { StateCode } from '@trademate/shared/constants/states';
import type { HiringStatus } from '@trademate/shared/constants/accounts';
import {
  professionalTypes,
  type serviceOfferingTypes,
} from '@trademate/shared/constants/user-roles';
import type { UserType } from '@trademate/shared/constants/users';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { DirectoryFilters, ServiceRef } from '@trademate/shared/schemas/directory';
import type { Db, DbOrTx } from '../../db/client';
import { driverRows } from '../../db/driver-rows';
import { inlineLimit } from '../../db/inline-limit';
import { jobContacts } from '../../db/schema/jobs';
import { users, userServices } from '../../db/schema/users';
import { newestFirst, type Cursor, type DistanceCursor } from '../../lib/cursor';
import {
  boundingBox,
  distanceKm,
  fartherThanCursor,
  reachedBy,
  withinReach,
} from '../../lib/distance';
import { licenceSummariesOf } from '../credentials/credentials.service';
import { blockedBetween } from '../safety/safety.service';
import type { ServiceNames } from '../services/services.service';

/** The kinds of account the directories list: those who offer services. */
export type ListedUserType = (typeof serviceOfferingTypes)[number];

export type { ServiceRef };

/**
 * A person's service ids in the same row, comma-separated: a page of people is one query, and the
 * names come from memory (`ServiceNames`, decision 049): joined here, the services' names cost half
 * a page's execution. One text rather than an array: the driver parses a uuid array character by
 * character, a tenth of a directory page's time in Node.js (decision 050). Postgres computes it
 * only for the rows a page returns (after the index-ordered limit). The outer row is named in full:
 * in a one-table query Drizzle leaves column names unqualified.
 */
const serviceIdsText = sql<string | null>`(
  select string_agg(us.service_id::text, ',') from ${userServices} us
   where us.user_id = ${sql.identifier('users')}.${sql.identifier('id')})`;

/** The ids `serviceIdsText` joined, as a list (none when the person offers no service yet). */
const splitServiceIds = (ids: unknown): string[] =>
  typeof ids === 'string' && ids !== '' ? ids.split(',') : [];

/** What a directory card or profile shows of a person, with their services. */
const personColumns = {
  id: users.id,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarPath: users.avatarPath,
  state: users.state,
  city: users.city,
  bio: users.bio,
  hiringStatus: users.hiringStatus,
  reviewCount: users.reviewCount,
  ratingTotal: users.ratingTotal,
  createdAt: users.createdAt,
  serviceIds: serviceIdsText.mapWith(splitServiceIds).as('service_ids'),
  licences: licenceSummariesOf(sql`${sql.identifier('users')}.${sql.identifier('id')}`).as(
    'licences',
  ),
};

export interface PersonRow {
  id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  state: StateCode;
  city: string;
  bio: string;
  hiringStatus: HiringStatus | null;
  reviewCount: number;
  ratingTotal: number;
  createdAt: Date;
  services: ServiceRef[];
  licences: LicenceSummary[];
  /** Km from the viewer's suburb, on a directory page when both have one; null otherwise. */
  distanceKm?: number | null;
}

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
  service_ids: string | null;
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

/**
 * An account the marketplace shows: verified, and not suspended by staff (decision 031). The
 * partial indexes on verified accounts serve it; suspended accounts are few and filtered after.
 */
function isActiveAccount(): SQL {
  return and(isNotNull(users.emailVerifiedAt), isNull(users.suspendedAt))!;
}

/** Listed means active and of a listed kind: the partial index users_directory_idx holds them. */
function isListed(userType: ListedUserType): SQL {
  return and(eq(users.userType, userType), isActiveAccount())!;
}

/** The same order over the merged branches, whose columns have no table any more. */
const newestFirstMerged = [
  sql`${sql.identifier('created_at')} desc nulls last`,
  sql`${sql.identifier('id')} desc nulls last`,
];
const nearestFirstMerged = [sql`${sql.identifier('distance_km')}`, sql`${sql.identifier('id')}`];

function offersService(serviceId: string | Placeholder, db: DbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.userId, users.id), eq(userServices.serviceId, serviceId))),
  );
}

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
 * `rows`, and the branches are merged; so a page never sorts the directory. Prepared (named) once per shape and page size: PostgreSQL settles on one plan for
 * it per connection.
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

export function createDirectoryRepository(db: Db, serviceNames: ServiceNames) {
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

    /**
     * The professionals who could take a job: verified, within reach of it (their own travel
     * distance reaches its suburb; by state where either has no suburb: the new-job alerts' rule),
     * offering its service, taking work, and not yet written about it; best rated first (unrated
     * last), then newest members, each with their distance from the job when both have a suburb.
     * Read from user_services_service_idx: one service's professionals in reach are few.
     */
    async findMatchingProfessionals(
      job: {
        jobId: string;
        clientId: string;
        serviceId: string;
        state: StateCode;
        latitude: number | null;
        longitude: number | null;
      },
      limit: number,
    ): Promise<PersonRow[]> {
      const rating = sql`${users.ratingTotal}::float / nullif(${users.reviewCount}, 0)`;
      const distance =
        job.latitude === null || job.longitude === null
          ? sql<number | null>`null::double precision`
          : distanceKm(users.latitude, users.longitude, job.latitude, job.longitude);
      const found = await db
        .select({ ...personColumns, distanceKm: distance })
        .from(users)
        .where(
          and(
            inArray(users.userType, [...professionalTypes]),
            isActiveAccount(),
            reachedBy(users, job, job.state),
            or(sql`${users.hiringStatus} is null`, ne(users.hiringStatus, 'unavailable')),
            offersService(job.serviceId, db),
            not(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(jobContacts)
                  .where(and(eq(jobContacts.jobId, job.jobId), eq(jobContacts.tradieId, users.id))),
              ),
            ),
            not(blockedBetween(db, users.id, sql`${job.clientId}::uuid`)),
          ),
        )
        .orderBy(
          sql`${rating} desc nulls last`,
          desc(users.reviewCount),
          ...newestFirst(users.createdAt, users.id),
        )
        .limit(limit);
      return serviceNames.name(found);
    },

    /** A listed person of one of these kinds, or undefined. */
    async findPerson(
      id: string,
      userTypes: readonly ListedUserType[],
      tx: DbOrTx = db,
    ): Promise<PersonRow | undefined> {
      const [row] = await tx
        .select(personColumns)
        .from(users)
        .where(and(eq(users.id, id), inArray(users.userType, [...userTypes]), isActiveAccount()))
        .limit(1);
      if (!row) return undefined;
      const [named] = await serviceNames.name([row]);
      return named;
    },

    /** Whether a listed person of one of these kinds exists, reading nothing else. */
    async isListedPerson(
      id: string,
      userTypes: readonly ListedUserType[],
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.userType, [...userTypes]), isActiveAccount()))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
