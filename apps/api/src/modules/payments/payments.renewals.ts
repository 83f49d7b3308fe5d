import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import type { AlertsService } from '../alerts/alerts.service';
import type { MailService } from '../mail/mail.service';
import type { SubscriptionRow, SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import type { PaymentProviderClient } from './payment-provider';
import { CHECKOUT_LIFETIME_MS } from './payments.checkout';
import { addInterval, isPaidPlanCode, type PaymentsConfirmations } from './payments.confirmations';
import { renewalNotice, trialEndingNotice, type PlanNotice } from './payments.mails';
import { createPaymentsRepository } from './payments.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The renewal notice goes out this long before a period ends; no renewal without it. */
export const RENEWAL_NOTICE_MS = 7 * DAY_MS;

export interface SweepResult {
  expiredCheckouts: number;
  confirmedCheckouts: number;
  notices: number;
  renewals: number;
}

export interface PaymentsRenewalsDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  users: UsersService;
  provider: PaymentProviderClient;
  mail: MailService;
  alerts: Pick<AlertsService, 'wantsEmail' | 'composeMail'>;
  confirmations: PaymentsConfirmations;
  log: FastifyBaseLogger;
}

/**
 * What runs in the background: reconciliation of checkouts, the notices before a period ends
 * (through the mail outbox) and, in test mode, the renewals themselves.
 */
export function createPaymentsRenewals({
  db,
  subscriptions,
  users,
  provider,
  mail,
  alerts,
  confirmations: { confirmPayment, findPaidPlan },
  log,
}: PaymentsRenewalsDeps) {
  const repository = createPaymentsRepository(db);

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
      // Marked sent either way: a person who switched the notices off is not asked again.
      const send = async (notice: PlanNotice) => {
        if (await alerts.wantsEmail(user, notice.event, tx))
          await mail.enqueue(await alerts.composeMail(user, notice.event, notice), tx);
      };
      if (row.isTrial) {
        await send(trialEndingNotice(user.firstName, row.currentPeriodEnd));
        return true;
      }
      const plan = await findPaidPlan(
        (await subscriptions.findPlanById(row.nextPlanId ?? row.planId, tx))?.code ?? '',
        tx,
      );
      await send(
        renewalNotice(user.firstName, {
          planName: plan.name,
          interval: plan.interval!,
          amountCents: plan.priceCents,
          renewsAt: row.currentPeriodEnd,
        }),
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

  /**
   * One pass of the background sweep: reconciliation, the 7-day notices and (test mode) the
   * renewals of noticed, uncancelled periods that have ended.
   */
  async function runSweep(now: Date = new Date()): Promise<SweepResult> {
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
  }

  return { sendNotice, reconcile, runSweep };
}

export type PaymentsRenewals = ReturnType<typeof createPaymentsRenewals>;
