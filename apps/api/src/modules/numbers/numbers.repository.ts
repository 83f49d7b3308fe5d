import { sql, type SQL } from 'drizzle-orm';
import type { StateCode } from '@trademate/shared/constants/states';
import { numbersTimeZone, type NumbersPeriod } from '@trademate/shared/constants/numbers';
import type { Db } from '../../db/client';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';

/** The range a report covers: the periods holding `from` and `to` (Sydney days), and "now". */
export interface NumbersRange {
  period: NumbersPeriod;
  from: string;
  to: string;
  state: StateCode | null;
  now: Date;
}

/** One period's event counts (what happened in it). */
export interface EventRow {
  start: string;
  client: number;
  tradie: number;
  freeTradie: number;
  apprentice: number;
  jobsPosted: number;
  jobsContacted: number;
  medianHours: number | null;
  hires: number;
  completedJobs: number;
  reviews: number;
  trialsStarted: number;
  trialsConverted: number;
}

/** One period's standing figures (who was paying at its start and end). */
export interface StandingRow {
  start: string;
  payingAtEnd: number;
  mrrCents: number;
  payingAtStart: number;
  churned: number;
}

const TZ = sql.raw(`'${numbersTimeZone}'`);

/**
 * The periods of a range as a row source `b(local_start, starts, ends, at_end)`: each period's
 * first moment on Sydney's wall clock, its start and end as instants, and the instant its standing
 * figures are read at (its end, or now for the period under way). Generated, so a period in which
 * nothing happened still has its row.
 */
function periodsOf(range: NumbersRange): SQL {
  const unit = sql.raw(`'${range.period}'`);
  const step = sql.raw(`interval '1 ${range.period}'`);
  return sql`(
    select gs as local_start,
           gs at time zone ${TZ} as starts,
           (gs + ${step}) at time zone ${TZ} as ends,
           least((gs + ${step}) at time zone ${TZ}, ${range.now.toISOString()}::timestamptz) as at_end
    from generate_series(
      date_trunc(${unit}, ${range.from}::timestamp),
      date_trunc(${unit}, ${range.to}::timestamp),
      ${step}
    ) as gs
  )`;
}

/** The first and the last instant a range covers, for the scans' index-friendly bounds. */
function boundsOf(range: NumbersRange): { lo: SQL; hi: SQL } {
  const unit = sql.raw(`'${range.period}'`);
  const step = sql.raw(`interval '1 ${range.period}'`);
  return {
    lo: sql`(date_trunc(${unit}, ${range.from}::timestamp) at time zone ${TZ})`,
    hi: sql`((date_trunc(${unit}, ${range.to}::timestamp) + ${step}) at time zone ${TZ})`,
  };
}

/** The Sydney period an instant falls in, as the periods' `local_start`. */
function periodOf(range: NumbersRange, instant: SQL | SQL.Aliased | unknown): SQL {
  return sql`date_trunc(${sql.raw(`'${range.period}'`)}, ${instant} at time zone ${TZ})`;
}

const stateIs = (column: SQL | unknown, state: StateCode | null): SQL =>
  state ? sql`and ${column} = ${state}` : sql``;

/** A professional paying at instant `at`: a payment of theirs covers it. */
function covers(at: SQL): SQL {
  return sql`${payments.periodStart} <= ${at} and ${payments.periodEnd} > ${at}`;
}

interface RawEventRow {
  start: string;
  client: number;
  tradie: number;
  free_tradie: number;
  apprentice: number;
  jobs_posted: number;
  jobs_contacted: number;
  median_hours: number | null;
  hires: number;
  completed_jobs: number;
  reviews: number;
  trials_started: number;
  trials_converted: number;
}

interface RawStandingRow {
  start: string;
  paying_at_end: number;
  mrr_cents: number;
  paying_at_start: number;
  churned: number;
}

/** Rows of a raw statement, from either driver (both answer `{ rows }`). */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The Numbers section's reads (decision 036): aggregates across the marketplace's tables, read
 * only. Each figure is one grouped scan over its range, joined to the generated periods.
 */
