import { gstIncludedCents } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import { paidPlanCodes, type PaidPlanCode } from '@trademate/shared/constants/payments';
import type { Db, DbOrTx } from '../../db/client';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import type { AppMetrics } from '../../lib/app-metrics';
import { AppError } from '../../lib/app-error';
import type {
  PlanRow,
  SubscriptionRow,
  SubscriptionsService,
} from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import { formatInvoiceDate } from '../../lib/invoice-pdf';
import type { ConfirmedPayment } from './payment-provider';
import { createPaymentsRepository, type InvoiceRow } from './payments.repository';

/** `date` plus one calendar month or year, in UTC, kept within the month (31 Jan → 28/29 Feb). */
export function addInterval(date: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function isPaidPlanCode(code: string): code is PaidPlanCode {
  return (paidPlanCodes as readonly string[]).includes(code);
}

/** A paid (not trial) period that has not ended: active or cancelled, access still running. */
export function hasRunningPaidPeriod(row: SubscriptionRow | undefined, now: Date): boolean {
  return !!row && !row.isTrial && row.currentPeriodEnd.getTime() > now.getTime();
}

function invoiceDescription(plan: PlanRow, periodStart: Date, periodEnd: Date): string {
  return messages.invoice.description({
    name: plan.name,
    isYearly: plan.interval === 'year',
    from: formatInvoiceDate(periodStart),
    to: formatInvoiceDate(periodEnd),
  });
}

export interface PaymentsConfirmationsDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  users: UsersService;
  metrics: Pick<AppMetrics, 'payment'>;
}

/**
 * The one path that changes a subscription after a payment, for every provider (and for the demo
 * data, which records its payments the same way).
 */
export function createPaymentsConfirmations({
  db,
  subscriptions,
  users,
  metrics,
}: PaymentsConfirmationsDeps) {
  const repository = createPaymentsRepository(db);

  const joinOrBegin = <T>(tx: DbOrTx | undefined, run: (tx: DbOrTx) => Promise<T>) =>
    tx ? run(tx) : inTransaction(db, run);

  async function findPaidPlan(code: string, tx: DbOrTx = db): Promise<PlanRow> {
    const plan = await subscriptions.findPlanByCode(code, tx);
    if (!plan || plan.tier !== 'professional' || !plan.interval)
      throw new AppError('SERVICE_UNAVAILABLE', messages.payments.plansNotSetUp);
    return plan;
  }

  /**
   * Applies a payment the provider confirmed: records it (once: a known payment id changes
   * nothing), moves the subscription's period forward (never back: an older payment arriving late
   * leaves a newer period alone), makes a free tradie a tradie, and issues the tax invoice, all in
   * one transaction.
   */
  async function confirmPayment(
    payment: ConfirmedPayment & { userId: string },
    tx?: DbOrTx,
  ): Promise<{ applied: boolean; invoice: InvoiceRow | null }> {
    return joinOrBegin(tx, async (t) => {
      const plan = await findPaidPlan(payment.planCode, t);
      const user = await users.findById(payment.userId, t);
      if (!user) return { applied: false, invoice: null };
      const recorded = await repository.insertPayment(
        {
          userId: payment.userId,
          planId: plan.id,
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId,
          amountCents: payment.amountCents,
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          paidAt: payment.paidAt,
        },
        t,
      );
      if (!recorded) return { applied: false, invoice: null };
      afterCommit(t, () => metrics.payment('subscription', payment.amountCents));

      const current = await subscriptions.findForUpdate(payment.userId, t);
      const movesForward =
        !current ||
        current.isTrial ||
        payment.periodEnd.getTime() > current.currentPeriodEnd.getTime();
      if (movesForward) {
        await subscriptions.save(
          {
            userId: payment.userId,
            planId: plan.id,
            status: 'active',
            isTrial: false,
            currentPeriodStart: payment.periodStart,
            currentPeriodEnd: payment.periodEnd,
            cancelledAt: null,
            provider: payment.provider,
            providerCustomerId: payment.providerCustomerId ?? current?.providerCustomerId ?? null,
            providerSubscriptionId:
              payment.providerSubscriptionId ?? current?.providerSubscriptionId ?? null,
            providerStateAt: current?.providerStateAt ?? null,
            nextPlanId: null,
            renewalNoticeSentAt: null,
            testCardLast4: payment.cardLast4 ?? current?.testCardLast4 ?? null,
          },
          t,
        );
      }
      await users.promoteToTradie(payment.userId, t);
      if (payment.checkoutId)
        await repository.markCheckoutPaid(payment.checkoutId, payment.paidAt, t);

      const invoice = await repository.insertInvoice(
        {
          paymentId: recorded.id,
          userId: payment.userId,
          buyerName: `${user.firstName} ${user.lastName}`,
          buyerEmail: user.email,
          description: invoiceDescription(plan, payment.periodStart, payment.periodEnd),
          amountCents: payment.amountCents,
          gstCents: gstIncludedCents(payment.amountCents),
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          issuedAt: payment.paidAt,
        },
        t,
      );
      return { applied: true, invoice };
    });
  }

  return { confirmPayment, findPaidPlan };
}

export type PaymentsConfirmations = ReturnType<typeof createPaymentsConfirmations>;
