import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LogbookEntryStatus } from '@trademate/shared/constants/logbook';
import type { Db, DbOrTx } from '../../db/client';
import { businessDetails } from '../../db/schema/credentials';
import { jobs } from '../../db/schema/jobs';
import {
  logbookEntries,
  logbookEntryRevisions,
  logbookSupervisions,
  logbookUnits,
} from '../../db/schema/logbook';
import { services } from '../../db/schema/services';
import { userServices, users } from '../../db/schema/users';
import { blockedBetween } from '../safety/safety.service';

const apprentice = alias(users, 'logbook_apprentice');
const supervisor = alias(users, 'logbook_supervisor');

const personColumns = (person: typeof apprentice | typeof supervisor) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  avatarPath: person.avatarPath,
});

/** A link with both people, the supervisor's business name and the entries still waiting. */
const supervisionColumns = {
  supervision: logbookSupervisions,
  apprentice: personColumns(apprentice),
  supervisor: personColumns(supervisor),
  businessName: businessDetails.businessName,
  pendingCount: sql<number>`(select count(*)::int from ${logbookEntries} where ${logbookEntries.supervisorId} = ${logbookSupervisions.supervisorId} and ${logbookEntries.status} = 'pending' and ${logbookEntries.supervisionId} = ${logbookSupervisions.id})`,
};

function selectSupervisions(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(supervisionColumns)
    .from(logbookSupervisions)
    .innerJoin(apprentice, eq(apprentice.id, logbookSupervisions.apprenticeId))
    .innerJoin(supervisor, eq(supervisor.id, logbookSupervisions.supervisorId))
    .leftJoin(businessDetails, eq(businessDetails.userId, logbookSupervisions.supervisorId))
    .where(where)
    .orderBy(
      sql`case ${logbookSupervisions.status} when 'pending' then 0 when 'active' then 1 else 2 end`,
      desc(logbookSupervisions.requestedAt),
      desc(logbookSupervisions.id),
    );
}

export type SupervisionReadRow = Awaited<ReturnType<typeof selectSupervisions>>[number];

/** An entry with both people, its job's title and whether an earlier revision was verified. */
const entryColumns = {
  entry: logbookEntries,
  apprentice: personColumns(apprentice),
  supervisor: personColumns(supervisor),
  jobTitle: jobs.title,
  wasVerified:
    sql<boolean>`exists (select 1 from ${logbookEntryRevisions} where ${logbookEntryRevisions.entryId} = ${logbookEntries.id} and ${logbookEntryRevisions.outcome} = 'verified' and ${logbookEntryRevisions.revision} < ${logbookEntries.revision})`.mapWith(
      Boolean,
    ),
};

function selectEntries(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(entryColumns)
    .from(logbookEntries)
    .innerJoin(apprentice, eq(apprentice.id, logbookEntries.apprenticeId))
    .innerJoin(supervisor, eq(supervisor.id, logbookEntries.supervisorId))
    .leftJoin(jobs, eq(jobs.id, logbookEntries.jobId))
    .where(where)
    .orderBy(desc(logbookEntries.workDate), desc(logbookEntries.id));
}

export type EntryReadRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** Where a list of entries stopped: the last entry's day and id. */
export interface EntryCursor {
  workDate: string;
  id: string;
}

/**
 * What the logbook reads of other modules' tables: the people on a link or an entry, a
 * supervisor's business name, the jobs a supervisor was hired for, the trades a person offers
 * and their names. Each list is one statement.
 */
