import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { newsletterIssues, newsletterSubscriptions } from '../../db/schema/newsletter';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;
export type NewIssueRow = typeof newsletterIssues.$inferInsert;
export type SubscriptionStatus = SubscriptionRow['status'];

export function createNewsletterRepository(db: Db) {
  return {
    /** Inserts a pending address; a repeat inserts nothing. Returns the new row, if any. */
    async insertPending(
      values: { email: string; clientDate: Date | null; startedAt: Date },
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({
          email: values.email,
          clientSubscriptionDate: values.clientDate,
          status: 'pending',
          confirmationStartedAt: values.startedAt,
          confirmationMailedAt: values.startedAt,
        })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning();
      return row;
    },

    async findByEmailForUpdate(email: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .for('update');
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      return row;
    },

    async findByIdForUpdate(id: string, tx: DbOrTx): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id))
        .for('update');
      return row;
    },

    async findByEmail(email: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row;
    },

    async updateSubscription(
      id: string,
      values: Partial<typeof newsletterSubscriptions.$inferInsert>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(newsletterSubscriptions)
        .set(values)
        .where(eq(newsletterSubscriptions.id, id));
    },

    async confirmedSubscribers(tx: DbOrTx): Promise<Array<{ id: string; email: string }>> {
      return tx
        .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'));
    },

    /** Pending addresses from before double opt-in: never sent a confirmation link. */
    async neverAsked(tx: DbOrTx = db): Promise<Array<{ id: string; email: string }>> {
      return tx
        .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, 'pending'),
            isNull(newsletterSubscriptions.confirmationStartedAt),
          ),
        )
        .for('update', { skipLocked: true });
    },

    async startConfirmations(ids: string[], at: Date, tx: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmationStartedAt: at, confirmationMailedAt: at })
        .where(inArray(newsletterSubscriptions.id, ids));
    },

    async countNeverAsked(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, 'pending'),
            isNull(newsletterSubscriptions.confirmationStartedAt),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async countByStatus(): Promise<Record<SubscriptionStatus, number>> {
      const rows = await db
        .select({ status: newsletterSubscriptions.status, n: count() })
        .from(newsletterSubscriptions)
        .groupBy(newsletterSubscriptions.status);
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /**
     * Addresses an issue's link unsubscribed, per issue (kept if they subscribe again; a later
     * unsubscribe through another issue counts there instead).
     */
    async unsubscribedByIssue(): Promise<Map<string, number>> {
      const rows = await db
        .select({ issueId: newsletterSubscriptions.unsubscribedFromIssueId, n: count() })
        .from(newsletterSubscriptions)
        .where(isNotNull(newsletterSubscriptions.unsubscribedFromIssueId))
        .groupBy(newsletterSubscriptions.unsubscribedFromIssueId);
      return new Map(rows.map((row) => [row.issueId!, Number(row.n)]));
    },

    async insertIssue(values: NewIssueRow, tx: DbOrTx = db): Promise<IssueRow> {
      const [row] = await tx.insert(newsletterIssues).values(values).returning();
      return row!;
    },

    async findIssue(id: string, tx: DbOrTx = db): Promise<IssueRow | undefined> {
      const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
      return row;
    },

    async findIssueForUpdate(id: string, tx: DbOrTx): Promise<IssueRow | undefined> {
      const [row] = await tx
        .select()
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, id))
        .for('update');
      return row;
    },

    async updateIssue(id: string, values: Partial<NewIssueRow>, tx: DbOrTx): Promise<IssueRow> {
      const [row] = await tx
        .update(newsletterIssues)
        .set(values)
        .where(eq(newsletterIssues.id, id))
        .returning();
      return row!;
    },

    /** Drafts first (latest edit first), then sent issues, latest first. */
    async listIssues(): Promise<IssueRow[]> {
      return db
        .select()
        .from(newsletterIssues)
        .orderBy(sql`${newsletterIssues.sentAt} desc nulls first`, desc(newsletterIssues.updatedAt))
        .limit(200);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
