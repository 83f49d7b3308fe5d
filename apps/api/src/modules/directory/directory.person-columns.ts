import { and, eq, exists, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { StateCode } from '@trademate/shared/constants/states';
import type { HiringStatus } from '@trademate/shared/constants/accounts';
import type { serviceOfferingTypes } from '@trademate/shared/constants/user-roles';
import type { UserType } from '@trademate/shared/constants/users';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { ServiceRef } from '@trademate/shared/schemas/directory';
import type { DbOrTx } from '../../db/client';
import { users, userServices } from '../../db/schema/users';
import { licenceSummariesOf } from '../credentials/credentials.service';

/*
 * What the directories read of a person, and which people they list: shared by a directory page,
 * a profile and a job's suggested professionals.
 */

/** The kinds of account the directories list: those who offer services. */
export type ListedUserType = (typeof serviceOfferingTypes)[number];

/**
 * A person's service ids in the same row, comma-separated: a page of people is one query, and the
 * names come from memory (`ServiceNames`, decision 049): joined here, the services' names cost half
 * a page's execution. One text rather than an array: the driver parses a uuid array character by
 * character, a tenth of a directory page's time in Node.js (decision 050). Postgres computes it
 * only for the rows a page returns (after the index-ordered limit). The outer row is named in full:
 * in a one-table query Drizzle leaves column names unqualified. Never null: Drizzle does not hand a
 * null to `mapWith`, so a person offering no service would reach Drizzle's reads without a list.
 */
const serviceIdsText = sql<string>`coalesce((
  select string_agg(us.service_id::text, ',') from ${userServices} us
   where us.user_id = ${sql.identifier('users')}.${sql.identifier('id')}), '')`;

/** The ids `serviceIdsText` joined, as a list (none when the person offers no service yet). */
export const splitServiceIds = (ids: unknown): string[] =>
  typeof ids === 'string' && ids !== '' ? ids.split(',') : [];

/** What a directory card or profile shows of a person, with their services. */
export const personColumns = {
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
 * An account the marketplace shows: verified, and not suspended by staff (decision 031). The
 * partial indexes on verified accounts serve it; suspended accounts are few and filtered after.
 */
export function isActiveAccount(): SQL {
  return and(isNotNull(users.emailVerifiedAt), isNull(users.suspendedAt))!;
}

/** Listed means active and of a listed kind: the partial index users_directory_idx holds them. */
export function isListed(userType: ListedUserType): SQL {
  return and(eq(users.userType, userType), isActiveAccount())!;
}

/** Whether the person offers this service, as a condition on `users`. */
export function offersService(serviceId: string | Placeholder, db: DbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.userId, users.id), eq(userServices.serviceId, serviceId))),
  );
}
