import {
  gstInsideCents,
  platformFeeCents,
  type JobPaymentStatus,
} from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { DbOrTx } from '../../db/client';
import { company } from '@trademate/shared/constants/company';
import { inTransaction } from '../../lib/after-commit';
import { ProviderUnavailableError } from '../../lib/provider-unavailable';
import type { JobPaymentsDeps, PaymentPerson } from './job-payments.deps';
import { refundMovement, releaseMovement, transferMovement } from './job-payments.money';
import type { JobPaymentOperationRow, JobPaymentRow } from './job-payments.repository';
import { heldCentsOf } from './job-payments.view';

const m = messages.jobPayments;

/** What a release or refund will move, decided on the locked payment. */
export interface SettlementPlan {
  releaseCents: number;
  refundCents: number;
  requestedBy: JobPaymentOperationRow['requestedBy'];
  staffId?: string | null;
  note?: string;
  /** Columns the payment takes with the operation (a dispute's resolution). */
  alsoSet?: Partial<JobPaymentRow>;
  /** Whom the chat card is signed by: the client releasing; none for TradeMate's own moves. */
  cardBy?: PaymentPerson;
}

/** What a payment's status is once nothing is held: released, refunded, or part of each. */
function settledStatus(
  row: Pick<JobPaymentRow, 'releasedCents' | 'refundedCents'>,
): JobPaymentStatus {
  if (row.refundedCents === 0) return 'released';
  if (row.releasedCents === 0) return 'refunded';
  return 'settled';
}

/**
 * Moving held money out (decision 064), in three steps so that no provider call runs inside a
 * row lock (decision 009): (1) under the payment's lock, decide what moves, write the operation and
 * mark the payment `settling` — a second release or refund finds it so and is refused; (2) with no
 * transaction open, ask the provider for the transfer and the refund, each with the operation's own
 * idempotency key; (3) under the lock again, record the ledger movements, the payment's figures
 * and the invoices, and tell both people. An operation left pending (the provider did not answer,
 * the process stopped) is run again by the sweep with the same keys, so it moves money once.
 */
