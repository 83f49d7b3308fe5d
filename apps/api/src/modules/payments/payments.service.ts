import type { FastifyBaseLogger } from 'fastify';
import { gstIncludedCents } from '@trademate/shared/constants/plans';
import * as messages from '@trademate/shared/messages';
import { checkoutReturnHref, paths } from '@trademate/shared/paths';
import {
  paidPlanCodes,
  type CheckoutSession,
  type Invoice,
  type InvoicePage,
  type PaidPlanCode,
  type TestCardPayment,
  type TestCheckout,
} from '@trademate/shared/schemas/payments';
import type { CurrentSubscription } from '@trademate/shared/schemas/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import type { MailService } from '../mail/mail.service';
import { createSubscriptionsService } from '../subscriptions/subscriptions.service';
import type {
  NewSubscriptionRow,
  PlanRow,
  SubscriptionRow,
} from '../subscriptions/subscriptions.repository';
import { createUsersService } from '../users/users.service';
import { formatInvoiceDate, renderInvoicePdf, formatInvoiceNumber } from './invoice-pdf';
import {
  ProviderUnavailableError,
  type ConfirmedPayment,
  type PaymentProviderClient,
  type ProviderEvent,
} from './payment-provider';
import { createPaymentsRepository, type InvoiceRow } from './payments.repository';
import { renewalNoticeMail, trialEndingMail } from './payments.mails';
import { classifyTestCard, isExpiryInFuture } from './test-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The renewal notice goes out this long before a period ends; no renewal without it. */
export const RENEWAL_NOTICE_MS = 7 * DAY_MS;
/** A checkout left open this long expires (Stripe's own default is the same). */
const CHECKOUT_LIFETIME_MS = DAY_MS;

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

function isPaidPlanCode(code: string): code is PaidPlanCode {
  return (paidPlanCodes as readonly string[]).includes(code);
}

/** A paid (not trial) period that has not ended: active or cancelled, access still running. */
function hasRunningPaidPeriod(row: SubscriptionRow | undefined, now: Date): boolean {
  return !!row && !row.isTrial && row.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * The idempotency key of a change decided on a subscription row: the row, its state version
 * (`updatedAt`, which every write of the row moves) and the action. Trying the same decision on
 * the same state again sends the same key, so the provider applies it once however often it is
 * tried; a new decision (cancel, resume, then cancel again) is made on a newer state and gets a
 * new key.
 */
function idempotencyKeyOf(row: SubscriptionRow, action: string): string {
  return `subscription-${row.id}-${row.updatedAt.getTime()}-${action}`;
}

/** A change of a running paid subscription that the provider must make too. */
interface SubscriptionChange {
  /** Names the change in its idempotency key, with what it changes to (`switch-to-…`). */
  action: string;
  /** Whether the row allows the change; otherwise the answer is 409 with `refusal`. */
  isAllowed(row: SubscriptionRow): boolean;
  refusal: string;
  atProvider(providerSubscriptionId: string, idempotencyKey: string): Promise<void>;
  /** What the change writes on the row it was decided on. */
  changes(row: SubscriptionRow): Partial<NewSubscriptionRow>;
}

function invoiceDescription(plan: PlanRow, periodStart: Date, periodEnd: Date): string {
  return messages.invoice.description({
    name: plan.name,
    isYearly: plan.interval === 'year',
    from: formatInvoiceDate(periodStart),
    to: formatInvoiceDate(periodEnd),
  });
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: formatInvoiceNumber(row.number),
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    gstCents: row.gstCents,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    pdfUrl: `/api/subscription/invoices/${row.id}/pdf`,
  };
}

