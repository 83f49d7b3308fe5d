import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  logbookEntryStatuses,
  logbookLevels,
  supervisionStatuses,
  type LogbookLevel,
} from '@trademate/shared/constants/logbook';
import { jobs } from './jobs';
import { services } from './services';
import { users } from './users';

/**
 * An apprentice's link with a professional who supervises them (decision 072): asked by the
 * apprentice, answered by the professional, ended by either. Ended and declined links stay, so
 * the entries they verified keep their supervisor.
 */
export const logbookSupervisions = pgTable(
  'logbook_supervisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apprenticeId: uuid('apprentice_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisorId: uuid('supervisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: supervisionStatuses }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedById: uuid('ended_by_id'),
    /** When the supervisor was last reminded of this link's waiting entries (weekly at most). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    // One open request or link per apprentice and professional at a time.
    uniqueIndex('logbook_supervisions_open_uq')
      .on(table.apprenticeId, table.supervisorId)
      .where(sql`${table.status} in ('pending', 'active')`),
    index('logbook_supervisions_supervisor_idx').on(table.supervisorId, table.status),
    index('logbook_supervisions_apprentice_idx').on(table.apprenticeId, table.status),
  ],
);

/** The skills or units of competency of a trade, kept by staff in the console. */
export const logbookUnits = pgTable(
  'logbook_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Hidden units are not offered for new entries; entries that name one keep it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Set by any console change: the reference data seeded at start leaves the row alone. */
    editedByStaffAt: timestamp('edited_by_staff_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('logbook_units_code_uq').on(table.serviceId, table.code)],
);

/**
 * A day of on-the-job training. The row holds the current revision; `logbook_entry_revisions`
 * keeps every revision the supervisor decided on, so an edit after verification shows both.
 * `supervisor_id` is the supervision's, copied so access checks need no join.
 */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apprenticeId: uuid('apprentice_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisionId: uuid('supervision_id')
      .notNull()
      .references(() => logbookSupervisions.id, { onDelete: 'cascade' }),
    supervisorId: uuid('supervisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    /** Quarter hours, 15 to 960. */
    minutes: integer('minutes').notNull(),
    site: text('site').notNull().default(''),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    tasks: text('tasks').notNull(),
    unitIds: uuid('unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    level: text('level', { enum: logbookLevels }).notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: logbookEntryStatuses }).notNull().default('pending'),
    revision: integer('revision').notNull().default(1),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    returnComment: text('return_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('logbook_entries_apprentice_idx').on(
      table.apprenticeId,
      table.workDate.desc(),
      table.id.desc(),
    ),
    index('logbook_entries_supervisor_idx').on(
      table.supervisorId,
      table.status,
      table.workDate.desc(),
    ),
  ],
);

/** What a revision of an entry said, as its supervisor saw it. */
export interface LogbookEntrySnapshot {
  workDate: string;
  minutes: number;
  site: string;
  jobId: string | null;
  tasks: string;
  unitIds: string[];
  level: LogbookLevel;
  photos: string[];
}

/**
 * Every revision of an entry and the supervisor's decision on it. A decided revision is never
 * changed: an edit after it adds the next revision.
 */
export const logbookEntryRevisions = pgTable(
  'logbook_entry_revisions',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => logbookEntries.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<LogbookEntrySnapshot>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: ['verified', 'returned'] }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id'),
    comment: text('comment'),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.revision] })],
);

/** An apprentice's own logbook choices: a target, and whether their profile shows their hours. */
export const logbookSettings = pgTable('logbook_settings', {
  apprenticeId: uuid('apprentice_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetHours: integer('target_hours'),
  showVerifiedHours: boolean('show_verified_hours').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
