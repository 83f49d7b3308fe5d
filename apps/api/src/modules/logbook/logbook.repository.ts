import { and, asc, count, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SupervisionStatus } from '@trademate/shared/constants/logbook';
import type { Db, DbOrTx } from '../../db/client';
import {
  logbookEntries,
  logbookEntryRevisions,
  logbookSupervisions,
  logbookUnits,
  type LogbookEntrySnapshot,
} from '../../db/schema/logbook';

export type SupervisionRow = typeof logbookSupervisions.$inferSelect;
export type EntryRow = typeof logbookEntries.$inferSelect;
export type NewEntryRow = typeof logbookEntries.$inferInsert;
export type RevisionRow = typeof logbookEntryRevisions.$inferSelect;

/** One revision of one entry: what a decision is recorded on. */
export interface RevisionKey {
  entryId: string;
  revision: number;
}

/**
 * The logbook's own rows (decision 072): links moved along by conditional updates, entries
 * changed under their row lock, revisions only ever inserted, rewritten while undecided, and
 * decided once. Every function takes the caller's transaction.
 */
export function createLogbookRepository(db: Db) {
  return {
    /** The apprentice's request; undefined when the pair already has an open request or link. */
    async insertSupervision(
      values: { apprenticeId: string; supervisorId: string },
      tx: DbOrTx,
    ): Promise<SupervisionRow | undefined> {
      const [row] = await tx
        .insert(logbookSupervisions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The link, locked until the transaction ends: an answer or an end waits for another. */
    async lockSupervision(id: string, tx: DbOrTx): Promise<SupervisionRow | undefined> {
      const [row] = await tx
        .select()
        .from(logbookSupervisions)
        .where(eq(logbookSupervisions.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * These links, held (`for share`) until the transaction ends: entries made, changed or
     * decided under a link never slip past a concurrent end of it.
     */
    async holdSupervisions(ids: string[], tx: DbOrTx): Promise<SupervisionRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(logbookSupervisions)
        .where(inArray(logbookSupervisions.id, ids))
        .orderBy(asc(logbookSupervisions.id))
        .for('share');
    },

    /** Changes the link only while it is in one of `fromStatuses`; undefined otherwise. */
    async updateSupervisionIfStatus(
      id: string,
      fromStatuses: readonly SupervisionStatus[],
      values: Partial<typeof logbookSupervisions.$inferInsert>,
      tx: DbOrTx,
    ): Promise<SupervisionRow | undefined> {
      const [row] = await tx
        .update(logbookSupervisions)
        .set(values)
        .where(
          and(
            eq(logbookSupervisions.id, id),
            inArray(logbookSupervisions.status, [...fromStatuses]),
          ),
        )
        .returning();
      return row;
    },

    /** Units by id, hidden ones included (an entry that names one keeps it). */
    async findUnits(ids: string[], tx: DbOrTx = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: logbookUnits.id,
          code: logbookUnits.code,
          title: logbookUnits.title,
          hiddenAt: logbookUnits.hiddenAt,
        })
        .from(logbookUnits)
        .where(inArray(logbookUnits.id, ids));
    },

    async insertEntries(rows: NewEntryRow[], tx: DbOrTx): Promise<EntryRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(logbookEntries).values(rows).returning();
    },

    async insertRevisions(
      rows: Array<{ entryId: string; revision: number; content: LogbookEntrySnapshot }>,
      tx: DbOrTx,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(logbookEntryRevisions).values(rows);
    },

    /** The entry, locked until the transaction ends: an edit and a decision take turns. */
    async lockEntry(id: string, tx: DbOrTx): Promise<EntryRow | undefined> {
      const [row] = await tx
        .select()
        .from(logbookEntries)
        .where(eq(logbookEntries.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /** These entries, locked in the order of their ids (two verifications never wait in a loop). */
    async lockEntries(ids: string[], tx: DbOrTx): Promise<EntryRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(logbookEntries)
        .where(inArray(logbookEntries.id, ids))
        .orderBy(asc(logbookEntries.id))
        .for('update');
    },

    async updateEntry(
      id: string,
      values: Partial<typeof logbookEntries.$inferInsert>,
      tx: DbOrTx,
    ): Promise<EntryRow | undefined> {
      const [row] = await tx
        .update(logbookEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(logbookEntries.id, id))
        .returning();
      return row;
    },

    /** Verifies these pending entries at their current revision; the entries changed. */
    async markVerified(ids: string[], at: Date, tx: DbOrTx): Promise<EntryRow[]> {
      if (ids.length === 0) return [];
      return tx
        .update(logbookEntries)
        .set({ status: 'verified', verifiedAt: at, returnComment: null, updatedAt: at })
        .where(and(inArray(logbookEntries.id, ids), eq(logbookEntries.status, 'pending')))
        .returning();
    },

    /** Rewrites a revision still waiting for its supervisor; false once it was decided. */
    async rewriteRevision(
      key: RevisionKey,
      content: LogbookEntrySnapshot,
      tx: DbOrTx,
    ): Promise<boolean> {
      const rows = await tx
        .update(logbookEntryRevisions)
        .set({ content, submittedAt: new Date() })
        .where(and(revisionIs(key), isNull(logbookEntryRevisions.outcome)))
        .returning({ entryId: logbookEntryRevisions.entryId });
      return rows.length === 1;
    },

    /**
     * Records the supervisor's outcome on these revisions, each still undecided; how many were
     * decided. A decided revision is never changed again (the table's trigger holds it).
     */
    async decideRevisions(
      keys: RevisionKey[],
      decision: {
        outcome: 'verified' | 'returned';
        decidedAt: Date;
        decidedById: string;
        comment: string | null;
      },
      tx: DbOrTx,
    ): Promise<number> {
      if (keys.length === 0) return 0;
      const rows = await tx
        .update(logbookEntryRevisions)
        .set(decision)
        .where(and(or(...keys.map(revisionIs)), isNull(logbookEntryRevisions.outcome)))
        .returning({ entryId: logbookEntryRevisions.entryId });
      return rows.length;
    },

    /** Whether any revision of the entry was verified. */
    async wasEverVerified(entryId: string, tx: DbOrTx): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(logbookEntryRevisions)
        .where(
          and(
            eq(logbookEntryRevisions.entryId, entryId),
            eq(logbookEntryRevisions.outcome, 'verified'),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /** Deletes the entry and its revisions. */
    async deleteEntry(id: string, tx: DbOrTx): Promise<void> {
      await tx.delete(logbookEntries).where(eq(logbookEntries.id, id));
    },

    /**
     * Active links with entries waiting whose supervisor was last reminded at or before `cutoff`
     * (or never), locked for this transaction; links another pass holds are skipped.
     */
    async claimDueReminders(cutoff: Date, limit: number, tx: DbOrTx) {
      return tx
        .select({
          id: logbookSupervisions.id,
          apprenticeId: logbookSupervisions.apprenticeId,
          supervisorId: logbookSupervisions.supervisorId,
        })
        .from(logbookSupervisions)
        .where(
          and(
            eq(logbookSupervisions.status, 'active'),
            or(isNull(logbookSupervisions.remindedAt), lte(logbookSupervisions.remindedAt, cutoff)),
            exists(
              tx
                .select({ one: sql`1` })
                .from(logbookEntries)
                .where(
                  and(
                    eq(logbookEntries.supervisorId, logbookSupervisions.supervisorId),
                    eq(logbookEntries.status, 'pending'),
                    eq(logbookEntries.supervisionId, logbookSupervisions.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(logbookSupervisions.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** How many entries wait under each of these links (read by their supervisors' index). */
    async countPendingOf(
      links: Array<{ id: string; supervisorId: string }>,
      tx: DbOrTx,
    ): Promise<Map<string, number>> {
      if (links.length === 0) return new Map();
      const rows = await tx
        .select({ supervisionId: logbookEntries.supervisionId, n: count() })
        .from(logbookEntries)
        .where(
          and(
            inArray(logbookEntries.supervisorId, [...new Set(links.map((l) => l.supervisorId))]),
            eq(logbookEntries.status, 'pending'),
            inArray(
              logbookEntries.supervisionId,
              links.map((link) => link.id),
            ),
          ),
        )
        .groupBy(logbookEntries.supervisionId);
      return new Map(rows.map((row) => [row.supervisionId, row.n]));
    },

    async markReminded(ids: string[], at: Date, tx: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(logbookSupervisions)
        .set({ remindedAt: at })
        .where(inArray(logbookSupervisions.id, ids));
    },
  };
}

function revisionIs(key: RevisionKey) {
  return and(
    eq(logbookEntryRevisions.entryId, key.entryId),
    eq(logbookEntryRevisions.revision, key.revision),
  );
}

export type LogbookRepository = ReturnType<typeof createLogbookRepository>;
