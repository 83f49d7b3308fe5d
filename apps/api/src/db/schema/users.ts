import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { states } from '@trademate/shared/constants/states';
import { hiringStatuses } from '@trademate/shared/constants/accounts';
import { userTypes } from '@trademate/shared/constants/users';
import { services } from './services';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: one account per address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: userTypes }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    state: text('state', { enum: states }).notNull(),
    city: text('city').notNull(),
    /** The chosen suburb (decision 023); null for accounts that gave only a state and city. */
    postcode: text('postcode'),
    suburb: text('suburb'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Professionals only: how far they travel for work, in km. */
    travelKm: integer('travel_km'),
    bio: text('bio').notNull().default(''),
    avatarPath: text('avatar_path'),
    /** Professionals only: whether they take new work. */
    hiringStatus: text('hiring_status', { enum: hiringStatuses }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Kept with each review in the same transaction, so the directory reads no aggregates. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** Set by staff (decision 031): a suspended account cannot sign in and its sessions end. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // The directories: verified people of a kind, newest first, keyset-paginated.
    index('users_directory_idx')
      .on(table.userType, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.emailVerifiedAt} is not null`),
    // Distance queries: a bounding box on latitude (then longitude) before the exact distance.
    index('users_location_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.emailVerifiedAt} is not null and ${table.latitude} is not null`),
    // The few suspended accounts: the feed and the details leave out their jobs by an index probe
    // instead of scanning every account (decision 039).
    index('users_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
  ],
);

export const userServices = pgTable(
  'user_services',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.serviceId] }),
    index('user_services_service_idx').on(table.serviceId),
  ],
);
