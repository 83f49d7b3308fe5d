import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffRoles, staffStatuses } from '@trademate/shared/constants/staff';

/**
 * The people who run TradeMate (decision 030): not customers, never in `users`. An admin creates
 * the first one from the command line; admins invite the rest by email. Each signs in with a
 * password and an authenticator app (TOTP); the secret is kept encrypted.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    status: text('status', { enum: staffStatuses }).notNull().default('invited'),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** AES-256-GCM of the base32 secret (iv.tag.ciphertext, base64url); set at the first sign-in. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of each unused recovery code. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SHA-256 of the invitation's token, while it is open. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedById: uuid('invited_by_id'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_members_email_key').on(table.email),
    uniqueIndex('staff_members_invite_key').on(table.inviteTokenHash),
  ],
);

/** A staff sign-in: 8 hours at most, 30 minutes idle; the cookie holds a token whose hash is here. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/**
 * A sign-in whose password was right, waiting for its authenticator code (decision 055): the
 * challenge token names this row. Five wrong codes end it; the first right one uses it, so it
 * opens one session. Its wrong codes also count towards the account's hourly ceiling.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }),
    /** Set by the right code, in the transaction that opens the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_sign_in_challenges_staff_idx').on(table.staffId, table.lastWrongAt)],
);

/**
 * Every staff action, written in the transaction of the change it records (decision 030). Rows are
 * only ever added: a trigger refuses updates and deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id'),
    /** Kept as it was: the row outlives a staff member's account. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    reason: text('reason'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The request that made the change, as its `x-request-id` answer header says. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_request_idx').on(table.requestId),
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
    index('audit_log_staff_idx').on(table.staffId, table.createdAt.desc()),
  ],
);
