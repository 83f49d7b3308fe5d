import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { logbookLevels, type LogbookLevel } from '@trademate/shared/constants/logbook';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { logbookEntries, logbookSettings, logbookUnits } from '../../db/schema/logbook';
import { services } from '../../db/schema/services';
import { userServices, users } from '../../db/schema/users';

/** Days of the logbook, both ends included; an end left out is open. */
export interface LogbookPeriod {
  from?: string;
  to?: string;
}

export type LogbookSettingsRow = typeof logbookSettings.$inferSelect;

/** Minutes of one cut of the totals, verified and waiting. */
export interface MinutesRow {
  verifiedMinutes: number;
  pendingMinutes: number;
}

/** A verified entry as the exports print it. */
export interface ExportEntryRow {
  id: string;
  workDate: string;
  minutes: number;
  site: string;
  jobTitle: string | null;
  tasks: string;
  unitCodes: string[];
  level: LogbookLevel;
  supervisorId: string;
  supervisorFirstName: string;
  supervisorLastName: string;
  verifiedAt: Date;
}

async function rowsOf<T>(tx: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await tx.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const verifiedSum = sql<number>`coalesce(sum(${logbookEntries.minutes}) filter (where ${logbookEntries.status} = 'verified'), 0)::int`;
const pendingSum = sql<number>`coalesce(sum(${logbookEntries.minutes}) filter (where ${logbookEntries.status} = 'pending'), 0)::int`;

/** The apprentice's entries in the period: the filter every total and export starts from. */
function entriesOf(apprenticeId: string, period: LogbookPeriod): SQL {
  return and(
    eq(logbookEntries.apprenticeId, apprenticeId),
    period.from ? gte(logbookEntries.workDate, period.from) : undefined,
    period.to ? lte(logbookEntries.workDate, period.to) : undefined,
  )!;
}

/** Waiting or verified: what the cuts count (a returned entry is the apprentice's to change). */
const counted = inArray(logbookEntries.status, ['pending', 'verified']);

/**
 * The logbook's reports (decision 072): settings, totals grouped in SQL, the verified hours per
 * trade a profile shows, and the verified entries an export prints. Reads `users`, `services`,
 * `user_services` and `jobs` in joins for names and trades.
 */
export function createLogbookReportsRepository(db: Db) {
  return {
    async findSettings(
      apprenticeId: string,
      tx: DbOrTx = db,
    ): Promise<LogbookSettingsRow | undefined> {
      const [row] = await tx
        .select()
        .from(logbookSettings)
        .where(eq(logbookSettings.apprenticeId, apprenticeId));
      return row;
    },

    async saveSettings(
      apprenticeId: string,
      values: { targetHours: number | null; showVerifiedHours: boolean },
      tx: DbOrTx = db,
    ): Promise<LogbookSettingsRow> {
      const changes = { ...values, updatedAt: new Date() };
      const [row] = await tx
        .insert(logbookSettings)
        .values({ apprenticeId, ...changes })
        .onConflictDoUpdate({ target: logbookSettings.apprenticeId, set: changes })
        .returning();
      return row!;
    },

    /** Minutes per status: verified, waiting and returned. */
    async sumByStatus(apprenticeId: string, period: LogbookPeriod, tx: DbOrTx = db) {
      return tx
        .select({
          status: logbookEntries.status,
          minutes: sql<number>`sum(${logbookEntries.minutes})::int`,
        })
        .from(logbookEntries)
        .where(entriesOf(apprenticeId, period))
        .groupBy(logbookEntries.status);
    },

    /** Minutes per unit named: an entry naming several units counts for each. */
    async sumByUnit(
      apprenticeId: string,
      period: LogbookPeriod,
      tx: DbOrTx = db,
    ): Promise<Array<MinutesRow & { id: string; code: string; title: string }>> {
      return rowsOf(
        tx,
        sql`
        select ${logbookUnits.id} as "id", ${logbookUnits.code} as "code",
               ${logbookUnits.title} as "title",
               ${verifiedSum} as "verifiedMinutes", ${pendingSum} as "pendingMinutes"
        from ${logbookEntries}
        cross join lateral unnest(${logbookEntries.unitIds}) as named_unit(unit_id)
        join ${logbookUnits} on ${logbookUnits.id} = named_unit.unit_id
        where ${entriesOf(apprenticeId, period)} and ${counted}
        group by ${logbookUnits.id}, ${logbookUnits.code}, ${logbookUnits.title}
        order by ${logbookUnits.code}, ${logbookUnits.id}`,
      );
    },

    async sumByLevel(
      apprenticeId: string,
      period: LogbookPeriod,
      tx: DbOrTx = db,
    ): Promise<Array<MinutesRow & { level: LogbookLevel }>> {
      const rows = await tx
        .select({
          level: logbookEntries.level,
          verifiedMinutes: verifiedSum,
          pendingMinutes: pendingSum,
        })
        .from(logbookEntries)
        .where(and(entriesOf(apprenticeId, period), counted))
        .groupBy(logbookEntries.level);
      return rows.sort((a, b) => logbookLevels.indexOf(a.level) - logbookLevels.indexOf(b.level));
    },

    async sumBySupervisor(apprenticeId: string, period: LogbookPeriod, tx: DbOrTx = db) {
      return tx
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatarPath,
          verifiedMinutes: verifiedSum,
          pendingMinutes: pendingSum,
        })
        .from(logbookEntries)
        .innerJoin(users, eq(users.id, logbookEntries.supervisorId))
        .where(and(entriesOf(apprenticeId, period), counted))
        .groupBy(users.id, users.firstName, users.lastName, users.avatarPath)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** Minutes per month of the days worked (YYYY-MM), oldest first. */
    async sumByMonth(apprenticeId: string, period: LogbookPeriod, tx: DbOrTx = db) {
      const month = sql<string>`to_char(${logbookEntries.workDate}, 'YYYY-MM')`;
      return tx
        .select({ month, verifiedMinutes: verifiedSum, pendingMinutes: pendingSum })
        .from(logbookEntries)
        .where(and(entriesOf(apprenticeId, period), counted))
        .groupBy(month)
        .orderBy(month);
    },

    /**
     * Verified minutes per trade: an entry counts once for each trade its units belong to (a
     * merged trade's units count for the one it went into), and an entry naming no unit counts
     * for each trade the apprentice offers. Largest first.
     */
    async sumVerifiedByService(
      apprenticeId: string,
      tx: DbOrTx = db,
    ): Promise<Array<{ serviceId: string; name: string; minutes: number }>> {
      return rowsOf(
        tx,
        sql`
        with verified as (
          select ${logbookEntries.id} as id, ${logbookEntries.minutes} as minutes,
                 ${logbookEntries.unitIds} as unit_ids
          from ${logbookEntries}
          where ${logbookEntries.apprenticeId} = ${apprenticeId}
            and ${logbookEntries.status} = 'verified'
        ),
        entry_trades as (
          select distinct verified.id, verified.minutes,
                 coalesce(${services.mergedIntoId}, ${services.id}) as service_id
          from verified
          cross join lateral unnest(verified.unit_ids) as named_unit(unit_id)
          join ${logbookUnits} on ${logbookUnits.id} = named_unit.unit_id
          join ${services} on ${services.id} = ${logbookUnits.serviceId}
          union all
          select verified.id, verified.minutes, ${userServices.serviceId} as service_id
          from verified
          join ${userServices} on ${userServices.userId} = ${apprenticeId}
          where cardinality(verified.unit_ids) = 0
        )
        select entry_trades.service_id as "serviceId", ${services.name} as "name",
               sum(entry_trades.minutes)::int as "minutes"
        from entry_trades
        join ${services} on ${services.id} = entry_trades.service_id
        group by entry_trades.service_id, ${services.name}
        order by 3 desc, ${services.name}`,
      );
    },

    /** The verified entries of the period, oldest day first, with their units' codes. */
    async findVerifiedEntries(
      apprenticeId: string,
      period: LogbookPeriod,
      tx: DbOrTx = db,
    ): Promise<ExportEntryRow[]> {
      const rows = await rowsOf<Omit<ExportEntryRow, 'verifiedAt'> & { verifiedAt: Date | string }>(
        tx,
        sql`
        select ${logbookEntries.id} as "id", to_char(${logbookEntries.workDate}, 'YYYY-MM-DD') as "workDate",
               ${logbookEntries.minutes} as "minutes", ${logbookEntries.site} as "site",
               ${jobs.title} as "jobTitle", ${logbookEntries.tasks} as "tasks",
               array(
                 select ${logbookUnits.code}
                 from unnest(${logbookEntries.unitIds}) with ordinality as named_unit(unit_id, n)
                 join ${logbookUnits} on ${logbookUnits.id} = named_unit.unit_id
                 order by named_unit.n
               ) as "unitCodes",
               ${logbookEntries.level} as "level", ${logbookEntries.supervisorId} as "supervisorId",
               ${users.firstName} as "supervisorFirstName", ${users.lastName} as "supervisorLastName",
               ${logbookEntries.verifiedAt} as "verifiedAt"
        from ${logbookEntries}
        join ${users} on ${users.id} = ${logbookEntries.supervisorId}
        left join ${jobs} on ${jobs.id} = ${logbookEntries.jobId}
        where ${entriesOf(apprenticeId, period)} and ${logbookEntries.status} = 'verified'
        order by ${logbookEntries.workDate}, ${logbookEntries.verifiedAt}, ${logbookEntries.id}`,
      );
      // Raw rows carry timestamps as the driver reads them: a Date, or text on some drivers.
      return rows.map((row) => ({ ...row, verifiedAt: new Date(row.verifiedAt) }));
    },

    /** Who the export is for: their name and what they keep on record to be reached. */
    async findApprentice(apprenticeId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          contactNumber: users.contactNumber,
        })
        .from(users)
        .where(eq(users.id, apprenticeId));
      return row;
    },
  };
}

export type LogbookReportsRepository = ReturnType<typeof createLogbookReportsRepository>;
