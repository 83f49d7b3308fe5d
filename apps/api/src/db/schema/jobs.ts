import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobClosedReasons, jobStatuses, jobTimings } from '@trademate/shared/constants/jobs';
import { states } from '@trademate/shared/constants/states';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import { serviceQuestionSets, services } from './services';
import { users } from './users';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    state: text('state', { enum: states }).notNull(),
    city: text('city').notNull(),
    /** The chosen suburb (decision 023); null for jobs posted with only a state and city. */
    postcode: text('postcode'),
    suburb: text('suburb'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Whole Australian dollars, GST included. */
    budgetMin: integer('budget_min').notNull(),
    budgetMax: integer('budget_max').notNull(),
    timing: text('timing', { enum: jobTimings }).notNull(),
    /** Only when timing is `date`. */
    timingDate: date('timing_date'),
    /** Paths under /uploads, in the order the client chose them; at most five. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The version of its service's questions the job was asked, and its answers by question key
     * (decision 071); both null for a job posted without them.
     */
    questionSetId: uuid('question_set_id').references(() => serviceQuestionSets.id),
    answers: jsonb('answers').$type<JobAnswersInput>(),
    status: text('status', { enum: jobStatuses }).notNull().default('open'),
    hiredTradieId: uuid('hired_tradie_id').references(() => users.id, { onDelete: 'set null' }),
    /** How many professionals contacted the client about this job; kept with each contact. */
    contactCount: integer('contact_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** How a cancelled job was closed, when not by "Cancel job" (decision 029). */
    closedReason: text('closed_reason', { enum: jobClosedReasons }),
    /**
     * When TradeMate's staff hid the job (decision 034): out of every customer's view but its
     * client's, who sees it marked hidden; null when shown.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When the client was asked what happened (once, 14 days after the first contact). */
    outcomeAskedAt: timestamp('outcome_asked_at', { withTimezone: true }),
  },
  (table) => [
    // The job requests feed: open jobs of a service, newest first, keyset-paginated.
    index('jobs_open_feed_idx')
      .on(table.serviceId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'open'`),
    // A service page's count of open jobs (decision 079): read from the index alone.
    index('jobs_open_shown_service_idx')
      .on(table.serviceId)
      .where(sql`${table.status} = 'open' and ${table.hiddenAt} is null`),
    index('jobs_open_recent_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'open'`),
    // Distance queries on the feed, one service at a time (decision 079): a bounding box on
    // latitude (then longitude) of a service's open jobs.
    index('jobs_open_service_location_idx')
      .on(table.serviceId, table.latitude, table.longitude)
      .where(sql`${table.status} = 'open' and ${table.latitude} is not null`),
    index('jobs_client_idx').on(table.clientId, table.createdAt.desc(), table.id.desc()),
    index('jobs_hired_tradie_idx').on(table.hiredTradieId),
    // The outcome question (decision 029): open jobs with contacts not yet asked, oldest first.
    index('jobs_outcome_question_idx')
      .on(table.createdAt, table.id)
      .where(
        sql`${table.status} = 'open' and ${table.outcomeAskedAt} is null and ${table.contactCount} > 0`,
      ),
    // Idle open jobs (decision 029): least recently changed first.
    index('jobs_open_idle_idx')
      .on(table.updatedAt, table.id)
      .where(sql`${table.status} = 'open'`),
    check(
      'jobs_budget_range',
      sql`${table.budgetMin} >= 0 and ${table.budgetMax} >= ${table.budgetMin}`,
    ),
  ],
);

/** A professional contacted the client about a job (once per job and professional). */
export const jobContacts = pgTable(
  'job_contacts',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tradieId: uuid('tradie_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.tradieId] }),
    index('job_contacts_tradie_idx').on(table.tradieId, table.createdAt.desc()),
  ],
);

/**
 * A file someone uploaded for later use (job photos, logbook photos): a job or a logbook entry may
 * only reference files its own author uploaded as that kind.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    path: text('path').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['job_photo', 'chat_attachment', 'logbook_photo'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerId, table.kind)],
);

/**
 * A client invited a professional to quote on one of their open jobs (once per job and
 * professional). An invitation lets that professional read the job and write to its client
 * without a paid plan (decision 021).
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.professionalId] }),
    index('job_invitations_professional_idx').on(
      table.professionalId,
      table.createdAt.desc(),
      table.jobId.desc(),
    ),
  ],
);

/**
 * A client's record as professionals see it (decision 029), counted by the background pass from
 * the client's jobs and conversations. `due_at` says when the counts may next change: set by the
 * writes that change them (a contact opens a reply window, a job ends) and by the pass (the next
 * reply window to end), null when nothing is pending.
 */
export const clientRecords = pgTable(
  'client_records',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactedJobs: integer('contacted_jobs').notNull().default(0),
    conversations: integer('conversations').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    finishedJobs: integer('finished_jobs').notNull().default(0),
    hiredJobs: integer('hired_jobs').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (table) => [
    index('client_records_due_idx')
      .on(table.dueAt)
      .where(sql`${table.dueAt} is not null`),
  ],
);
