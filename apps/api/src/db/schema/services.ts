import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

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
