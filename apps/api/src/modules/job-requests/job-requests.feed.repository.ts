import type { ClientRecordCounts } from '@trademate/shared/constants/client-record';
import type { JobTiming } from '@trademate/shared/constants/jobs';
import type { StateCode } from '@trademate/shared/constants/states';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import type { Db } from '../../db/client';
import { driverRows } from '../../db/fast-paths/driver-rows';
import { boundingBox } from '../../lib/distance';
import type { JobCardRow } from '../jobs/jobs.service';
import { clientRecordOfRow, type ClientRecordDriverColumns } from './job-requests.conditions';
import {
  prepareFeedQuery,
  type FeedCursor,
  type FeedFilters,
  type FeedOrigin,
  type FeedQuery,
  type FeedShape,
} from './job-requests.feed-query';

export type { FeedCursor, FeedFilters, FeedOrigin };

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
  question_set_id: string | null;
  answers: JobAnswersInput | null;
  service_id: string;
  name: string;
  distance_km: number | null;
}

/**
 * One job of a feed page: the columns of a job's card (`toJobCard`, the jobs module's read shape)
 * with its distance and its client's record, both always read here.
 */
export interface FeedRow extends JobCardRow {
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
    questionSetId: row.question_set_id,
    answers: row.answers,
    serviceId: row.service_id,
    serviceName: row.name,
    distanceKm: row.distance_km,
    clientRecord: clientRecordOfRow(row),
  };
}

/** The professionals' feed: open jobs in their services, a page at a time. */
export function createJobFeedRepository(db: Db) {
  const feedQueries = new Map<string, FeedQuery>();
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
        byAnswers: Boolean(filters.answers?.length),
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
        answers: filters.answers?.length ? JSON.stringify(filters.answers) : undefined,
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
  };
}
