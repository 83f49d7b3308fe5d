import { and, asc, desc, eq, isNull, lt, not, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { StateCode } from '@trademate/shared/constants/states';
import type { Db } from '../../db/client';
import { inlineLimit } from '../../db/fast-paths/inline-limit';
import { clientRecords, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { userServices } from '../../db/schema/users';
import { newestFirst, type Cursor, type DistanceCursor } from '../../lib/cursor';
import { distanceKm, fartherThanCursor, withinReach } from '../../lib/distance';
import { peopleBlockedWith } from '../safety/safety.service';
import { clientRecordColumns, clientSuspended } from './job-requests.conditions';

export interface FeedFilters {
  serviceId?: string;
  state?: StateCode;
  city?: string;
  /** Only jobs within this many km of `from` (which must then be given). */
  withinKm?: number;
  /** Nearest first (with `from` and `withinKm`) instead of newest first. */
  nearest?: boolean;
  /**
   * Answers a job must have (decision 071): one group per question, each the answers that match
   * it (`{"storeys":"single"}`, or in a list for several choices). Every group, any of its values.
   */
  answers?: Record<string, unknown>[][];
}

/** Where the last page stopped: a time and id (newest first) or a distance and id (nearest). */
export type FeedCursor = Cursor | DistanceCursor;

/** The viewer's coordinates, when their profile has a suburb: each job's distance is from there. */
export interface FeedOrigin {
  latitude: number;
  longitude: number;
}

/**
 * `(created_at, id) < cursor` for the feed, newest first. Jobs keep the database's microseconds and
 * a cursor only milliseconds, so the cursor's own job supplies its exact time while it exists: two
 * jobs posted in one millisecond are never skipped. The subquery runs once, so the index range holds.
 */
function postedBefore() {
  const cursorTime = sql`coalesce((select ${jobs.createdAt} from ${jobs} where ${jobs.id} = ${sql.placeholder('cursorId')}), ${sql.placeholder('cursorAt')}::timestamptz)`;
  return or(
    lt(jobs.createdAt, cursorTime),
    and(eq(jobs.createdAt, cursorTime), lt(jobs.id, sql.placeholder('cursorId'))),
  );
}

/**
 * Whether a job's answers contain a value of each group of `groups` (the feed's answer filters, one
 * jsonb parameter `[[value, …], …]`): containment (`@>`) per value, any value of a group, every
 * group. One parameter for any number of filters keeps one statement for the shape.
 */
function hasAnswers(groups: SQLWrapper) {
  return sql`not exists (
    select 1 from jsonb_array_elements(${groups}::jsonb) as wanted(answers)
     where not exists (
       select 1 from jsonb_array_elements(wanted.answers) as answer(value)
        where ${jobs.answers} @> answer.value))`;
}

/** Which optional parts a feed query has: each combination is its own prepared statement. */
export interface FeedShape {
  byService: boolean;
  byAnswers: boolean;
  byState: boolean;
  byCity: boolean;
  afterCursor: boolean;
  withDistance: boolean;
  withinKm: boolean;
  nearest: boolean;
}

/**
 * The feed query for one shape and page size (`rows`, written into the statement: decision 047),
 * with every other value a placeholder: open jobs in the professional's services, newest first.
 * Each offered service reads its own newest open jobs from jobs_open_feed_idx (a lateral subquery
 * that stops at `rows`), and only those few rows are merged, so the cost of a page does not grow
 * with the number of open jobs. The page is chosen first (`top`) and only its rows are then
 * decorated with their service, distance and client's record: decorating every service's
 * candidates before choosing cost a third more (decision 049).
 */
export function prepareFeedQuery(db: Db, shape: FeedShape, rows: number) {
  const lat = sql.placeholder('lat');
  const lon = sql.placeholder('lon');
  const distance = distanceKm(jobs.latitude, jobs.longitude, lat, lon);
  const offered = db
    .select({ serviceId: userServices.serviceId })
    .from(userServices)
    .where(
      and(
        eq(userServices.userId, sql.placeholder('tradieId')),
        shape.byService ? eq(userServices.serviceId, sql.placeholder('serviceId')) : undefined,
      ),
    )
    .as('offered');
  const newest = db
    .select({
      id: jobs.id,
      title: jobs.title,
      city: jobs.city,
      state: jobs.state,
      budgetMin: jobs.budgetMin,
      budgetMax: jobs.budgetMax,
      timing: jobs.timing,
      timingDate: jobs.timingDate,
      contactCount: jobs.contactCount,
      createdAt: jobs.createdAt,
      serviceId: jobs.serviceId,
      clientId: jobs.clientId,
      latitude: jobs.latitude,
      longitude: jobs.longitude,
      questionSetId: jobs.questionSetId,
      answers: jobs.answers,
      // Nearest first, the distance orders the candidates; newest first, only the page's rows
      // have theirs computed, below.
      ...(shape.nearest ? { nearestKm: distance.as('nearest_km') } : {}),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.serviceId, offered.serviceId),
        // A literal, not a placeholder: a generic plan of this prepared statement, which
        // PostgreSQL may settle on after a few runs, can then read the partial index
        // jobs_open_feed_idx too (with the status as a parameter it scanned every job: 50 ms).
        sql`${jobs.status} = 'open'`,
        // A job hidden by staff leaves every feed at once (decision 034).
        isNull(jobs.hiddenAt),
        // Neither side of a block sees the other's jobs (decision 027).
        sql`${jobs.clientId} <> all(${peopleBlockedWith(db, sql.placeholder('tradieId'))})`,
        // A suspended client's jobs wait off the feed until they are reinstated (decision 031).
        not(clientSuspended(db)),
        shape.byAnswers ? hasAnswers(sql.placeholder('answers')) : undefined,
        shape.byState ? eq(jobs.state, sql.placeholder('state')) : undefined,
        shape.byCity ? eq(jobs.city, sql.placeholder('city')) : undefined,
        shape.afterCursor
          ? shape.nearest
            ? fartherThanCursor(distance, jobs.id)
            : postedBefore()
          : undefined,
        shape.withinKm
          ? withinReach(jobs.latitude, jobs.longitude, sql.placeholder('withinKm'))
          : undefined,
      ),
    )
    .orderBy(
      ...(shape.nearest ? [asc(distance), asc(jobs.id)] : newestFirst(jobs.createdAt, jobs.id)),
    )
    .limit(inlineLimit(rows))
    .as('newest');
  const nearestKm = sql<number>`${sql.identifier('newest')}.${sql.identifier('nearest_km')}`;
  const top = db
    .select({
      id: newest.id,
      title: newest.title,
      city: newest.city,
      state: newest.state,
      budgetMin: newest.budgetMin,
      budgetMax: newest.budgetMax,
      timing: newest.timing,
      timingDate: newest.timingDate,
      contactCount: newest.contactCount,
      createdAt: newest.createdAt,
      serviceId: newest.serviceId,
      clientId: newest.clientId,
      latitude: newest.latitude,
      longitude: newest.longitude,
      questionSetId: newest.questionSetId,
      answers: newest.answers,
      ...(shape.nearest ? { nearestKm: nearestKm.as('nearest_km') } : {}),
    })
    .from(offered)
    .crossJoinLateral(newest)
    .orderBy(
      ...(shape.nearest
        ? [asc(nearestKm), asc(newest.id)]
        : [desc(newest.createdAt), desc(newest.id)]),
    )
    .limit(inlineLimit(rows))
    .as('top');
  // The client's precomputed record (decision 029), read laterally: one primary-key probe per row
  // of the page. Its `limit` keeps PostgreSQL from flattening it into a join, which it would hash
  // over the whole table.
  const record = db
    .select(clientRecordColumns)
    .from(clientRecords)
    .where(eq(clientRecords.clientId, top.clientId))
    .limit(inlineLimit(1))
    .as('record');
  const topNearestKm = sql<number>`${sql.identifier('top')}.${sql.identifier('nearest_km')}`;
  const name = `job_requests_feed_${Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join('')}_${rows}`;
  return db
    .select({
      id: top.id,
      title: top.title,
      city: top.city,
      state: top.state,
      budgetMin: top.budgetMin,
      budgetMax: top.budgetMax,
      timing: top.timing,
      timingDate: top.timingDate,
      contactCount: top.contactCount,
      createdAt: top.createdAt,
      questionSetId: top.questionSetId,
      answers: top.answers,
      // Named apart from the job's own `id`: the rows are read by column name (`FeedDriverRow`).
      serviceId: sql<string>`${services.id}`.as('service_id'),
      serviceName: services.name,
      distanceKm: (shape.nearest
        ? topNearestKm
        : shape.withDistance
          ? distanceKm(top.latitude, top.longitude, lat, lon)
          : sql<number | null>`null::double precision`
      ).as('distance_km'),
      contactedJobs: record.contactedJobs,
      conversations: record.conversations,
      answered: record.answered,
      finishedJobs: record.finishedJobs,
      hiredJobs: record.hiredJobs,
    })
    .from(top)
    .innerJoin(services, eq(services.id, top.serviceId))
    .leftJoinLateral(record, sql`true`)
    .orderBy(
      ...(shape.nearest ? [asc(topNearestKm), asc(top.id)] : [desc(top.createdAt), desc(top.id)]),
    )
    .prepare(name);
}

export type FeedQuery = ReturnType<typeof prepareFeedQuery>;