export function createNumbersRepository(db: Db) {
  return {
    async countEvents(range: NumbersRange): Promise<EventRow[]> {
      const { lo, hi } = boundsOf(range);
      const { state } = range;
      const rows = await rowsOf<RawEventRow>(
        db,
        sql`
        select to_char(b.local_start, 'YYYY-MM-DD') as start,
               coalesce(su.client, 0) as client,
               coalesce(su.tradie, 0) as tradie,
               coalesce(su.free_tradie, 0) as free_tradie,
               coalesce(su.apprentice, 0) as apprentice,
               coalesce(jp.posted, 0) as jobs_posted,
               coalesce(jp.contacted, 0) as jobs_contacted,
               jp.median_hours,
               coalesce(hi.n, 0) as hires,
               coalesce(co.n, 0) as completed_jobs,
               coalesce(rv.n, 0) as reviews,
               coalesce(ts.n, 0) as trials_started,
               coalesce(tc.n, 0) as trials_converted
        from ${periodsOf(range)} as b
        left join (
          select ${periodOf(range, users.createdAt)} as local_start,
                 (count(*) filter (where ${users.userType} = 'client'))::int as client,
                 (count(*) filter (where ${users.userType} = 'tradie'))::int as tradie,
                 (count(*) filter (where ${users.userType} = 'freeTradie'))::int as free_tradie,
                 (count(*) filter (where ${users.userType} = 'apprentice'))::int as apprentice
          from ${users}
          where ${users.createdAt} >= ${lo} and ${users.createdAt} < ${hi} ${stateIs(users.state, state)}
          group by 1
        ) as su on su.local_start = b.local_start
        left join (
          select ${periodOf(range, jobs.createdAt)} as local_start,
                 count(*)::int as posted,
                 (count(*) filter (where first_contact.first_at is not null))::int as contacted,
                 (percentile_cont(0.5) within group (
                   order by extract(epoch from first_contact.first_at - ${jobs.createdAt}) / 3600.0
                 ))::float8 as median_hours
          from ${jobs}
          left join lateral (
            select min(${jobContacts.createdAt}) as first_at
            from ${jobContacts}
            where ${jobContacts.jobId} = ${jobs.id}
          ) as first_contact on true
          where ${jobs.createdAt} >= ${lo} and ${jobs.createdAt} < ${hi} ${stateIs(jobs.state, state)}
          group by 1
        ) as jp on jp.local_start = b.local_start
        left join (
          select ${periodOf(range, jobs.hiredAt)} as local_start, count(*)::int as n
          from ${jobs}
          where ${jobs.hiredAt} >= ${lo} and ${jobs.hiredAt} < ${hi} ${stateIs(jobs.state, state)}
          group by 1
        ) as hi on hi.local_start = b.local_start
        left join (
          select ${periodOf(range, jobs.completedAt)} as local_start, count(*)::int as n
          from ${jobs}
          where ${jobs.completedAt} >= ${lo} and ${jobs.completedAt} < ${hi} ${stateIs(jobs.state, state)}
          group by 1
        ) as co on co.local_start = b.local_start
        left join (
          select ${periodOf(range, reviews.createdAt)} as local_start, count(*)::int as n
          from ${reviews}
          join ${jobs} on ${jobs.id} = ${reviews.jobId}
          where ${reviews.createdAt} >= ${lo} and ${reviews.createdAt} < ${hi} ${stateIs(jobs.state, state)}
          group by 1
        ) as rv on rv.local_start = b.local_start
        left join (
          select ${periodOf(range, subscriptions.createdAt)} as local_start, count(*)::int as n
          from ${subscriptions}
          join ${users} on ${users.id} = ${subscriptions.userId}
          where ${subscriptions.createdAt} >= ${lo} and ${subscriptions.createdAt} < ${hi}
            ${stateIs(users.state, state)}
            and not exists (
              select 1 from ${payments}
              where ${payments.userId} = ${subscriptions.userId}
                and ${payments.createdAt} <= ${subscriptions.createdAt}
            )
          group by 1
        ) as ts on ts.local_start = b.local_start
        left join (
          select ${periodOf(range, sql`first_payment.paid_at`)} as local_start, count(*)::int as n
          from ${subscriptions}
          join ${users} on ${users.id} = ${subscriptions.userId}
          join lateral (
            select min(${payments.paidAt}) as paid_at, min(${payments.createdAt}) as created_at
            from ${payments}
            where ${payments.userId} = ${subscriptions.userId}
          ) as first_payment on first_payment.created_at > ${subscriptions.createdAt}
          where first_payment.paid_at >= ${lo} and first_payment.paid_at < ${hi}
            ${stateIs(users.state, state)}
          group by 1
        ) as tc on tc.local_start = b.local_start
        order by b.local_start`,
      );
      return rows.map((row) => ({
        start: row.start,
        client: Number(row.client),
        tradie: Number(row.tradie),
        freeTradie: Number(row.free_tradie),
        apprentice: Number(row.apprentice),
        jobsPosted: Number(row.jobs_posted),
        jobsContacted: Number(row.jobs_contacted),
        medianHours: row.median_hours === null ? null : Number(row.median_hours),
        hires: Number(row.hires),
        completedJobs: Number(row.completed_jobs),
        reviews: Number(row.reviews),
        trialsStarted: Number(row.trials_started),
        trialsConverted: Number(row.trials_converted),
      }));
    },

    async measureStanding(range: NumbersRange): Promise<StandingRow[]> {
      const { state } = range;
      const payer = (at: SQL) => sql`
        select ${payments.userId} from ${payments}
        join ${users} on ${users.id} = ${payments.userId}
        where ${covers(at)} ${stateIs(users.state, state)}`;
      const rows = await rowsOf<RawStandingRow>(
        db,
        sql`
        select to_char(b.local_start, 'YYYY-MM-DD') as start,
          (select count(distinct paying.user_id)::int from (${payer(sql`b.at_end`)}) as paying)
            as paying_at_end,
          (select coalesce(round(sum(latest.monthly)), 0)::int from (
            select distinct on (${payments.userId})
                   case when ${plans.interval} = 'year' then ${payments.amountCents} / 12.0
                        else ${payments.amountCents}::numeric end as monthly
            from ${payments}
            join ${plans} on ${plans.id} = ${payments.planId}
            join ${users} on ${users.id} = ${payments.userId}
            where ${covers(sql`b.at_end`)} ${stateIs(users.state, state)}
            order by ${payments.userId}, ${payments.periodStart} desc
          ) as latest) as mrr_cents,
          (select count(distinct paying.user_id)::int from (${payer(sql`b.starts`)}) as paying)
            as paying_at_start,
          (select count(*)::int from (
            select distinct paying.user_id from (${payer(sql`b.starts`)}) as paying
            except
            select paying.user_id from (${payer(sql`b.at_end`)}) as paying
          ) as stopped) as churned
        from ${periodsOf(range)} as b
        order by b.local_start`,
      );
      return rows.map((row) => ({
        start: row.start,
        payingAtEnd: Number(row.paying_at_end),
        mrrCents: Number(row.mrr_cents),
        payingAtStart: Number(row.paying_at_start),
        churned: Number(row.churned),
      }));
    },
  };
}

export type NumbersRepository = ReturnType<typeof createNumbersRepository>;