export interface PaymentsServiceOptions {
  db: Db;
  provider: PaymentProviderClient;
  mail: MailService;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface SweepResult {
  expiredCheckouts: number;
  confirmedCheckouts: number;
  notices: number;
  renewals: number;
}

/**
 * The one path that changes a subscription after a payment, for every provider (and for the demo
 * data, which records its payments the same way).
 */
export function createPaymentConfirmations(db: Db) {
  const repository = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsService(db);
  const users = createUsersService(db);

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

/**
 * Buying, renewing and cancelling the Professional plan. Every change of a subscription that
 * follows a payment goes through `confirmPayment`, whichever provider confirmed it.
 */
export function createPaymentsService({
  db,
  provider,
  mail,
  publicUrl,
  log,
}: PaymentsServiceOptions) {
  const repository = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsService(db);
  const users = createUsersService(db);

  const { confirmPayment, findPaidPlan } = createPaymentConfirmations(db);

  /** A payment whose event did not name the user: found by the provider's subscription id. */
  async function resolvePaymentUser(
    payment: ConfirmedPayment,
    tx: DbOrTx,
  ): Promise<(ConfirmedPayment & { userId: string }) | null> {
    if (payment.userId) return { ...payment, userId: payment.userId };
    if (!payment.providerSubscriptionId) return null;
    const row = await subscriptions.findByProviderSubscriptionId(
      payment.providerSubscriptionId,
      tx,
    );
    return row ? { ...payment, userId: row.userId } : null;
  }

  /** A provider call: the provider failing is the user's 503 and a warning in the log. */
  async function askProvider<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: error.cause, action }, 'payment provider unavailable: nothing changed');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', messages.payments.providerUnavailable);
    }
  }

  /**
   * Changes a running paid subscription, at the provider too, and never holds the row lock (or
   * any transaction) across the provider's network call:
   *  1. lock the row, decide or refuse, and commit;
   *  2. ask the provider, under the decision's idempotency key;
   *  3. lock the row again and record the change, if the row is still as decided.
   * A subscription no provider holds (test mode) is decided and changed in one transaction.
   * Returns the row as decided.
   */
  async function changeSubscription(
    userId: string,
    change: SubscriptionChange,
  ): Promise<SubscriptionRow> {
    const decided = await inTransaction(db, async (tx) => {
      const row = await subscriptions.findForUpdate(userId, tx);
      if (!row || !change.isAllowed(row)) throw new AppError('CONFLICT', change.refusal);
      if (row.provider !== 'stripe' || !row.providerSubscriptionId)
        await subscriptions.update(row.id, change.changes(row), tx);
      return row;
    });
    const { providerSubscriptionId } = decided;
    if (decided.provider !== 'stripe' || !providerSubscriptionId) return decided;

    await askProvider(change.action, () =>
      change.atProvider(providerSubscriptionId, idempotencyKeyOf(decided, change.action)),
    );

    await inTransaction(db, async (tx) => {
      const row = await subscriptions.findForUpdate(userId, tx);
      // Written while the provider was asked: by a Stripe webhook (often the one for this very
      // change) or another request. That write is newer than this decision, so the decision is
      // not written over it; Stripe, which now holds the change, announces it with
      // `customer.subscription.updated`, and that webhook brings the row to Stripe's state.
      if (row?.id !== decided.id || row.updatedAt.getTime() !== decided.updatedAt.getTime()) return;
      await subscriptions.update(row.id, change.changes(row), tx);
    });
    return decided;
  }

  async function getCurrentOrConflict(userId: string): Promise<NonNullable<CurrentSubscription>> {
    const current = await subscriptions.getCurrent(userId);
    if (!current) throw new AppError('CONFLICT', messages.payments.noPaidSubscription);
    return current;
  }

  /**
   * The notice before a period ends: marked sent and written to the outbox in one transaction,
   * so it is neither lost (marked but never mailed) nor mailed twice.
   */
  async function sendNotice(row: SubscriptionRow, now: Date): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      if (!(await subscriptions.markNoticeSent(row.id, row.currentPeriodEnd, now, tx)))
        return false;
      const user = await users.findById(row.userId, tx);
      if (!user) return false;
      if (row.isTrial) {
        await mail.enqueue(trialEndingMail(user.email, user.firstName, row.currentPeriodEnd), tx);
        return true;
      }
      const plan = await findPaidPlan(
        (await subscriptions.findPlanById(row.nextPlanId ?? row.planId, tx))?.code ?? '',
        tx,
      );
      await mail.enqueue(
        renewalNoticeMail(user.email, user.firstName, {
          planName: plan.name,
          interval: plan.interval!,
          amountCents: plan.priceCents,
          renewsAt: row.currentPeriodEnd,
        }),
        tx,
      );
      return true;
    });
  }

  /** Test mode: at the period end, charge the saved test card for the next period. */
  async function renew(row: SubscriptionRow, now: Date): Promise<boolean> {
    const plan = await subscriptions.findPlanById(row.nextPlanId ?? row.planId);
    if (!plan?.interval || !isPaidPlanCode(plan.code)) return false;
    const { code, interval } = plan;
    return inTransaction(db, async (tx) => {
      // Checked again under the row lock: a cancellation a moment ago wins over the renewal.
      const current = await subscriptions.findForUpdate(row.userId, tx);
      if (
        current?.status !== 'active' ||
        !current.renewalNoticeSentAt ||
        current.currentPeriodEnd.getTime() !== row.currentPeriodEnd.getTime()
      )
        return false;
      const { applied } = await confirmPayment(
        {
          provider: 'test',
          providerPaymentId: `test_renewal_${row.id}_${row.currentPeriodEnd.toISOString()}`,
          userId: row.userId,
          planCode: code,
          amountCents: plan.priceCents,
          periodStart: row.currentPeriodEnd,
          periodEnd: addInterval(row.currentPeriodEnd, interval),
          paidAt: now,
          cardLast4: row.testCardLast4,
        },
        tx,
      );
      return applied;
    });
  }

  /**
   * No lost payment: a Stripe checkout paid while the server was not listening is confirmed from
   * what Stripe says; checkouts older than their lifetime expire.
   */
  async function reconcile(now: Date): Promise<{ expired: number; confirmed: number }> {
    let confirmed = 0;
    if (provider.kind === 'stripe') {
      const open = await repository.findOpenCheckouts(
        'stripe',
        new Date(now.getTime() - CHECKOUT_LIFETIME_MS),
      );
      for (const checkout of open) {
        if (!checkout.providerSessionId) continue;
        try {
          const state = await provider.getCheckoutState(checkout.providerSessionId);
          if (state.status !== 'paid') continue;
          const result = await confirmPayment({
            ...state.payment,
            userId: checkout.userId,
            checkoutId: checkout.id,
          });
          if (result.applied) confirmed += 1;
          else await repository.markCheckoutPaid(checkout.id, now);
        } catch (error) {
          log.warn({ err: error, checkoutId: checkout.id }, 'checkout reconciliation failed');
        }
      }
    }
    const expired = await repository.expireCheckouts(now);
    return { expired, confirmed };
  }

  return {
    confirmPayment,
    reconcile,

    /**
     * Starts paying for a plan. Refused while a paid period is still running, so nobody pays
     * twice for the same time; allowed with no subscription, on a trial, or once expired.
     */
    async startCheckout(
      user: { id: string; email: string },
      planCode: PaidPlanCode,
      now: Date = new Date(),
    ): Promise<CheckoutSession> {
      const plan = await findPaidPlan(planCode);
      const checkout = await inTransaction(db, async (tx) => {
        const current = await subscriptions.findForUpdate(user.id, tx);
        if (hasRunningPaidPeriod(current, now))
          throw new AppError('CONFLICT', messages.payments.alreadyPaid);
        const base = provider.kind === 'stripe' ? publicUrl : '';
        const row = await repository.insertCheckout(
          {
            userId: user.id,
            planId: plan.id,
            provider: provider.kind,
            successUrl: `${base}${checkoutReturnHref('success')}`,
            cancelUrl: `${base}${checkoutReturnHref('cancelled')}`,
            expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
          },
          tx,
        );
        return { row, customerId: current?.providerCustomerId ?? null };
      });
      // The provider is asked once the checkout's transaction has committed; its id is the
      // idempotency key, so the client's own retries never open two sessions for one checkout.
      let started: Awaited<ReturnType<PaymentProviderClient['createCheckout']>>;
      try {
        started = await askProvider('checkout', () =>
          provider.createCheckout({
            checkoutId: checkout.row.id,
            userId: user.id,
            email: user.email,
            plan: {
              code: planCode,
              name: plan.name,
              priceCents: plan.priceCents,
              interval: plan.interval!,
            },
            successUrl: checkout.row.successUrl,
            cancelUrl: checkout.row.cancelUrl,
            customerId: checkout.customerId,
          }),
        );
      } catch (error) {
        // Nobody got a page to pay on: the checkout closes at once and the next try starts anew.
        await repository.expireCheckout(checkout.row.id);
        throw error;
      }
      if (started.providerSessionId)
        await repository.setCheckoutProviderSession(checkout.row.id, started.providerSessionId);
      return { sessionId: checkout.row.id, url: started.url, provider: provider.kind };
    },

    /** The test-mode checkout page's data; only for the user who started it. */
    async getTestCheckout(
      userId: string,
      checkoutId: string,
      now: Date = new Date(),
    ): Promise<TestCheckout> {
      const found = await repository.findCheckout(checkoutId);
      if (!found || found.checkout.userId !== userId || found.checkout.provider !== 'test')
        throw new AppError('NOT_FOUND', messages.payments.checkoutNotFound);
      const { checkout, plan } = found;
      const isLapsed = checkout.status === 'open' && checkout.expiresAt.getTime() <= now.getTime();
      return {
        sessionId: checkout.id,
        status: isLapsed ? 'expired' : checkout.status,
        plan: { code: plan.code as PaidPlanCode, name: plan.name },
        amountCents: plan.priceCents,
        gstCents: gstIncludedCents(plan.priceCents),
        successUrl: checkout.successUrl,
        cancelUrl: checkout.cancelUrl,
      };
    },

    /**
     * The test-mode card payment: the usual Stripe test numbers succeed, the decline numbers are
     * declined (402, nothing changes), anything else is refused. A success is confirmed through
     * `confirmPayment`, as a Stripe payment is.
     */
    async payTestCheckout(
      userId: string,
      checkoutId: string,
      card: TestCardPayment,
      now: Date = new Date(),
    ): Promise<CurrentSubscription> {
      const found = await repository.findCheckout(checkoutId);
      if (!found || found.checkout.userId !== userId || found.checkout.provider !== 'test')
        throw new AppError('NOT_FOUND', messages.payments.checkoutNotFound);
      const { checkout, plan } = found;
      if (checkout.status === 'paid')
        throw new AppError('CONFLICT', messages.payments.checkoutAlreadyPaid);
      if (checkout.status === 'expired' || checkout.expiresAt.getTime() <= now.getTime())
        throw new AppError('CONFLICT', messages.payments.checkoutExpired);
      if (!isExpiryInFuture(card.expiry, now)) {
        throw new AppError('VALIDATION', messages.payments.cardExpired, [
          { path: 'expiry', message: messages.payments.cardExpired },
        ]);
      }
      const outcome = classifyTestCard(card.cardNumber);
      if (outcome === 'unknown') {
        throw new AppError('VALIDATION', messages.payments.unknownTestCard, [
          { path: 'cardNumber', message: messages.payments.unknownTestCard },
        ]);
      }
      if (outcome === 'declined')
        throw new AppError('PAYMENT_DECLINED', messages.payments.declined);
      if (outcome === 'insufficient_funds')
        throw new AppError('PAYMENT_DECLINED', messages.payments.insufficientFunds);
      if (!plan.interval || !isPaidPlanCode(plan.code))
        throw new AppError('SERVICE_UNAVAILABLE', messages.payments.plansNotSetUp);

      const digits = card.cardNumber.replace(/[\s-]/g, '');
      const planCode = plan.code;
      const interval = plan.interval;
      await inTransaction(db, async (tx) => {
        const current = await subscriptions.findForUpdate(userId, tx);
        if (hasRunningPaidPeriod(current, now))
          throw new AppError('CONFLICT', messages.payments.alreadyPaid);
        const { applied } = await confirmPayment(
          {
            provider: 'test',
            providerPaymentId: `test_checkout_${checkout.id}`,
            userId,
            planCode,
            amountCents: plan.priceCents,
            periodStart: now,
            periodEnd: addInterval(now, interval),
            paidAt: now,
            cardLast4: digits.slice(-4),
            checkoutId: checkout.id,
          },
          tx,
        );
        if (!applied) throw new AppError('CONFLICT', messages.payments.checkoutAlreadyPaid);
      });
      return subscriptions.getCurrent(userId, now);
    },

    /** Monthly ↔ yearly from the next renewal; choosing the current plan drops a pending switch. */
    async switchPlan(userId: string, planCode: PaidPlanCode, now: Date = new Date()) {
      const plan = await findPaidPlan(planCode);
      const nextPlanOf = (row: SubscriptionRow) => (plan.id === row.planId ? null : plan.id);
      const decided = await changeSubscription(userId, {
        action: `switch-to-${planCode}`,
        isAllowed: (row) => hasRunningPaidPeriod(row, now),
        refusal: messages.payments.noPaidSubscription,
        atProvider: (subscriptionId, key) => provider.switchPlan(subscriptionId, planCode, key),
        changes: (row) => ({ nextPlanId: nextPlanOf(row) }),
      });
      return {
        subscription: await getCurrentOrConflict(userId),
        message: nextPlanOf(decided)
          ? messages.payments.planSwitched
          : messages.payments.planSwitchCleared,
      };
    },

    /** Stops the renewal; access stays until the period ends. */
    async cancel(userId: string, now: Date = new Date()) {
      await changeSubscription(userId, {
        action: 'cancel',
        isAllowed: (row) => hasRunningPaidPeriod(row, now) && row.status === 'active',
        refusal: messages.payments.nothingToCancel,
        atProvider: (subscriptionId, key) =>
          provider.setCancelAtPeriodEnd(subscriptionId, true, key),
        changes: () => ({ status: 'cancelled', cancelledAt: now }),
      });
      return getCurrentOrConflict(userId);
    },

    /** Undoes a cancellation before the period ends: the plan renews as usual. */
    async resume(userId: string, now: Date = new Date()) {
      await changeSubscription(userId, {
        action: 'resume',
        isAllowed: (row) => hasRunningPaidPeriod(row, now) && row.status === 'cancelled',
        refusal: messages.payments.nothingToResume,
        atProvider: (subscriptionId, key) =>
          provider.setCancelAtPeriodEnd(subscriptionId, false, key),
        changes: () => ({ status: 'active', cancelledAt: null }),
      });
      return getCurrentOrConflict(userId);
    },

    /** Stripe's customer portal (cards, receipts, cancellation) for a Stripe customer. */
    async createPortalUrl(userId: string): Promise<{ url: string }> {
      const row = await subscriptions.findByUserId(userId);
      const customerId = row?.provider === 'stripe' ? row.providerCustomerId : null;
      const url = customerId
        ? await askProvider('portal', () =>
            provider.createPortalUrl(customerId, `${publicUrl}${paths.userSubscription.href()}`),
          )
        : null;
      if (!url) throw new AppError('CONFLICT', messages.payments.portalUnavailable);
      return { url };
    },

    async listInvoices(
      userId: string,
      query: { cursor?: string; limit: number },
    ): Promise<InvoicePage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.listInvoices(userId, cursor, query.limit + 1);
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.issuedAt, id: row.id }),
        toInvoice,
      );
    },

    /** The invoice as a PDF file; someone else's invoice is not found. */
    async getInvoicePdf(userId: string, invoiceId: string) {
      const row = await repository.findInvoice(invoiceId, userId);
      if (!row) throw new AppError('NOT_FOUND', messages.payments.invoiceNotFound);
      return {
        filename: `TradeMate-${formatInvoiceNumber(row.number)}.pdf`,
        pdf: await renderInvoicePdf(row),
      };
    },

    /**
     * A verified provider event, handled once: its id is stored in the same transaction as its
     * effect, so a replay answers the same and changes nothing, and a failure leaves it to retry.
     */
    async handleProviderEvent(event: ProviderEvent): Promise<'handled' | 'replayed'> {
      const noticeFor = await inTransaction(db, async (tx) => {
        const isNew = await repository.recordEvent(
          { provider: provider.kind, eventId: event.eventId, type: event.type },
          tx,
        );
        if (!isNew) return 'replayed' as const;
        switch (event.kind) {
          case 'checkout_completed': {
            const checkout = await repository.findCheckoutByProviderSession(
              event.providerSessionId,
              tx,
            );
            if (checkout) await repository.markCheckoutPaid(checkout.id, event.createdAt, tx);
            const userId = event.userId ?? checkout?.userId;
            if (!userId) return null;
            const row = await subscriptions.findForUpdate(userId, tx);
            if (
              row &&
              (!row.providerSubscriptionId || row.providerSubscriptionId === event.subscriptionId)
            ) {
              await subscriptions.update(
                row.id,
                {
                  providerCustomerId: event.customerId ?? row.providerCustomerId,
                  providerSubscriptionId: event.subscriptionId ?? row.providerSubscriptionId,
                },
                tx,
              );
            }
            return null;
          }
          case 'payment': {
            const payment = event.payment && (await resolvePaymentUser(event.payment, tx));
            if (!payment) {
              log.warn({ eventId: event.eventId }, 'payment event for no known user: ignored');
              return null;
            }
            await confirmPayment(payment, tx);
            return null;
          }
          case 'upcoming_renewal': {
            const row = await subscriptions.findByProviderSubscriptionId(event.subscriptionId, tx);
            if (!row || row.status !== 'active' || row.renewalNoticeSentAt) return null;
            return row;
          }
          case 'subscription_changed': {
            const row = await subscriptions.findByProviderSubscriptionId(event.subscriptionId, tx);
            if (!row) return null;
            // An event older than the state already applied changes nothing.
            if (row.providerStateAt && event.createdAt.getTime() < row.providerStateAt.getTime())
              return null;
            const isEnding = event.cancelAtPeriodEnd || event.endedAt !== null;
            let periodEnd = row.currentPeriodEnd;
            if (event.endedAt && event.endedAt.getTime() < periodEnd.getTime())
              periodEnd = event.endedAt;
            else if (
              !event.endedAt &&
              event.periodEnd &&
              event.periodEnd.getTime() > periodEnd.getTime()
            )
              periodEnd = event.periodEnd;
            await subscriptions.update(
              row.id,
              {
                providerStateAt: event.createdAt,
                status: isEnding ? 'cancelled' : 'active',
                cancelledAt: isEnding ? (row.cancelledAt ?? event.createdAt) : null,
                currentPeriodEnd: periodEnd,
              },
              tx,
            );
            return null;
          }
          case 'ignored':
            return null;
        }
      });
      if (noticeFor === 'replayed') return 'replayed';
      if (noticeFor) await sendNotice(noticeFor, event.createdAt);
      return 'handled';
    },

    /**
     * One pass of the background sweep: reconciliation, the 7-day notices and (test mode) the
     * renewals of noticed, uncancelled periods that have ended.
     */
    async runSweep(now: Date = new Date()): Promise<SweepResult> {
      const { expired, confirmed } = await reconcile(now);
      let notices = 0;
      for (const { subscription } of await subscriptions.findDueForNotice(
        now,
        new Date(now.getTime() + RENEWAL_NOTICE_MS),
      )) {
        // A paid test-mode plan renews only in test mode: no notice promising a renewal otherwise.
        if (!subscription.isTrial && provider.kind !== 'test') continue;
        if (await sendNotice(subscription, now)) notices += 1;
      }
      let renewals = 0;
      if (provider.kind === 'test') {
        for (const row of await subscriptions.findDueForRenewal(now)) {
          try {
            if (await renew(row, now)) renewals += 1;
          } catch (error) {
            log.error({ err: error, subscriptionId: row.id }, 'test-mode renewal failed');
          }
        }
      }
      return { expiredCheckouts: expired, confirmedCheckouts: confirmed, notices, renewals };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
