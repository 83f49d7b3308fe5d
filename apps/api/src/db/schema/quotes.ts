import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  variationStatuses,
  type VariationChange,
} from '@trademate/shared/constants/quote-variations';
import {
  depositKinds,
  storedQuoteStatuses,
  type QuoteItemKind,
  type QuoteUnit,
} from '@trademate/shared/constants/quotes';
import { conversations } from './chats';
import { jobs } from './jobs';
import { users } from './users';

/** One line of a quote version as it was sent: prices before GST, in cents. */
export interface StoredQuoteItem {
  description: string;
  kind: QuoteItemKind;
  /** Hundredths of a unit: 250 is 2.5. */
  quantityHundredths: number;
  unit: QuoteUnit;
  unitPriceCents: number;
  totalCents: number;
}

/**
 * A professional's written quote for a client's job (decision 062): one per professional and job,
 * its figures in `quote_versions`. `expired` is never stored: a sent quote past its valid-until day
 * reads expired, and one whose job is no longer open reads not chosen.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job's conversation between the two, where the quote's cards are posted. */
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: storedQuoteStatuses }).notNull().default('sent'),
    /** The newest version's number: the one the client reads and answers. */
    currentVersion: integer('current_version').notNull().default(1),
    /** The client's reason, while the quote stands declined. */
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The version the client accepted: the agreement prints it unchanged. */
    acceptedVersion: integer('accepted_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quotes_job_professional_key').on(table.jobId, table.professionalId),
    index('quotes_professional_idx').on(table.professionalId, table.createdAt.desc()),
    check('quotes_current_version_positive', sql`${table.currentVersion} >= 1`),
  ],
);

/**
 * Every version of a quote as it was sent, never changed (a trigger refuses updates): a revision
 * is a new row, and the accepted one is what both people agreed to.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    items: jsonb('items').$type<StoredQuoteItem[]>().notNull(),
    labourCents: integer('labour_cents').notNull(),
    materialsCents: integer('materials_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositKind: text('deposit_kind', { enum: depositKinds }).notNull(),
    /** A whole percentage for `percent`, cents for `amount`, 0 for `none`. */
    depositValue: integer('deposit_value').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    /** Whether the professional's ABN was registered for GST on the day this version was sent. */
    gstRegistered: boolean('gst_registered').notNull(),
    /** The professional's ABN on that day; null without one. */
    abn: text('abn'),
    validUntil: date('valid_until').notNull(),
    earliestStart: date('earliest_start').notNull(),
    terms: text('terms').notNull().default(''),
    /** Chat files the professional sent in the job's conversation. */
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.quoteId, table.version] }),
    check('quote_versions_version_positive', sql`${table.version} >= 1`),
    check(
      'quote_versions_cents_not_negative',
      sql`${table.labourCents} >= 0 and ${table.materialsCents} >= 0 and ${table.subtotalCents} >= 0 and ${table.gstCents} >= 0 and ${table.totalCents} >= 0 and ${table.depositCents} >= 0 and ${table.depositValue} >= 0`,
    ),
    check('quote_versions_deposit_within_total', sql`${table.depositCents} <= ${table.totalCents}`),
  ],
);

/** One line of a variation as proposed: a quote's line that adds or removes work. */
export interface StoredVariationLine extends Omit<StoredQuoteItem, 'totalCents'> {
  change: VariationChange;
  /** The line's amount before GST, negative for a removed line. */
  totalCents: number;
}

/**
 * A variation of an accepted quote (decision 062): lines the professional adds or removes after
 * the hire, with a reason, numbered from 1 on its quote. Its figures are signed cents, GST as the
 * accepted version charged it. Once the client approves or declines it, or the professional
 * withdraws it, it never changes again (a conditional update from `proposed`, and a trigger).
 */
export const quoteVariations = pgTable(
  'quote_variations',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: variationStatuses }).notNull().default('proposed'),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<StoredVariationLine[]>().notNull(),
    labourCents: integer('labour_cents').notNull(),
    materialsCents: integer('materials_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Whether GST applies: the accepted version's standing, kept with the variation. */
    gstRegistered: boolean('gst_registered').notNull(),
    /** The client's reason, once declined. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.quoteId, table.number] }),
    check('quote_variations_number_positive', sql`${table.number} >= 1`),
    check(
      'quote_variations_answer_dated',
      sql`(${table.status} = 'approved') = (${table.approvedAt} is not null) and (${table.status} = 'declined') = (${table.declinedAt} is not null and ${table.declineReason} is not null) and (${table.status} = 'withdrawn') = (${table.withdrawnAt} is not null)`,
    ),
  ],
);
