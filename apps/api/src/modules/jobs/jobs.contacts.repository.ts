import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HiringStatus } from '@trademate/shared/constants/accounts';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { Db, DbOrTx } from '../../db/client';
import { tablesChanged } from '../../lib/read-cache';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { olderThan, type Cursor } from '../../lib/cursor';
import { licenceSummariesOf } from '../credentials/credentials.service';

/** What a client sees of a professional: names, photo, availability, rating counters, licences. */
const professionalColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarPath: users.avatarPath,
  hiringStatus: users.hiringStatus,
  reviewCount: users.reviewCount,
  ratingTotal: users.ratingTotal,
  // Named in full: in a one-table query Drizzle leaves column names unqualified.
  licences: licenceSummariesOf(sql`${sql.identifier('users')}.${sql.identifier('id')}`),
};
export type ProfessionalRow = {
  id: string;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  hiringStatus: HiringStatus | null;
  reviewCount: number;
  ratingTotal: number;
  licences: LicenceSummary[];
};
export type ContactRow = ProfessionalRow & { conversationId: string; contactedAt: Date };

/** job_contacts: who contacted a client about a job, the chat it opened, and the job's count. */
export function createJobContactsRepository(db: Db) {
  return {
    /** The professionals who contacted the client about a job, newest first, `limit + 1` rows. */
    async findContacts(
      jobId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<ContactRow[]> {
      return tx
        .select({
          ...professionalColumns,
          conversationId: jobContacts.conversationId,
          contactedAt: jobContacts.createdAt,
        })
        .from(jobContacts)
        .innerJoin(users, eq(users.id, jobContacts.tradieId))
        .where(
          and(
            eq(jobContacts.jobId, jobId),
            olderThan(jobContacts.createdAt, jobContacts.tradieId, cursor),
          ),
        )
        .orderBy(desc(jobContacts.createdAt), desc(jobContacts.tradieId))
        .limit(limit + 1);
    },

    /** The chat a professional's contact about the job opened; undefined if they never made one. */
    async findContactConversationId(
      jobId: string,
      tradieId: string,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ conversationId: jobContacts.conversationId })
        .from(jobContacts)
        .where(and(eq(jobContacts.jobId, jobId), eq(jobContacts.tradieId, tradieId)))
        .limit(1);
      return row?.conversationId;
    },

    /** Everyone who contacted the client about a job, for telling them all it was cancelled. */
    async findContactIds(jobId: string, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ tradieId: jobContacts.tradieId })
        .from(jobContacts)
        .where(eq(jobContacts.jobId, jobId))
        .orderBy(asc(jobContacts.createdAt));
      return rows.map((row) => row.tradieId);
    },

    /** Who contacted the client about each of these jobs. */
    async findContactIdsOfJobs(jobIds: string[], tx: DbOrTx) {
      if (jobIds.length === 0) return [];
      return tx
        .select({ jobId: jobContacts.jobId, tradieId: jobContacts.tradieId })
        .from(jobContacts)
        .where(inArray(jobContacts.jobId, jobIds))
        .orderBy(asc(jobContacts.createdAt));
    },

    async findProfessional(id: string, tx: DbOrTx = db): Promise<ProfessionalRow | undefined> {
      const [row] = await tx.select(professionalColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** Records the contact; false when this professional had already contacted about this job. */
    async insertContact(
      values: { jobId: string; tradieId: string; conversationId: string },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(jobContacts)
        .values(values)
        .onConflictDoNothing()
        .returning({ jobId: jobContacts.jobId });
      return inserted.length > 0;
    },

    /** Counts one more contact on the job; its client and new count, for the live job page. */
    async incrementContactCount(
      jobId: string,
      tx: DbOrTx = db,
    ): Promise<{ clientId: string; contactCount: number } | undefined> {
      const [row] = await tx
        .update(jobs)
        .set({ contactCount: sql`${jobs.contactCount} + 1` })
        .where(eq(jobs.id, jobId))
        .returning({ clientId: jobs.clientId, contactCount: jobs.contactCount });
      tablesChanged(db, tx, 'jobs');
      return row;
    },
  };
}
