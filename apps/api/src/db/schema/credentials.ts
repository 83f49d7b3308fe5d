import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { abnChecks, abnStatuses } from '@trademate/shared/constants/abn';
import { licenceTrades } from '@trademate/shared/constants/licence-rules';
import { states } from '@trademate/shared/constants/states';
import { users } from './users';

/**
 * A professional's ABN and business name (decision 025): one per account. What the Australian
 * Business Register said is kept as it was when the ABN was saved.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 11 digits, no spaces. */
    abn: text('abn').notNull(),
    businessName: text('business_name'),
    /** How far it was checked: with the register, or by its check digits alone (and why). */
    abnCheck: text('abn_check', { enum: abnChecks }).notNull(),
    registerEntityName: text('register_entity_name'),
    registerStatus: text('register_status', { enum: abnStatuses }),
    gstRegisteredFrom: date('gst_registered_from'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('business_details_abn_digits', sql`${table.abn} ~ '^[0-9]{11}$'`)],
);

/** The licences a professional holds, as printed on the card; several per account. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: states }).notNull(),
    trade: text('trade', { enum: licenceTrades }).notNull(),
    number: text('number').notNull(),
    licenceClass: text('licence_class').notNull().default(''),
    /** Good through this day. */
    expiresOn: date('expires_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('licences_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('licences_user_licence_key').on(
      table.userId,
      table.state,
      table.trade,
      table.number,
    ),
  ],
);
