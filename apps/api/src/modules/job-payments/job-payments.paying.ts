import { sql } from 'drizzle-orm';
import type { JobPaymentMilestone } from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  JobCheckout,
  JobPayment,
  JobTestCardRequest,
  QuotePayments,
} from '@trademate/shared/schemas/job-payments';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { afterCommit, inTransaction } from '../../lib/after-commit';
import { askProvider } from '../../lib/provider-unavailable';
import type { QuoteAgreement } from '../quotes/quotes.service';
import type { JobPaymentsDeps, PaymentPerson } from './job-payments.deps';
import { chargeMovement } from './job-payments.money';
import type { JobPaymentRow } from './job-payments.repository';
import type { JobPaymentsSettling } from './job-payments.settling';
import { heldCentsOf, toJobInvoice, toJobPayment } from './job-payments.view';
import type { MarketplaceTestProvider } from './marketplace-test';

const m = messages.jobPayments;

/** What the client may pay now: the deposit or the whole before anything, then the balance. */
export function payableOf(
  agreement: Pick<QuoteAgreement, 'agreedTotalCents' | 'depositCents'>,
  payments: readonly JobPaymentRow[],
): QuotePayments['payable'] {
  const paid = payments
    .filter((row) => row.paidAt)
    .reduce((sum, row) => sum + row.amountCents - row.refundedCents, 0);
  const remaining = agreement.agreedTotalCents - paid;
  if (remaining <= 0) return [];
  if (paid > 0) return [{ milestone: 'balance', amountCents: remaining }];
  const deposit = agreement.depositCents;
  return deposit > 0 && deposit < remaining
    ? [
        { milestone: 'deposit', amountCents: deposit },
        { milestone: 'whole', amountCents: remaining },
      ]
    : [{ milestone: 'whole', amountCents: remaining }];
}

