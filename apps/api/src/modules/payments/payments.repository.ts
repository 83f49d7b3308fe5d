import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { checkoutSessions, invoices, paymentEvents, payments } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { olderThan, type Cursor } from '../../lib/cursor';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** How many open checkouts one reconciliation pass asks the provider about. */
const RECONCILE_BATCH = 50;

export function createPaymentsRepository(db: Db) {
  return {
    async insertCheckout(
      values: typeof checkoutSessions.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<CheckoutSessionRow> {
      const [row] = await tx.insert(checkoutSessions).values(values).returning();
      return row!;
    },

    async setCheckoutProviderSession(id: string, providerSessionId: string, tx: DbOrTx = db) {
      await tx
        .update(checkoutSessions)
        .set({ providerSessionId })
        .where(eq(checkoutSessions.id, id));
    },

    async findCheckout(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ checkout: checkoutSessions, plan: plans })
        .from(checkoutSessions)
        .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
        .where(eq(checkoutSessions.id, id))
        .limit(1);
      return row;
    },

    async findCheckoutByProviderSession(providerSessionId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.providerSessionId, providerSessionId))
        .limit(1);
      return row;
    },

    /** Marks an open checkout paid; false when it was not open. */
    async markCheckoutPaid(id: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(checkoutSessions)
        .set({ status: 'paid', paidAt: at })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return rows.length > 0;
    },

    /** Closes a checkout that is still open, so it can never be paid. */
    async expireCheckout(id: string, tx: DbOrTx = db) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    /** Open checkouts of a provider started after `since`, oldest first. */
    async findOpenCheckouts(provider: 'stripe' | 'test', since: Date, tx: DbOrTx = db) {
      return tx
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.status, 'open'),
            eq(checkoutSessions.provider, provider),
            gt(checkoutSessions.createdAt, since),
          ),
        )
        .orderBy(checkoutSessions.createdAt)
        .limit(RECONCILE_BATCH);
    },

    /** Open checkouts past their expiry become expired; returns how many. */
    async expireCheckouts(now: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now)))
        .returning({ id: checkoutSessions.id });
      return rows.length;
    },

    /** Inserts the payment unless the provider's payment id is known; undefined when it was. */
    async insertPayment(
      values: typeof payments.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertInvoice(
      values: Omit<typeof invoices.$inferInsert, 'number'>,
      tx: DbOrTx = db,
    ): Promise<InvoiceRow> {
      const [row] = await tx.insert(invoices).values(values).returning();
      return row!;
    },

    /** The user's invoices, newest first, `limit` rows from the cursor on. */
    async listInvoices(
      userId: string,
      cursor: Cursor | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<InvoiceRow[]> {
      return tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, userId), olderThan(invoices.issuedAt, invoices.id, cursor)))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(limit);
    },

    async findInvoice(id: string, userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
        .limit(1);
      return row;
    },

    /** Records a provider event once: false when it was seen before (a replay). */
    async recordEvent(
      values: typeof paymentEvents.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