export function createJobPaymentsSettling(deps: JobPaymentsDeps) {
  const { db, repository, provider, ledger, quotes, chats, notifications, terms, log } = deps;

  /** Step 1: the operation, decided under the payment's lock by `decide` (which may refuse). */
  async function start(
    paymentId: string,
    decide: (row: JobPaymentRow, tx: DbOrTx) => Promise<SettlementPlan> | SettlementPlan,
  ): Promise<JobPaymentOperationRow> {
    return inTransaction(db, async (tx) => {
      const row = await repository.lockPayment(paymentId, tx);
      if (!row) throw new Error(`No job payment ${paymentId}`);
      const plan = await decide(row, tx);
      const feeCents = platformFeeCents(plan.releaseCents, terms.fee);
      const operation = await repository.insertOperation(
        {
          paymentId,
          releaseCents: plan.releaseCents,
          feeCents,
          refundCents: plan.refundCents,
          requestedBy: plan.requestedBy,
          staffId: plan.staffId ?? null,
          note: plan.note ?? '',
        },
        tx,
      );
      await repository.updatePayment(paymentId, { status: 'settling', ...plan.alsoSet }, tx);
      if (plan.cardBy) await postCard(row, plan.cardBy, m.cardReleased(plan.releaseCents), tx);
      return operation;
    });
  }

  /** The charge a transfer draws on: kept from the payment, else asked of the provider. */
  async function chargeOf(payment: JobPaymentRow): Promise<string> {
    if (payment.chargeId) return payment.chargeId;
    const state = payment.providerSessionId
      ? await provider.getHeldPaymentState(payment.providerSessionId)
      : null;
    if (state?.status !== 'paid') throw new Error(`Job payment ${payment.id} has no charge yet`);
    await repository.updatePayment(payment.id, { chargeId: state.chargeId }, db);
    return state.chargeId;
  }

  /**
   * Steps 2 and 3 for one operation. True once it is done; false when the provider could not be
   * reached (it stays pending, and the sweep tries again).
   */
  async function run(operationId: string): Promise<boolean> {
    const operation = await repository.findOperation(operationId);
    if (!operation || operation.status === 'done') return true;
    const payment = await repository.findPayment(operation.paymentId);
    if (!payment) return true;
    await repository.countAttempt(operation.id);
    const payoutCents = operation.releaseCents - operation.feeCents;
    let transferId: string | null = operation.transferId;
    let refundId: string | null = operation.refundId;
    try {
      if (payoutCents > 0 && !transferId) {
        const account = await repository.findPayoutAccount(payment.professionalId);
        if (!account)
          throw new Error(`Professional ${payment.professionalId} has no payout account`);
        ({ transferId } = await provider.transferToProfessional(
          {
            accountId: account.accountId,
            amountCents: payoutCents,
            transferGroup: payment.id,
            sourceChargeId: await chargeOf(payment),
            description: `TradeMate job payment ${payment.id}`,
          },
          `job-payment-operation:${operation.id}:transfer`,
        ));
        await repository.updateOperation(operation.id, { transferId });
      }
      if (operation.refundCents > 0 && !refundId) {
        if (!payment.paymentIntentId) throw new Error(`Job payment ${payment.id} has no intent`);
        ({ refundId } = await provider.refund(
          {
            paymentIntentId: payment.paymentIntentId,
            amountCents: operation.refundCents,
            reason: 'requested_by_customer',
          },
          `job-payment-operation:${operation.id}:refund`,
        ));
        await repository.updateOperation(operation.id, { refundId });
      }
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn(
        { err: error.cause, operationId: operation.id },
        'payment provider unavailable: the release or refund stays pending and is retried',
      );
      return false;
    }
    await complete(operation.id, transferId, refundId);
    return true;
  }

  /** Step 3: the ledger, the payment's figures, the invoices and the notices, in one transaction. */
  async function complete(operationId: string, transferId: string | null, refundId: string | null) {
    await inTransaction(db, async (tx) => {
      const operation = await repository.lockOperation(operationId, tx);
      if (!operation || operation.status === 'done') return;
      const payment = await repository.lockPayment(operation.paymentId, tx);
      if (!payment) return;
      const { releaseCents, feeCents, refundCents } = operation;
      const payoutCents = releaseCents - feeCents;
      if (releaseCents > 0) {
        await ledger.record(
          releaseMovement(operation.id, payment.id, payment.professionalId, releaseCents, feeCents),
          tx,
        );
      }
      if (payoutCents > 0) {
        await ledger.record(
          transferMovement(operation.id, payment.id, payment.professionalId, payoutCents),
          tx,
        );
      }
      if (refundCents > 0) {
        await ledger.record(refundMovement(operation.id, payment.id, refundCents), tx);
      }
      const figures = {
        releasedCents: payment.releasedCents + releaseCents,
        feeCents: payment.feeCents + feeCents,
        refundedCents: payment.refundedCents + refundCents,
      };
      const now = new Date();
      const updated = await repository.updatePayment(
        payment.id,
        {
          ...figures,
          status:
            heldCentsOf({ ...payment, ...figures }) > 0
              ? payment.disputeOpenedAt && !payment.disputeResolvedAt
                ? 'disputed'
                : 'held'
              : settledStatus(figures),
          releasedAt: releaseCents > 0 ? now : payment.releasedAt,
        },
        tx,
      );
      await repository.updateOperation(
        operation.id,
        { status: 'done', transferId, refundId, doneAt: now },
        tx,
      );
      const agreement = await quotes.agreementOf(payment.quoteId, tx);
      if (releaseCents > 0) {
        await repository.insertInvoice(
          {
            kind: 'work',
            paymentId: payment.id,
            operationId: operation.id,
            amountCents: releaseCents,
            gstCents: agreement?.gstRegistered ? gstInsideCents(releaseCents) : 0,
            supplierAbn: agreement?.abn ?? null,
            gstRegistered: agreement?.gstRegistered ?? false,
          },
          tx,
        );
      }
      if (feeCents > 0) {
        await repository.insertInvoice(
          {
            kind: 'fee',
            paymentId: payment.id,
            operationId: operation.id,
            amountCents: feeCents,
            gstCents: gstInsideCents(feeCents),
            supplierAbn: company.abn,
            gstRegistered: true,
          },
          tx,
        );
      }
      const jobTitle = agreement?.jobTitle ?? '';
      const tell = async (
        userId: string,
        kind: 'payment_released' | 'payment_disputed',
        title: string,
        body: string,
      ) =>
        notifications.notify(
          {
            userId,
            kind,
            title,
            body,
            link: paths.quote.href(payment.quoteId),
            subjectJobId: payment.jobId,
          },
          tx,
        );
      if (operation.requestedBy === 'support') {
        const body = m.resolvedBody(jobTitle, releaseCents, refundCents);
        await tell(payment.clientId, 'payment_disputed', m.resolvedTitle, body);
        await tell(payment.professionalId, 'payment_disputed', m.resolvedTitle, body);
      } else if (releaseCents > 0) {
        await tell(
          payment.professionalId,
          'payment_released',
          m.releasedTitle,
          m.releasedBody(payoutCents, feeCents, jobTitle),
        );
      }
      return updated;
    });
  }

  /** The payment's card in the job's conversation, signed by the person who acted. */
  async function postCard(
    payment: Pick<JobPaymentRow, 'quoteId'>,
    by: PaymentPerson,
    body: string,
    tx: DbOrTx,
  ): Promise<void> {
    const agreement = await quotes.agreementOf(payment.quoteId, tx);
    if (!agreement?.conversationId) return;
    await chats.postAboutQuote(
      {
        conversationId: agreement.conversationId,
        sender: by,
        body,
        quoteId: payment.quoteId,
        asMessage: false,
        refuseIfBlocked: false,
      },
      tx,
    );
  }

  /** Starts and runs an operation: the payment as it stands after it (`settling` if pending). */
  async function settle(
    paymentId: string,
    decide: (row: JobPaymentRow, tx: DbOrTx) => Promise<SettlementPlan> | SettlementPlan,
  ): Promise<JobPaymentRow> {
    const operation = await start(paymentId, decide);
    await run(operation.id);
    const row = await repository.findPayment(paymentId);
    return row!;
  }

  return { settle, run, postCard };
}

export type JobPaymentsSettling = ReturnType<typeof createJobPaymentsSettling>;
