import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@trademate/shared/constants/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { inlineLimit } from '../../db/fast-paths/inline-limit';
import { tablesChanged } from '../../lib/read-cache';
import { otpChallenges, sessions } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/**
 * Every authenticated request looks its session up, so the statement is prepared once per database
 * connection (a named statement): PostgreSQL plans it once instead of on every request. It reads
 * the account and its subscription in the same query, so access and plan checks cost nothing more.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      latitude: users.latitude,
      longitude: users.longitude,
      subscriptionStatus: subscriptions.status,
      subscriptionPeriodEnd: subscriptions.currentPeriodEnd,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A suspended account's token stops working at once, whatever it says (decision 031).
        isNull(users.suspendedAt),
      ),
    )
    .limit(inlineLimit(1))
    .prepare('session_lookup');
}

export type LiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>
>[number];

export function createAuthRepository(db: Db) {
  const sessionLookup = prepareSessionLookup(db);
  return {
    /** The session's account and subscription, while the session is live (not revoked or over). */
    async findLiveSession(
      sessionId: string,
      userId: string,
      now = new Date(),
    ): Promise<LiveSessionRow | undefined> {
      const [row] = await sessionLookup.execute({ sessionId, userId, now });
      return row;
    },

    /**
     * Which of these sessions are live, in one statement (sockets' handshakes arrive in bursts):
     * each with its account and end, under the same conditions as `findLiveSession`.
     */
    async findLiveSessions(
      sessionIds: string[],
    ): Promise<Array<{ sessionId: string; userId: string; expiresAt: Date }>> {
      if (sessionIds.length === 0) return [];
      return db
        .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, sessionIds),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            isNull(users.suspendedAt),
          ),
        );
    },

    async insertSession(
      userId: string,
      expiresAt: Date,
      userAgent: string | undefined,
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .insert(sessions)
        .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
        .returning({ id: sessions.id });
      return row!.id;
    },

    async revokeSession(sessionId: string, tx: DbOrTx = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      tablesChanged(db, tx, 'sessions');
    },

    /** Ends every session of the user, but the one given (the one that made the change). */
    async revokeOtherSessions(userId: string, keepSessionId: string | null, tx: DbOrTx = db) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
      tablesChanged(db, tx, 'sessions');
    },

    /** Ends every live session of the user; says how many there were. */
    async revokeAllSessions(userId: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      tablesChanged(db, tx, 'sessions');
      return rows.length;
    },

    async insertChallenge(
      values: {
        id: string;
        userId: string;
        purpose: OtpPurpose;
        codeHash: string;
        expiresAt: Date;
      },
      tx: DbOrTx = db,
    ) {
      // A new code replaces the ones before it.
      await tx
        .update(otpChallenges)
        .set({ expiresAt: new Date() })
        .where(
          and(
            eq(otpChallenges.userId, values.userId),
            eq(otpChallenges.purpose, values.purpose),
            isNull(otpChallenges.consumedAt),
          ),
        );
      await tx.insert(otpChallenges).values(values);
    },

    async findLatestChallenge(userId: string, purpose: OtpPurpose, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row;
    },

    async findChallenge(id: string, tx: DbOrTx = db): Promise<OtpChallengeRow | undefined> {
      const [row] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
      return row;
    },

    /** Counts a wrong try atomically and returns the new count. */
    async countAttempt(id: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Marks the challenge consumed unless someone else did first; true for the winner. */
    async consumeChallenge(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    async useResetChallenge(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(otpChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.usedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
