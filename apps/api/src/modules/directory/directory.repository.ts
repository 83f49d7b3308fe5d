import {
  and,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
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
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import type { Db, DbOrTx } from '../../db/client';
import { jobContacts } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { newestFirst, type Cursor } from '../../lib/cursor';

/** The kinds of account the directories list: those who offer services. */
export type ListedUserType = (typeof serviceOfferingTypes)[number];

export interface ServiceRef {
  _id: string;
  name: string;
}

/**
 * A person's services by name, as a JSON array in the same row: a page of people is one query.
 * Postgres computes it only for the rows a page returns (after the index-ordered limit). The outer
 * row is named in full: in a one-table query Drizzle leaves column names unqualified.
 */
const servicesOfPerson = sql<ServiceRef[]>`coalesce((
  select json_agg(json_build_object('_id', s.id, 'name', s.name) order by s.name)
    from ${userServices} us join ${services} s on s.id = us.service_id
   where us.user_id = ${sql.identifier('users')}.${sql.identifier('id')}), '[]'::json)`.as(
  'services',
);

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
  services: servicesOfPerson,
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
}

/** Listed means verified and of a listed kind: the partial index users_directory_idx holds them. */
function isListed(userType: ListedUserType): SQL {
  return and(eq(users.userType, userType), isNotNull(users.emailVerifiedAt))!;
}

/** The same order over the merged branches, whose columns have no table any more. */
const newestFirstMerged = [
  sql`${sql.identifier('created_at')} desc nulls last`,
  sql`${sql.identifier('id')} desc nulls last`,
];

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
}

/**
 * One page of listed people, newest members first, with every value a placeholder: `limit + 1`
 * rows so the caller knows whether another page follows. With several kinds, each kind is read in
 * index order and stops after `limit + 1` rows, and the branches are merged; so a page never sorts
 * the directory. Prepared (named) once per shape: PostgreSQL plans it once per connection.
 */
function preparePeoplePage(db: Db, shape: PageShape) {
  const cursorAt = sql`${sql.placeholder('cursorAt')}::timestamptz`;
  const branch = (userType: ListedUserType) =>
    db
      .select(personColumns)
      .from(users)
      .where(
        and(
          isListed(userType),
          shape.byState ? eq(users.state, sql.placeholder('state')) : undefined,
          shape.byCity ? eq(users.city, sql.placeholder('city')) : undefined,
          shape.byService ? offersService(sql.placeholder('serviceId'), db) : undefined,
          // `created_at <= cursor` (implied by the exact condition) lets the index start there.
          shape.afterCursor
            ? and(
                lte(users.createdAt, cursorAt),
                or(
                  lt(users.createdAt, cursorAt),
                  and(eq(users.createdAt, cursorAt), lt(users.id, sql.placeholder('cursorId'))),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(...newestFirst(users.createdAt, users.id))
      .limit(sql.placeholder('limit'));
  const name = `directory_page_${shape.userTypes.join('_')}_${[
    shape.byState,
    shape.byCity,
    shape.byService,
    shape.afterCursor,
  ]
    .map((on) => (on ? 1 : 0))
    .join('')}`;
  const [first, second, ...rest] = shape.userTypes.map(branch);
  if (!second) return first!.prepare(name);
  return unionAll(first!, second, ...rest)
    .orderBy(...newestFirstMerged)
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

export function createDirectoryRepository(db: Db) {
  const pageQueries = new Map<string, ReturnType<typeof preparePeoplePage>>();
  return {
    /**
     * One page of listed people, newest members first, in one query: `limit + 1` rows so the caller
     * knows whether another page follows. With several kinds, each kind is read in index order and
     * stops after `limit + 1` rows, and the branches are merged; so a page never sorts the directory.
     */
    async findPeoplePage(
      userTypes: readonly ListedUserType[],
      filters: DirectoryFilters,
      cursor: Cursor | undefined,
      limit: number,
    ): Promise<PersonRow[]> {
      if (userTypes.length === 0) return [];
      const shape: PageShape = {
        userTypes,
        byState: Boolean(filters.state),
        byCity: Boolean(filters.city),
        byService: Boolean(filters.serviceId),
        afterCursor: Boolean(cursor),
      };
      const key = JSON.stringify(shape);
      let query = pageQueries.get(key);
      if (!query) {
        query = preparePeoplePage(db, shape);
        pageQueries.set(key, query);
      }
      return query.execute({
        state: filters.state,
        city: filters.city,
        serviceId: filters.serviceId,
        cursorAt: cursor?.createdAt.toISOString(),
        cursorId: cursor?.id,
        limit: limit + 1,
      });
    },

    /**
     * The professionals who could take a job: verified, in its state, offering its service, taking
     * work, and not yet written about it; best rated first (unrated last), then newest members. The
     * same people as the jobs module's `findMatchingJob` (decision 021), read from
     * user_services_service_idx: one service's professionals in one state are few.
     */
    async findMatchingProfessionals(
      job: { jobId: string; serviceId: string; state: StateCode },
      limit: number,
    ): Promise<PersonRow[]> {
      const rating = sql`${users.ratingTotal}::float / nullif(${users.reviewCount}, 0)`;
      return db
        .select(personColumns)
        .from(users)
        .where(
          and(
            inArray(users.userType, [...professionalTypes]),
            isNotNull(users.emailVerifiedAt),
            eq(users.state, job.state),
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
          ),
        )
        .orderBy(
          sql`${rating} desc nulls last`,
          desc(users.reviewCount),
          ...newestFirst(users.createdAt, users.id),
        )
        .limit(limit);
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
        .where(
          and(
            eq(users.id, id),
            inArray(users.userType, [...userTypes]),
            isNotNull(users.emailVerifiedAt),
          ),
        )
        .limit(1);
      return row;
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
        .where(
          and(
            eq(users.id, id),
            inArray(users.userType, [...userTypes]),
            isNotNull(users.emailVerifiedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