/** What a paid payment says: its ids at the provider and when. */
export interface PaidPayment {
  paymentId: string;
  amountCents: number;
  paymentIntentId: string | null;
  chargeId: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

/**
 * Paying through TradeMate (decision 064): the client starts a payment for a milestone of an
 * accepted quote, pays it on the provider's checkout (or the test mode's card page), and the
 * payment is held. `confirmPaid` is the one way a payment becomes held, whoever reports it.
 */
export function createJobPaymentsPaying(
  deps: JobPaymentsDeps,
  settling: Pick<JobPaymentsSettling, 'postCard'>,
) {
  const {
    db,
    repository,
    reads,
    provider,
    ledger,
    quotes,
    notifications,
    publicUrl,
    log,
    metrics,
  } = deps;

  /** The accepted quote's agreement for one of its two people; 404 for anyone else. */
  async function agreementFor(userId: string, quoteId: string, tx?: DbOrTx) {
    const agreement = await quotes.agreementOf(quoteId, tx);
    if (!agreement || (agreement.clientId !== userId && agreement.professionalId !== userId)) {
      throw notFound(m.quoteNotAccepted);
    }
    return agreement;
  }

  /** The payment, for its client or its professional; 404 for anyone else. */
  async function paymentFor(userId: string, paymentId: string, tx?: DbOrTx) {
    const row = await repository.findPayment(paymentId, tx);
    if (!row || (row.clientId !== userId && row.professionalId !== userId)) {
      throw notFound(m.notFound);
    }
    return row;
  }

  async function viewOf(row: JobPaymentRow): Promise<JobPayment> {
    const titles = await reads.jobTitlesOf([row.jobId]);
    return toJobPayment(row, titles.get(row.jobId) ?? '');
  }

  async function payoutsReady(professionalId: string, tx?: DbOrTx): Promise<boolean> {
    const account = await repository.findPayoutAccount(professionalId, tx);
    return account?.transfersActive ?? false;
  }

  async function quotePayments(userId: string, quoteId: string): Promise<QuotePayments> {
    const agreement = await agreementFor(userId, quoteId);
    const rows = await repository.paymentsOfQuote(quoteId);
    const isClient = agreement.clientId === userId;
    const invoices = (await repository.invoicesOfPayments(rows.map((row) => row.id))).filter(
      (invoice) => (isClient ? invoice.kind === 'work' : true),
    );
    const sum = (pick: (row: JobPaymentRow) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    return {
      quoteId,
      agreedTotalCents: agreement.agreedTotalCents,
      depositCents: agreement.depositCents,
      paidCents: sum((row) => (row.paidAt ? row.amountCents : 0)),
      heldCents: sum(heldCentsOf),
      releasedCents: sum((row) => row.releasedCents),
      feeCents: sum((row) => row.feeCents),
      refundedCents: sum((row) => row.refundedCents),
      payable: isClient ? payableOf(agreement, rows) : [],
      professionalPayoutsReady: await payoutsReady(agreement.professionalId),
      payments: rows.map((row) => toJobPayment(row, agreement.jobTitle)),
      invoices: invoices.map(toJobInvoice),
    };
  }

  async function confirmPaid(paid: PaidPayment, tx: DbOrTx): Promise<JobPaymentRow | null> {
    const row = await repository.lockPayment(paid.paymentId, tx);
    if (!row) return null;
    if (row.paidAt) return row;
    if (paid.amountCents !== row.amountCents) {
      log.error(
        { paymentId: row.id, paid: paid.amountCents },
        'job payment paid a different amount',
      );
    }
    const updated = await repository.updatePayment(
      row.id,
      {
        status: 'held',
        paidAt: paid.paidAt,
        paymentIntentId: paid.paymentIntentId ?? row.paymentIntentId,
        chargeId: paid.chargeId ?? row.chargeId,
        cardLast4: paid.cardLast4 ?? row.cardLast4,
      },
      tx,
    );
    await ledger.record(chargeMovement(row.id, row.amountCents), tx);
    afterCommit(tx, () => metrics.payment('job', row.amountCents));
    const agreement = await quotes.agreementOf(row.quoteId, tx);
    if (agreement) {
      await notifications.notify(
        {
          userId: row.professionalId,
          kind: 'payment_secured',
          title: m.securedTitle,
          body: m.securedBody(agreement.clientFirstName, row.amountCents, agreement.jobTitle),
          link: paths.quote.href(row.quoteId),
          subjectJobId: row.jobId,
        },
        tx,
      );
      await settling.postCard(
        row,
        { id: agreement.clientId, userType: 'client', firstName: agreement.clientFirstName },
        m.cardPaid(m.milestones[row.milestone], row.amountCents),
        tx,
      );
    }
    return updated;
  }

  return {
    agreementFor,
    paymentFor,
    viewOf,
    quotePayments,
    confirmPaid,

    async getPayment(userId: string, paymentId: string): Promise<JobPayment> {
      return viewOf(await paymentFor(userId, paymentId));
    },

    /**
     * A new payment for `milestone`, and where the client pays it. Payments of one quote are
     * started one at a time (an advisory lock on the quote), so two clicks make one payment; a
     * checkout left open before is given up. The provider is asked with nothing locked.
     */
    async startPayment(
      client: PaymentPerson,
      quoteId: string,
      milestone: JobPaymentMilestone,
    ): Promise<JobCheckout> {
      const { payment, agreement } = await inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-payments:${quoteId}`}))`);
        const agreement = await agreementFor(client.id, quoteId, tx);
        if (agreement.clientId !== client.id) throw notFound(m.quoteNotAccepted);
        if (!(await payoutsReady(agreement.professionalId, tx))) {
          throw new AppError('CONFLICT', m.payoutsNotReady(agreement.professionalFirstName));
        }
        const rows = await repository.paymentsOfQuote(quoteId, tx, true);
        const choice = payableOf(agreement, rows).find((item) => item.milestone === milestone);
        if (!choice) throw new AppError('CONFLICT', m.milestoneNotPayable);
        for (const open of rows.filter((row) => row.status === 'awaiting_payment')) {
          await repository.updatePayment(open.id, { status: 'expired' }, tx);
        }
        const payment = await repository.insertPayment(
          {
            quoteId,
            jobId: agreement.jobId,
            clientId: agreement.clientId,
            professionalId: agreement.professionalId,
            milestone,
            amountCents: choice.amountCents,
            provider: provider.kind,
          },
          tx,
        );
        return { payment, agreement };
      });
      const back = `${publicUrl}${paths.quote.href(quoteId)}`;
      try {
        const checkout = await askProvider(log, 'job payment checkout', () =>
          provider.createHeldPaymentCheckout(
            {
              paymentId: payment.id,
              amountCents: payment.amountCents,
              description: `${agreement.jobTitle}: ${m.milestones[milestone]}`,
              customerEmail: agreement.clientEmail,
              successUrl: `${back}?payment=success`,
              cancelUrl: `${back}?payment=cancelled`,
              transferGroup: payment.id,
            },
            `job-payment:${payment.id}:checkout`,
          ),
        );
        const saved = checkout.providerSessionId
          ? await repository.updatePayment(
              payment.id,
              { providerSessionId: checkout.providerSessionId },
              db,
            )
          : payment;
        return { payment: toJobPayment(saved, agreement.jobTitle), checkoutUrl: checkout.url };
      } catch (error) {
        await repository.updatePayment(payment.id, { status: 'expired' }, db);
        throw error;
      }
    },

    /** The test mode's card page: Stripe's test numbers succeed or decline as they do there. */
    async payWithTestCard(
      client: PaymentPerson,
      paymentId: string,
      card: JobTestCardRequest,
    ): Promise<JobPayment> {
      const row = await paymentFor(client.id, paymentId);
      if (row.clientId !== client.id) throw notFound(m.notFound);
      if (provider.kind !== 'test') throw notFound(m.notTestMode);
      if (row.status !== 'awaiting_payment') throw new AppError('CONFLICT', m.notAwaitingPayment);
      const result = (provider as MarketplaceTestProvider).chargeTestCard({
        paymentId: row.id,
        amountCents: row.amountCents,
        cardNumber: card.cardNumber,
        expiry: card.expiry,
      });
      if (result.status !== 'paid') {
        const refusal = {
          declined: m.cardDeclined,
          insufficient_funds: m.cardInsufficientFunds,
          unknown_card: m.cardUnknown,
          expired_card: m.cardExpired,
        }[result.status];
        throw new AppError('PAYMENT_DECLINED', refusal);
      }
      const updated = await inTransaction(db, async (tx) => {
        const current = await repository.lockPayment(row.id, tx);
        if (current?.status !== 'awaiting_payment') {
          throw new AppError('CONFLICT', m.notAwaitingPayment);
        }
        return confirmPaid(
          {
            paymentId: row.id,
            amountCents: result.amountCents,
            paymentIntentId: result.paymentIntentId,
            chargeId: result.chargeId,
            cardLast4: result.cardLast4,
            paidAt: result.paidAt,
          },
          tx,
        );
      });
      return viewOf(updated!);
    },
  };
}

export type JobPaymentsPaying = ReturnType<typeof createJobPaymentsPaying>;
