import {
  and,
  asc,
  desc,
  eq,
  exists,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClientRecordCounts } from '@trademate/shared/constants/client-record';
import type { JobStatus, JobTiming } from '@trademate/shared/constants/jobs';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { StateCode } from '@trademate/shared/constants/states';
import type { Db, DbOrTx } from '../../db/client';
import { driverRows } from '../../db/driver-rows';
import { inlineLimit } from '../../db/inline-limit';
import { clientRecords, jobContacts, jobInvitations, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users, userServices } from '../../db/schema/users';
import { newestFirst, type Cursor, type DistanceCursor } from '../../lib/cursor';
import { boundingBox, distanceKm, fartherThanCursor, withinReach } from '../../lib/distance';
import { licenceSummariesOf } from '../credentials/credentials.service';
import { blockedBetween, peopleBlockedWith } from '../safety/safety.service';

export interface FeedFilters {
  serviceId?: string;
  state?: StateCode;
  city?: string;
  /** Only jobs within this many km of `from` (which must then be given). */
  withinKm?: number;
  /** Nearest first (with `from` and `withinKm`) instead of newest first. */
  nearest?: boolean;
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

/** The counts of a client's record, as the cards read them (null where none is kept yet). */
const clientRecordColumns = {
  contactedJobs: clientRecords.contactedJobs,
  conversations: clientRecords.conversations,
  answered: clientRecords.answered,
  finishedJobs: clientRecords.finishedJobs,
  hiredJobs: clientRecords.hiredJobs,
};

/** A client's record as a driver row carries it (the columns of `clientRecordColumns`). */
interface ClientRecordDriverColumns {
  contacted_jobs: number | null;
  conversations: number | null;
  answered: number | null;
  finished_jobs: number | null;
  hired_jobs: number | null;
}

/** The record is read by primary key through a left join: all its columns or none. */
function clientRecordOfRow(row: ClientRecordDriverColumns): ClientRecordCounts | null {
  return row.contacted_jobs === null
    ? null
    : {
        contactedJobs: row.contacted_jobs,
        conversations: row.conversations!,
        answered: row.answered!,
        finishedJobs: row.finished_jobs!,
        hiredJobs: row.hired_jobs!,
      };
}

/** Which optional parts a feed query has: each combination is its own prepared statement. */
interface FeedShape {
  byService: boolean;
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
function prepareFeedQuery(db: Db, shape: FeedShape, rows: number) {
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

/**
 * A feed row as the driver returns it (PostgreSQL's column names; timestamps as PostgreSQL writes
 * them, dates as `YYYY-MM-DD`), read without Drizzle's row mapping: for a page of the feed that
 * mapping cost more than the page's own shaping (decision 047).
 */
interface FeedDriverRow extends ClientRecordDriverColumns {
  id: string;
  title: string;
  city: string;
  state: StateCode;
  budget_min: number;
  budget_max: number;
  timing: JobTiming;
  timing_date: string | null;
  contact_count: number;
  created_at: string;
  service_id: string;
  name: string;
  distance_km: number | null;
}

/** One job of a feed page, as the service shapes it into a card. */
export interface FeedRow {
  id: string;
  title: string;
  city: string;
  state: StateCode;
  budgetMin: number;
  budgetMax: number;
  timing: JobTiming;
  timingDate: string | null;
  contactCount: number;
  createdAt: Date;
  serviceId: string;
  serviceName: string;
  distanceKm: number | null;
  /** The client's precomputed record (decision 029); null until it is first counted. */
  clientRecord: ClientRecordCounts | null;
}

function toFeedRow(row: FeedDriverRow): FeedRow {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    state: row.state,
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    timing: row.timing,
    timingDate: row.timing_date,
    contactCount: row.contact_count,
    createdAt: new Date(row.created_at),
    serviceId: row.service_id,
    serviceName: row.name,
    distanceKm: row.distance_km,
    clientRecord: clientRecordOfRow(row),
  };
}

/** Whether the job's client is suspended, as a condition on `jobs` (a primary-key probe). */
function clientSuspended(tx: DbOrTx) {
  const client = alias(users, 'job_client');
  return exists(
    tx
      .select({ one: sql`1` })
      .from(client)
      .where(and(eq(client.id, jobs.clientId), isNotNull(client.suspendedAt))),
  );
}

/** Whether the professional offers the job's service, as a boolean column. */
function offersJobService(tx: DbOrTx, tradieId: string | SQLWrapper) {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(userServices)
      .where(and(eq(userServices.userId, tradieId), eq(userServices.serviceId, jobs.serviceId))),
  );
}

/** Whether the client invited this professional to quote on the job, as a boolean column. */
function isInvitedToJob(tx: DbOrTx, professionalId: string | SQLWrapper) {
  return exists(
    tx
      .select({ one: sql`1` })
      .from(jobInvitations)
      .where(
        and(eq(jobInvitations.jobId, jobs.id), eq(jobInvitations.professionalId, professionalId)),
      ),
  );
}

/**
 * A job with what decides whether this professional may see it (their services, their invitation,
 * their contact, their hire, a block, a suspended client), the client's first name and record and
 * the asker's licences, in one prepared statement: a request's detail is read as often as the feed.
 * Every column is named, so the driver's rows can be read by name (`JobForTradieDriverRow`).
 */
function prepareJobForTradie(db: Db) {
  const tradieId = sql.placeholder('tradieId');
  return (
    db
      // Only what the detail shows or decides with: each column more is written out and parsed
      // again on every read (on the embedded database inside the request's own thread).
      .select({
        id: jobs.id,
        serviceId: jobs.serviceId,
        title: jobs.title,
        description: jobs.description,
        state: jobs.state,
        city: jobs.city,
        budgetMin: jobs.budgetMin,
        budgetMax: jobs.budgetMax,
        timing: jobs.timing,
        timingDate: jobs.timingDate,
        photos: jobs.photos,
        status: jobs.status,
        hiredTradieId: jobs.hiredTradieId,
        contactCount: jobs.contactCount,
        createdAt: jobs.createdAt,
        hiddenAt: jobs.hiddenAt,
        serviceName: sql<string>`${services.name}`.as('service_name'),
        serviceSlug: services.slug,
        clientFirstName: users.firstName,
        ...clientRecordColumns,
        // The asker's own licences, for "Licensed for this job" (decision 025): no second query.
        viewerLicences: licenceSummariesOf(sql`${tradieId}::uuid`).as('viewer_licences'),
        conversationId: jobContacts.conversationId,
        offersService: offersJobService(db, tradieId).as('offers_service'),
        isInvited: isInvitedToJob(db, tradieId).as('is_invited'),
        isBlocked: blockedBetween(db, jobs.clientId, sql`${tradieId}::uuid`).as('is_blocked'),
        isClientSuspended: sql<boolean>`${users.suspendedAt} is not null`.as('is_client_suspended'),
      })
      .from(jobs)
      .innerJoin(services, eq(services.id, jobs.serviceId))
      .innerJoin(users, eq(users.id, jobs.clientId))
      .leftJoin(clientRecords, eq(clientRecords.clientId, jobs.clientId))
      .leftJoin(
        jobContacts,
        and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, sql`${tradieId}::uuid`)),
      )
      .where(eq(jobs.id, sql.placeholder('jobId')))
      .limit(inlineLimit(1))
      .prepare('job_for_tradie')
  );
}