export function createLogbookReadRepository(db: Db) {
  return {
    /**
     * The person an apprentice asks to supervise them: their kind of account, whether staff
     * suspended them and whether a block stands between the two.
     */
    async findSupervisorCandidate(apprenticeId: string, supervisorId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: users.id,
          userType: users.userType,
          isSuspended: sql<boolean>`${users.suspendedAt} is not null`,
          isBlocked: blockedBetween(tx, users.id, sql`${apprenticeId}::uuid`).mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, supervisorId))
        .limit(1);
      return row;
    },

    /** Whether a block stands between the link's two people. */
    async isBlockedWithin(supervisionId: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({
          blocked: blockedBetween(
            tx,
            logbookSupervisions.apprenticeId,
            logbookSupervisions.supervisorId,
          ).mapWith(Boolean),
        })
        .from(logbookSupervisions)
        .where(eq(logbookSupervisions.id, supervisionId));
      return row?.blocked ?? false;
    },

    /** The person's links as apprentice or as supervisor: open ones first, newest first. */
    async listSupervisionsOf(userId: string, tx: DbOrTx = db): Promise<SupervisionReadRow[]> {
      return selectSupervisions(
        tx,
        or(
          eq(logbookSupervisions.apprenticeId, userId),
          eq(logbookSupervisions.supervisorId, userId),
        ),
      );
    },

    async readSupervision(id: string, tx: DbOrTx = db): Promise<SupervisionReadRow | undefined> {
      const [row] = await selectSupervisions(tx, eq(logbookSupervisions.id, id));
      return row;
    },

    /** Of these jobs, those the professional was hired for. */
    async jobsHiredFor(supervisorId: string, jobIds: string[], tx: DbOrTx = db) {
      if (jobIds.length === 0) return new Set<string>();
      const rows = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, jobIds), eq(jobs.hiredTradieId, supervisorId)));
      return new Set(rows.map((row) => row.id));
    },

    /** The jobs the professional was hired for, the latest hired first: at most `limit`. */
    async jobsOfSupervisor(supervisorId: string, limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: jobs.id,
          title: jobs.title,
          suburb: jobs.suburb,
          city: jobs.city,
          state: jobs.state,
          status: jobs.status,
          hiredAt: jobs.hiredAt,
        })
        .from(jobs)
        .where(eq(jobs.hiredTradieId, supervisorId))
        .orderBy(desc(jobs.hiredAt), desc(jobs.id))
        .limit(limit);
    },

    /** The titles of these jobs, by id. */
    async jobTitles(jobIds: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (jobIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(inArray(jobs.id, jobIds));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** The people's names, by id. */
    async namesOf(userIds: string[], tx: DbOrTx = db) {
      if (userIds.length === 0) return new Map<string, string>();
      const rows = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
    },

    /**
     * The units offered for new entries (hidden ones left out): of one trade, or of every trade
     * the person offers; by trade name, then code.
     */
    async listUnits(scope: { serviceId: string } | { userId: string }, tx: DbOrTx = db) {
      const inScope =
        'serviceId' in scope
          ? eq(logbookUnits.serviceId, scope.serviceId)
          : inArray(
              logbookUnits.serviceId,
              tx
                .select({ id: userServices.serviceId })
                .from(userServices)
                .where(eq(userServices.userId, scope.userId)),
            );
      return tx
        .select({
          id: logbookUnits.id,
          code: logbookUnits.code,
          title: logbookUnits.title,
          serviceId: services.id,
          serviceName: services.name,
        })
        .from(logbookUnits)
        .innerJoin(services, eq(services.id, logbookUnits.serviceId))
        .where(and(inScope, isNull(logbookUnits.hiddenAt)))
        .orderBy(asc(services.name), asc(logbookUnits.code));
    },

    /**
     * A page of entries: the apprentice's own, or those the person supervises (of one apprentice
     * when asked), newest day first, `limit` of them after `cursor`.
     */
    async listEntries(
      reader: { apprenticeId: string } | { supervisorId: string },
      filters: {
        apprenticeId?: string;
        status?: LogbookEntryStatus;
        from?: string;
        to?: string;
      },
      cursor: EntryCursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<EntryReadRow[]> {
      const where = and(
        'apprenticeId' in reader
          ? eq(logbookEntries.apprenticeId, reader.apprenticeId)
          : eq(logbookEntries.supervisorId, reader.supervisorId),
        filters.apprenticeId ? eq(logbookEntries.apprenticeId, filters.apprenticeId) : undefined,
        filters.status ? eq(logbookEntries.status, filters.status) : undefined,
        filters.from ? gte(logbookEntries.workDate, filters.from) : undefined,
        filters.to ? lte(logbookEntries.workDate, filters.to) : undefined,
        cursor
          ? or(
              lt(logbookEntries.workDate, cursor.workDate),
              and(eq(logbookEntries.workDate, cursor.workDate), lt(logbookEntries.id, cursor.id)),
            )
          : undefined,
      );
      return selectEntries(tx, where).limit(limit);
    },

    /** These entries, whoever's they are (the caller checks who may read them). */
    async readEntries(ids: string[], tx: DbOrTx = db): Promise<EntryReadRow[]> {
      if (ids.length === 0) return [];
      return selectEntries(tx, inArray(logbookEntries.id, ids));
    },

    /** Every revision of the entry, newest first. */
    async revisionsOf(entryId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(logbookEntryRevisions)
        .where(eq(logbookEntryRevisions.entryId, entryId))
        .orderBy(desc(logbookEntryRevisions.revision));
    },
  };
}

export type LogbookReadRepository = ReturnType<typeof createLogbookReadRepository>;
