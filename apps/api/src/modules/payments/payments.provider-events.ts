import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { ConfirmedPayment, PaymentProviderClient, ProviderEvent } from './payment-provider';
import type { PaymentsConfirmations } from './payments.confirmations';
import type { PaymentsRenewals } from './payments.renewals';
import { createPaymentsRepository } from './payments.repository';

export interface PaymentsProviderEventsDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  provider: PaymentProviderClient;
  confirmations: PaymentsConfirmations;
  renewals: PaymentsRenewals;
  log: FastifyBaseLogger;
}

/** What the provider's verified webhook events change. */
export function createPaymentsProviderEvents({
  db,
  subscriptions,
  provider,
  confirmations: { confirmPayment },
  renewals: { sendNotice },
  log,
}: PaymentsProviderEventsDeps) {
  const repository = createPaymentsRepository(db);

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

  return {
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
  };
}
