import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  jobInvoices,
  jobPaymentEvents,
  jobPaymentOperations,
  jobPayments,
  payoutAccounts,
} from '../../db/schema/job-payments';

export type JobPaymentRow = typeof jobPayments.$inferSelect;
export type JobPaymentOperationRow = typeof jobPaymentOperations.$inferSelect;
export type JobInvoiceRow = typeof jobInvoices.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * The job payments' own SQL. A change to a payment is a conditional update (`where status in …`)
 * or happens under `lockPayment`, so two instances never both move the same money.
 */
export function createJobPaymentsRepository(db: Db) {
  return {
    async insertPayment(
      values: typeof jobPayments.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<JobPaymentRow> {
      const [row] = await tx.insert(jobPayments).values(values).returning();
      return row!;
    },

    async findPayment(id: string, tx: DbOrTx = db): Promise<JobPaymentRow | undefined> {
      const [row] = await tx.select().from(jobPayments).where(eq(jobPayments.id, id));
      return row;
    },

    async lockPayment(id: string, tx: DbOrTx): Promise<JobPaymentRow | undefined> {
      const [row] = await tx.select().from(jobPayments).where(eq(jobPayments.id, id)).for('update');
      return row;
    },

    async findPaymentBySession(providerSessionId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(jobPayments)
        .where(eq(jobPayments.providerSessionId, providerSessionId));
      return row;
    },

    async findPaymentByIntent(paymentIntentId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(jobPayments)
        .where(eq(jobPayments.paymentIntentId, paymentIntentId));
      return row;
    },

    /** A quote's payments, oldest first, locked when `lock` (a new payment checks what is paid). */
    async paymentsOfQuote(quoteId: string, tx: DbOrTx = db, lock = false) {
      const query = tx
        .select()
        .from(jobPayments)
        .where(eq(jobPayments.quoteId, quoteId))
        .orderBy(asc(jobPayments.createdAt), asc(jobPayments.id));
      return lock ? query.for('update') : query;
    },

    async updatePayment(
      id: string,
      values: Partial<typeof jobPayments.$inferInsert>,
      tx: DbOrTx,
    ): Promise<JobPaymentRow> {
      const [row] = await tx
        .update(jobPayments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobPayments.id, id))
        .returning();
      return row!;
    },

    /** Held payments whose automatic release is due by `now`, and not disputed. */
    async findDueReleases(now: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(jobPayments)
        .where(and(eq(jobPayments.status, 'held'), lte(jobPayments.releaseDueAt, now)))
        .orderBy(asc(jobPayments.releaseDueAt))
        .limit(limit);
    },

    /** Held payments releasing by `before` whose people were not yet told. */
    async findReleaseNoticesDue(before: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(jobPayments)
        .where(
          and(
            eq(jobPayments.status, 'held'),
            lte(jobPayments.releaseDueAt, before),
            isNull(jobPayments.releaseNoticeSentAt),
          ),
        )
        .limit(limit);
    },

    /** Checkouts at the provider still open after `before`: asked about in the sweep. */
    async findOpenCheckouts(before: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(jobPayments)
        .where(
          and(
            eq(jobPayments.status, 'awaiting_payment'),
            isNotNull(jobPayments.providerSessionId),
            lte(jobPayments.createdAt, before),
          ),
        )
        .limit(limit);
    },

    async insertOperation(values: typeof jobPaymentOperations.$inferInsert, tx: DbOrTx) {
      const [row] = await tx.insert(jobPaymentOperations).values(values).returning();
      return row!;
    },

    async findOperation(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(jobPaymentOperations)
        .where(eq(jobPaymentOperations.id, id));
      return row;
    },

    async lockOperation(id: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(jobPaymentOperations)
        .where(eq(jobPaymentOperations.id, id))
        .for('update');
      return row;
    },

    async updateOperation(
      id: string,
      values: Partial<typeof jobPaymentOperations.$inferInsert>,
      tx: DbOrTx = db,
    ) {
      await tx.update(jobPaymentOperations).set(values).where(eq(jobPaymentOperations.id, id));
    },

    /** Counts an attempt at the provider on a pending operation. */
    async countAttempt(id: string, tx: DbOrTx = db) {
      await tx
        .update(jobPaymentOperations)
        .set({ attempts: sql`${jobPaymentOperations.attempts} + 1` })
        .where(and(eq(jobPaymentOperations.id, id), eq(jobPaymentOperations.status, 'pending')));
    },

    /** Operations still pending since before `before`: retried with their own keys. */
    async findStalledOperations(before: Date, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ id: jobPaymentOperations.id })
        .from(jobPaymentOperations)
        .where(
          and(
            eq(jobPaymentOperations.status, 'pending'),
            lte(jobPaymentOperations.createdAt, before),
          ),
        )
        .orderBy(asc(jobPaymentOperations.createdAt))
        .limit(limit);
    },

    async operationsOfPayments(paymentIds: string[], tx: DbOrTx = db) {
      if (paymentIds.length === 0) return [];
      return tx
        .select()
        .from(jobPaymentOperations)
        .where(inArray(jobPaymentOperations.paymentId, paymentIds))
        .orderBy(asc(jobPaymentOperations.createdAt));
    },

    async insertInvoice(values: typeof jobInvoices.$inferInsert, tx: DbOrTx) {
      const [row] = await tx
        .insert(jobInvoices)
        .values(values)
        .onConflictDoNothing({ target: [jobInvoices.operationId, jobInvoices.kind] })
        .returning();
      return row;
    },

    async invoicesOfPayments(paymentIds: string[], tx: DbOrTx = db) {
      if (paymentIds.length === 0) return [];
      return tx
        .select()
        .from(jobInvoices)
        .where(inArray(jobInvoices.paymentId, paymentIds))
        .orderBy(asc(jobInvoices.number));
    },

    async findInvoice(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(jobInvoices).where(eq(jobInvoices.id, id));
      return row;
    },

    /** Records a webhook event's id; false when it was recorded before (a redelivery). */
    async recordEvent(eventId: string, type: string, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .insert(jobPaymentEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: jobPaymentEvents.eventId });
      return rows.length > 0;
    },

    async findPayoutAccount(userId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row;
    },

    async findPayoutAccountByAccountId(accountId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.accountId, accountId));
      return row;
    },

    /** Keeps the professional's account and what the provider last said of it. */
    async upsertPayoutAccount(values: typeof payoutAccounts.$inferInsert, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(payoutAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: payoutAccounts.userId,
          set: {
            accountId: values.accountId,
            transfersActive: values.transfersActive,
            payoutsEnabled: values.payoutsEnabled,
            detailsSubmitted: values.detailsSubmitted,
            requirements: values.requirements,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },
  };
}

export type JobPaymentsRepository = ReturnType<typeof createJobPaymentsRepository>;
