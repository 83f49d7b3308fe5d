import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { staffMembers, staffSessions, staffSignInChallenges } from '../../db/schema/staff';

export type StaffRow = typeof staffMembers.$inferSelect;
export type NewStaffRow = typeof staffMembers.$inferInsert;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffChallengeRow = typeof staffSignInChallenges.$inferSelect;

export function createStaffRepository(db: Db) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
      return row;
    },

    /**
     * The member, locked until the transaction ends: one account's code checks run one at a time,
     * so its counts and its challenges' use hold however many requests arrive at once.
     */
    async lockById(id: string, tx: DbOrTx): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    async findByEmail(email: string, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, email))
        .limit(1);
      return row;
    },

    async findByInvite(tokenHash: string, now: Date): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.inviteTokenHash, tokenHash),
            sql`${staffMembers.inviteExpiresAt} > ${now}`,
            ne(staffMembers.status, 'disabled'),
          ),
        )
        .limit(1);
      return row;
    },

    /** The new member, or undefined when the email is taken. */
    async insert(values: NewStaffRow, tx: DbOrTx = db): Promise<StaffRow | undefined> {
      const [row] = await tx.insert(staffMembers).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(
      id: string,
      changes: Partial<NewStaffRow>,
      tx: DbOrTx = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set(changes)
        .where(eq(staffMembers.id, id))
        .returning();
      return row;
    },

    /**
     * Records a TOTP step as used, only when it is later than the last one: a code is accepted
     * once, even by two requests at the same moment.
     */
    async useTotpStep(id: string, step: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(eq(staffMembers.id, id), sql`coalesce(${staffMembers.totpLastStep}, -1) < ${step}`),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },

    /** Removes one recovery code, if it is still unused; whether it was. */
    async useRecoveryCode(id: string, codeHash: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(staffMembers)
        .set({
          recoveryCodeHashes: sql`array_remove(${staffMembers.recoveryCodeHashes}, ${codeHash})`,
        })
        .where(
          and(eq(staffMembers.id, id), sql`${codeHash} = any(${staffMembers.recoveryCodeHashes})`),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },

    /** A new sign-in challenge; this member's challenges older than `forgetBefore` go. */
    async insertChallenge(
      staffId: string,
      expiresAt: Date,
      forgetBefore: Date,
      tx: DbOrTx = db,
    ): Promise<StaffChallengeRow> {
      await tx
        .delete(staffSignInChallenges)
        .where(
          and(
            eq(staffSignInChallenges.staffId, staffId),
            lt(staffSignInChallenges.createdAt, forgetBefore),
          ),
        );
      const [row] = await tx
        .insert(staffSignInChallenges)
        .values({ staffId, expiresAt })
        .returning();
      return row!;
    },

    async findChallenge(id: string, tx: DbOrTx): Promise<StaffChallengeRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffSignInChallenges)
        .where(eq(staffSignInChallenges.id, id))
        .limit(1);
      return row;
    },

    /** Counts a wrong code against the challenge; its wrong codes so far. */
    async recordWrongCode(id: string, now: Date, tx: DbOrTx): Promise<number> {
      const [row] = await tx
        .update(staffSignInChallenges)
        .set({ wrongCodes: sql`${staffSignInChallenges.wrongCodes} + 1`, lastWrongAt: now })
        .where(eq(staffSignInChallenges.id, id))
        .returning({ wrongCodes: staffSignInChallenges.wrongCodes });
      return row?.wrongCodes ?? Number.POSITIVE_INFINITY;
    },

    /** Marks the challenge used, only if it was not: whether this call did. */
    async useChallenge(id: string, now: Date, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(staffSignInChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffSignInChallenges.id, id), isNull(staffSignInChallenges.usedAt)))
        .returning({ id: staffSignInChallenges.id });
      return rows.length > 0;
    },

    /** The member's challenges with a wrong code since `since`, oldest last wrong code first. */
    async recentWrongCodes(staffId: string, since: Date, tx: DbOrTx) {
      return tx
        .select({
          wrongCodes: staffSignInChallenges.wrongCodes,
          lastWrongAt: staffSignInChallenges.lastWrongAt,
        })
        .from(staffSignInChallenges)
        .where(
          and(
            eq(staffSignInChallenges.staffId, staffId),
            gt(staffSignInChallenges.lastWrongAt, since),
          ),
        )
        .orderBy(asc(staffSignInChallenges.lastWrongAt));
    },

    async list(): Promise<StaffRow[]> {
      return db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt));
    },

    async countActiveAdmins(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'admin'), eq(staffMembers.status, 'active')));
      return row?.count ?? 0;
    },

    async insertSession(
      values: typeof staffSessions.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<StaffSessionRow> {
      const [row] = await tx.insert(staffSessions).values(values).returning();
      return row!;
    },

    /** A session that is not revoked, with its member. */
    async findSession(tokenHash: string) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
    },

    async revokeSession(id: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
    },

    async revokeSessionsOf(staffId: string, now: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
