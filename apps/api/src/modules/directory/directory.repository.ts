import { and, eq, exists, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DirectoryFilters } from '@trademate/shared/schemas/directory';
import type { Db, DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { olderThan, type Cursor } from '../../lib/cursor';

/** The kinds of account the directories list. */
export type ListedUserType = 'tradie' | 'freeTradie' | 'apprentice';

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
  userType: 'client' | ListedUserType;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  state: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS';
  city: string;
  bio: string;
  hiringStatus: 'available' | 'unavailable' | null;
  reviewCount: number;
  ratingTotal: number;
  createdAt: Date;
  services: ServiceRef[];
}

/** Listed means verified and of a listed kind: the partial index users_directory_idx holds them. */
function isListed(userType: ListedUserType): SQL {
  return and(eq(users.userType, userType), isNotNull(users.emailVerifiedAt))!;
}

/**
 * Newest first, spelled `desc nulls last` as users_directory_idx is built: a bare `desc` means
 * nulls first, an order that index cannot give, and Postgres would read every listed person and
 * sort them instead of reading the first page in index order.
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];
/** The same order over the merged branches, whose columns have no table any more. */
const newestFirstMerged = [
  sql`${sql.identifier('created_at')} desc nulls last`,
  sql`${sql.identifier('id')} desc nulls last`,
];

/**
 * After the cursor: `olderThan` says exactly which rows, and `created_at <= cursor` (implied by it)
 * lets the index start at the cursor rather than at the newest member.
 */
function afterCursor(cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return and(lte(users.createdAt, cursor.createdAt), olderThan(users.createdAt, users.id, cursor));
}

function offersService(serviceId: string, db: DbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.userId, users.id), eq(userServices.serviceId, serviceId))),
  );
}

export function createDirectoryRepository(db: Db) {
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
      tx: DbOrTx = db,
    ): Promise<PersonRow[]> {
      const branch = (userType: ListedUserType) =>
        tx
          .select(personColumns)
          .from(users)
          .where(
            and(
              isListed(userType),
              filters.state ? eq(users.state, filters.state) : undefined,
              filters.city ? eq(users.city, filters.city) : undefined,
              filters.serviceId ? offersService(filters.serviceId, tx) : undefined,
              afterCursor(cursor),
            ),
          )
          .orderBy(...newestFirst)
          .limit(limit + 1);
      const [first, second, ...rest] = userTypes.map(branch);
      if (!first) return [];
      if (!second) return first;
      return unionAll(first, second, ...rest)
        .orderBy(...newestFirstMerged)
        .limit(limit + 1);
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
