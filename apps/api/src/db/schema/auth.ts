import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { otpPurposes } from '@trademate/shared/constants/accounts';
import { users } from './users';

/** A signed-in browser or client. Revoking the row ends the session whatever its token says. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** A one-time code sent by mail: only its hash is kept; 10 minutes, single use, 5 tries. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was entered. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Reset challenges only: set when the new password was saved with it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_challenges_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);