/**
 * A request's detail as the driver returns it (PostgreSQL's column names; timestamps as PostgreSQL
 * writes them), read without Drizzle's row mapping as the feed's rows are (decision 050).
 */
interface JobForTradieDriverRow extends ClientRecordDriverColumns {
  id: string;
  service_id: string;
  title: string;
  description: string;
  state: StateCode;
  city: string;
  budget_min: number;
  budget_max: number;
  timing: JobTiming;
  timing_date: string | null;
  photos: string[];
  status: JobStatus;
  hired_tradie_id: string | null;
  contact_count: number;
  created_at: string;
  hidden_at: string | null;
  service_name: string;
  slug: string;
  first_name: string;
  viewer_licences: LicenceSummary[];
  conversation_id: string | null;
  offers_service: boolean;
  is_invited: boolean;
  is_blocked: boolean;
  is_client_suspended: boolean;
}

function toJobForTradie(row: JobForTradieDriverRow) {
  return {
    job: {
      id: row.id,
      serviceId: row.service_id,
      title: row.title,
      description: row.description,
      state: row.state,
      city: row.city,
      budgetMin: row.budget_min,
      budgetMax: row.budget_max,
      timing: row.timing,
      timingDate: row.timing_date,
      photos: row.photos,
      status: row.status,
      hiredTradieId: row.hired_tradie_id,
      contactCount: row.contact_count,
      createdAt: new Date(row.created_at),
      hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at),
    },
    serviceName: row.service_name,
    serviceSlug: row.slug,
    clientFirstName: row.first_name,
    clientRecord: clientRecordOfRow(row),
    viewerLicences: row.viewer_licences,
    conversationId: row.conversation_id,
    offersService: row.offers_service,
    isInvited: row.is_invited,
    isBlocked: row.is_blocked,
    isClientSuspended: row.is_client_suspended,
  };
}

