import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { JobQuestion } from '@trademate/shared/schemas/job-questions';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    popularRank: integer('popular_rank'),
    /**
     * Set while the console hides the service (decision 037): gone from the lists and the public
     * page, refused for new jobs and newly chosen services; what already uses it keeps it.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The service this one was merged into: its people and jobs moved there; always hidden. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => services.id),
    /** Set by any console change: the reference data seeded at start leaves the row alone. */
    editedByStaffAt: timestamp('edited_by_staff_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_popular_rank_idx')
      .on(table.popularRank)
      .where(sql`${table.popularRank} is not null`),
  ],
);

/**
 * A version of the questions a service asks of a new job (decision 071). A console change writes
 * the next version and never changes an old one, so a job keeps the questions it was asked; the
 * highest version is the one asked now (an empty list asks nothing).
 */
export const serviceQuestionSets = pgTable(
  'service_question_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    questions: jsonb('questions').$type<JobQuestion[]>().notNull(),
    /** Null for the sets seeded at start. */
    createdByStaffId: uuid('created_by_staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('service_question_sets_version_uq').on(table.serviceId, table.version)],
);
