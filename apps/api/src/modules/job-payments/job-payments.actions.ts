import { jobPaymentLimits } from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { JobPayment, QuotePayments } from '@trademate/shared/schemas/job-payments';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/after-commit';
import type { AuditActor } from '../audit/audit.service';
import type { JobPaymentsDeps, PaymentPerson } from './job-payments.deps';
import type { JobPaymentsPaying } from './job-payments.paying';
import type { JobPaymentRow } from './job-payments.repository';
import type { JobPaymentsSettling } from './job-payments.settling';
import { heldCentsOf } from './job-payments.view';

const m = messages.jobPayments;
const DAY_MS = 24 * 60 * 60 * 1000;

function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Australia/Sydney',
  }).format(date);
}

/**
 * What the two people do with held money (decision 064): the client releases it, the
 * professional marks the work done (it then releases by itself after the set days), either opens
 * a dispute, and support settles one. Each is decided under the payment's lock.
 */
export function createJobPaymentsActions(
  deps: JobPaymentsDeps,
  paying: JobPaymentsPaying,
  settling: JobPaymentsSettling,
) {
  const { db, repository, notifications, audit, terms, quotes } = deps;

  /** The client's release of everything a payment holds. */
  function releaseDecision(client: PaymentPerson) {
    return (row: JobPaymentRow) => {
      if (row.clientId !== client.id) throw notFound(m.notFound);
      if (row.status === 'disputed') throw new AppError('CONFLICT', m.disputeOpen);
      if (row.status !== 'held') throw new AppError('CONFLICT', m.notHeld);
      return {
        releaseCents: heldCentsOf(row),
        refundCents: 0,
        requestedBy: 'client' as const,
        cardBy: client,
      };
    };
  }

  return {
    async release(client: PaymentPerson, paymentId: string): Promise<JobPayment> {
      await paying.paymentFor(client.id, paymentId);
      return paying.viewOf(await settling.settle(paymentId, releaseDecision(client)));
    },

    /** Releases every payment the quote holds; 409 when none is held. */
    async releaseAll(client: PaymentPerson, quoteId: string): Promise<QuotePayments> {
      const agreement = await paying.agreementFor(client.id, quoteId);
      if (agreement.clientId !== client.id) throw notFound(m.quoteNotAccepted);
      const held = (await repository.paymentsOfQuote(quoteId)).filter(
        (row) => row.status === 'held',
      );
      if (held.length === 0) throw new AppError('CONFLICT', m.noHeldPayment);
      for (const row of held) await settling.settle(row.id, releaseDecision(client));
      return paying.quotePayments(client.id, quoteId);
    },

    /**
     * The professional says the work is done: each held payment of the quote releases by itself
     * `autoReleaseDays` later unless the client releases it first or a dispute stops it.
     */
    async markWorkDone(
      professional: PaymentPerson,
      quoteId: string,
      now = new Date(),
    ): Promise<QuotePayments> {
      const agreement = await paying.agreementFor(professional.id, quoteId);
      if (agreement.professionalId !== professional.id) throw notFound(m.quoteNotAccepted);
      const dueAt = new Date(now.getTime() + terms.autoReleaseDays * DAY_MS);
      await inTransaction(db, async (tx) => {
        const rows = await repository.paymentsOfQuote(quoteId, tx, true);
        const marked = rows.filter((row) => row.status === 'held' && !row.workDoneAt);
        if (marked.length === 0) throw new AppError('CONFLICT', m.noHeldPayment);
        for (const row of marked) {
          await repository.updatePayment(row.id, { workDoneAt: now, releaseDueAt: dueAt }, tx);
        }
        await notifications.notify(
          {
            userId: agreement.clientId,
            kind: 'payment_release_due',
            title: m.workDoneTitle,
            body: m.workDoneBody(
              agreement.professionalFirstName,
              agreement.jobTitle,
              formatDay(dueAt),
            ),
            link: paths.quote.href(quoteId),
            subjectJobId: agreement.jobId,
          },
          tx,
        );
        await settling.postCard(marked[0]!, professional, m.cardWorkDone, tx);
      });
      return paying.quotePayments(professional.id, quoteId);
    },

    /** Either side stops a held payment until support decides; the other is told. */
    async openDispute(
      person: PaymentPerson,
      paymentId: string,
      reason: string,
      now = new Date(),
    ): Promise<JobPayment> {
      const updated = await inTransaction(db, async (tx) => {
        const row = await repository.lockPayment(paymentId, tx);
        if (!row || (row.clientId !== person.id && row.professionalId !== person.id)) {
          throw notFound(m.notFound);
        }
        if (row.disputeOpenedAt) throw new AppError('CONFLICT', m.alreadyDisputed);
        if (row.status !== 'held') throw new AppError('CONFLICT', m.cannotDispute);
        const party = row.clientId === person.id ? 'client' : 'professional';
        const saved = await repository.updatePayment(
          row.id,
          {
            status: 'disputed',
            disputeOpenedBy: party,
            disputeReason: reason,
            disputeOpenedAt: now,
          },
          tx,
        );
        const agreement = await quotes.agreementOf(row.quoteId, tx);
        await notifications.notify(
          {
            userId: party === 'client' ? row.professionalId : row.clientId,
            kind: 'payment_disputed',
            title: m.disputedTitle,
            body: m.disputedBody(person.firstName, agreement?.jobTitle ?? ''),
            link: paths.quote.href(row.quoteId),
            subjectJobId: row.jobId,
          },
          tx,
        );
        await settling.postCard(row, person, m.cardDisputed, tx);
        return saved;
      });
      return paying.viewOf(updated);
    },

    /**
     * Support settles a dispute: `refundCents` of what is held goes back to the client and the
     * rest is released, with a note, written to the audit log in the same transaction.
     */
    async resolveDispute(
      actor: AuditActor,
      paymentId: string,
      decision: { refundCents: number; note: string },
    ): Promise<JobPaymentRow> {
      const exists = await repository.findPayment(paymentId);
      if (!exists) throw notFound(m.notFound);
      return settling.settle(paymentId, async (row, tx) => {
        if (row.status !== 'disputed' || row.disputeResolvedAt) {
          throw new AppError('CONFLICT', m.disputeNotOpen);
        }
        const held = heldCentsOf(row);
        if (decision.refundCents > held) {
          throw new AppError('VALIDATION', m.refundOverHeld(held));
        }
        const now = new Date();
        await audit.record(
          actor,
          {
            action: 'jobPayment.resolveDispute',
            recordType: 'jobPayment',
            recordId: row.id,
            reason: decision.note,
            details: {
              refundCents: decision.refundCents,
              releaseCents: held - decision.refundCents,
            },
          },
          tx,
        );
        return {
          releaseCents: held - decision.refundCents,
          refundCents: decision.refundCents,
          requestedBy: 'support' as const,
          staffId: actor.staffId,
          note: decision.note,
          alsoSet: {
            disputeResolvedAt: now,
            disputeResolvedBy: actor.staffId,
            disputeNote: decision.note,
          },
        };
      });
    },

    /** A held payment whose day has come releases by itself, unless something changed since. */
    async releaseWhenDue(paymentId: string, now: Date): Promise<boolean> {
      try {
        await settling.settle(paymentId, (row) => {
          if (row.status !== 'held' || !row.releaseDueAt || row.releaseDueAt > now) {
            throw new AppError('CONFLICT', m.notHeld);
          }
          return { releaseCents: heldCentsOf(row), refundCents: 0, requestedBy: 'auto' as const };
        });
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') return false;
        throw error;
      }
    },

    /** Tells both people a day ahead that held money releases by itself; once per payment. */
    async sendReleaseNotice(row: JobPaymentRow): Promise<void> {
      await inTransaction(db, async (tx) => {
        const current = await repository.lockPayment(row.id, tx);
        if (!current || current.status !== 'held' || current.releaseNoticeSentAt) return;
        if (!current.releaseDueAt) return;
        await repository.updatePayment(current.id, { releaseNoticeSentAt: new Date() }, tx);
        const agreement = await quotes.agreementOf(current.quoteId, tx);
        const body = m.releaseDueBody(
          heldCentsOf(current),
          agreement?.jobTitle ?? '',
          formatDay(current.releaseDueAt),
        );
        for (const userId of [current.clientId, current.professionalId]) {
          await notifications.notify(
            {
              userId,
              kind: 'payment_release_due',
              title: m.releaseDueTitle,
              body,
              link: paths.quote.href(current.quoteId),
              subjectJobId: current.jobId,
            },
            tx,
          );
        }
      });
    },

    noticeWindowMs: jobPaymentLimits.releaseNoticeHours * 60 * 60 * 1000,
  };
}

export type JobPaymentsActions = ReturnType<typeof createJobPaymentsActions>;
