import { and, desc, eq, exists, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { StateCode } from '@trademate/shared/constants/states';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import type { Db, DbOrTx } from '../../db/client';
import { jobContacts } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { newestFirst } from '../../lib/cursor';
import { distanceKm, reachedBy } from '../../lib/distance';
import { blockedBetween } from '../safety/safety.service';
import type { ServiceNames } from '../services/services.service';
import { createDirectoryPagesRepository } from './directory.pages.repository';
import {
  isActiveAccount,
  offersService,
  personColumns,
  type ListedUserType,
  type PersonRow,
} from './directory.person-columns';

export type { ListedUserType, PersonRow } from './directory.person-columns';

/**
 * The people the directories list: a page of them (`directory.pages.repository.ts`), one person's
 * profile, and the professionals suggested for a client's job.
 */
export function createDirectoryRepository(db: Db, serviceNames: ServiceNames) {
  return {
    ...createDirectoryPagesRepository(db, serviceNames),

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
