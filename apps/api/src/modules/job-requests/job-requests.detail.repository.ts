import { and, eq, exists, sql } from 'drizzle-orm';
import type { JobStatus, JobTiming } from '@trademate/shared/constants/jobs';
import type { LicenceSummary } from '@trademate/shared/schemas/credentials';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import type { StateCode } from '@trademate/shared/constants/states';
import type { Db, DbOrTx } from '../../db/client';
import { driverRows } from '../../db/fast-paths/driver-rows';
import { inlineLimit } from '../../db/fast-paths/inline-limit';
import { clientRecords, jobContacts, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { licenceSummariesOf } from '../credentials/credentials.service';
import type { JobFactsRow } from '../jobs/jobs.service';
import { blockedBetween } from '../safety/safety.service';
import {
  clientRecordColumns,
  clientRecordOfRow,
  clientSuspended,
  isInvitedToJob,
  offersJobService,
  type ClientRecordDriverColumns,
} from './job-requests.conditions';

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
        questionSetId: jobs.questionSetId,
        answers: jobs.answers,
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
  question_set_id: string | null;
  answers: JobAnswersInput | null;
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

/**
 * The job of a request's detail: its facts (`toJobFacts`, the jobs module's read shape) and what
 * decides who sees it.
 */
export interface JobForTradieRow extends JobFactsRow {
  hiredTradieId: string | null;
  contactCount: number;
  hiddenAt: Date | null;
}

function toJobForTradie(row: JobForTradieDriverRow) {
  const job: JobForTradieRow = {
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
    questionSetId: row.question_set_id,
    answers: row.answers,
  };
  return {
    job,
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

/** One job as a professional reads it: a request's detail, and the job they are contacting about. */
export function createJobRequestDetailRepository(db: Db) {
  const jobForTradie = prepareJobForTradie(db);
  return {
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