/** The jobs table read for professionals (the feed and a request's detail), and job_contacts. */
export function createJobRequestsRepository(db: Db) {
  const feedQueries = new Map<string, ReturnType<typeof prepareFeedQuery>>();
  const jobForTradie = prepareJobForTradie(db);
  return {
    /**
     * One page of the feed in one query, `limit + 1` rows so the caller knows whether more follow.
     * The feed is the professionals' busiest read: its statements are prepared (named) once per
     * shape and page size, so Drizzle builds each once and PostgreSQL settles on one plan for each
     * per connection (the page size is written into the statement: decision 047).
     */
    async findOpenJobsForTradie(
      tradieId: string,
      filters: FeedFilters,
      page: { cursor?: FeedCursor; limit: number },
      from?: FeedOrigin,
    ): Promise<FeedRow[]> {
      const nearest = Boolean(from && filters.withinKm && filters.nearest);
      const shape: FeedShape = {
        byService: Boolean(filters.serviceId),
        byState: Boolean(filters.state),
        byCity: Boolean(filters.city),
        afterCursor: Boolean(page.cursor),
        withDistance: Boolean(from),
        withinKm: Boolean(from && filters.withinKm),
        nearest,
      };
      const cursor = page.cursor;
      const box =
        from && filters.withinKm ? boundingBox({ ...from, km: filters.withinKm }) : undefined;
      const rows = page.limit + 1;
      const key = `${Object.values(shape).join()},${rows}`;
      let query = feedQueries.get(key);
      if (!query) {
        query = prepareFeedQuery(db, shape, rows);
        feedQueries.set(key, query);
      }
      const found = await driverRows<FeedDriverRow>(query, {
        tradieId,
        serviceId: filters.serviceId,
        state: filters.state,
        city: filters.city,
        cursorId: cursor?.id,
        cursorAt: cursor && 'createdAt' in cursor ? cursor.createdAt.toISOString() : undefined,
        cursorKm: cursor && 'distanceKm' in cursor ? cursor.distanceKm : undefined,
        lat: from?.latitude,
        lon: from?.longitude,
        withinKm: filters.withinKm,
        ...box,
      });
      return found.map(toFeedRow);
    },

    /**
     * A job with what decides whether this professional may see it (their services, their contact,
     * their hire) and the client's first name, in one query; undefined when no such job exists.
     */
    async findJobForTradie(jobId: string, tradieId: string) {
      const [row] = await driverRows<JobForTradieDriverRow>(jobForTradie, { jobId, tradieId });
      return row && toJobForTradie(row);
    },

    /**
     * The job a professional is about to contact the client about, locked until the transaction
     * ends so a hire or cancellation cannot slip in between the check and the contact.
     */
    async lockJobForContact(jobId: string, tradieId: string, tx: DbOrTx) {
      const [row] = await tx
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          clientId: jobs.clientId,
          offersService: offersJobService(tx, tradieId).mapWith(Boolean),
          isInvited: isInvitedToJob(tx, tradieId).mapWith(Boolean),
          hasContacted: exists(
            tx
              .select({ one: sql`1` })
              .from(jobContacts)
              .where(and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, tradieId))),
          ).mapWith(Boolean),
          isBlocked: blockedBetween(tx, jobs.clientId, sql`${tradieId}::uuid`).mapWith(Boolean),
          isClientSuspended: clientSuspended(tx).mapWith(Boolean),
          isHidden: sql<boolean>`${jobs.hiddenAt} is not null`,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .for('update', { of: jobs })
        .limit(1);
      return row;
    },
  };
}

export type JobRequestsRepository = ReturnType<typeof createJobRequestsRepository>;
