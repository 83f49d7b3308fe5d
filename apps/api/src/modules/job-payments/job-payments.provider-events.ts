import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { PayoutAccount, PayoutOnboarding } from '@trademate/shared/schemas/job-payments';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/after-commit';
import { askProvider, ProviderUnavailableError } from '../../lib/provider-unavailable';
import type { JobPaymentsActions } from './job-payments.actions';
import type { JobPaymentsDeps } from './job-payments.deps';
import type { JobPaymentsPaying } from './job-payments.paying';
import type { PayoutAccountRow } from './job-payments.repository';
import type { JobPaymentsSettling } from './job-payments.settling';
import type { AccountStatus, MarketplaceEvent } from './marketplace-provider';

const m = messages.jobPayments;

/** Payments started this long ago and still open at the provider are asked about. */
const CHECKOUT_ASK_AFTER_MS = 10 * 60 * 1000;
/** Releases and refunds pending this long are tried again. */
const OPERATION_RETRY_AFTER_MS = 60 * 1000;
const BATCH = 50;

function payoutStatus(row: PayoutAccountRow | undefined): PayoutAccount['status'] {
  if (!row) return 'none';
  return row.transfersActive ? 'ready' : 'pending';
}

function statusColumns(status: AccountStatus) {
  return {
    transfersActive: status.transfersActive,
    payoutsEnabled: status.payoutsEnabled,
    detailsSubmitted: status.detailsSubmitted,
    requirements: status.requirements,
  };
}

/**
 * What comes from the provider or goes to it outside a person's payment (decision 064): the
 * professional's payout account and its onboarding, the webhooks (each event once, by its id),
 * and the sweep that retries pending operations, tells people of coming releases, releases what
 * is due and asks about checkouts whose webhook is late.
 */
export function createJobPaymentsProviderEvents(
  deps: JobPaymentsDeps,
  paying: JobPaymentsPaying,
  actions: JobPaymentsActions,
  settling: JobPaymentsSettling,
) {
  const { db, repository, provider, publicUrl, log } = deps;

  return {
    async payoutAccount(userId: string): Promise<PayoutAccount> {
      let row = await repository.findPayoutAccount(userId);
      if (row && !row.transfersActive && provider.kind === 'stripe') {
        // Back from the provider's onboarding before its webhook: ask it how the account stands.
        const status = await askProvider(log, 'payout account status', () =>
          provider.getAccountStatus(row!.accountId),
        );
        row = await repository.upsertPayoutAccount({ ...row, ...statusColumns(status) });
      }
      return {
        status: payoutStatus(row),
        requirements: row?.requirements ?? [],
        providerKind: provider.kind,
      };
    },

    /** The professional's account at the provider (made once) and a page to complete it. */
    async startPayoutOnboarding(person: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<PayoutOnboarding> {
      const existing = await repository.findPayoutAccount(person.id);
      const accountId =
        existing?.accountId ??
        (
          await askProvider(log, 'payout account', () =>
            provider.createConnectedAccount(
              {
                userId: person.id,
                email: person.email,
                businessName: `${person.firstName} ${person.lastName}`.trim(),
              },
              `payout-account:${person.id}`,
            ),
          )
        ).accountId;
      const status = await askProvider(log, 'payout account status', () =>
        provider.getAccountStatus(accountId),
      );
      await repository.upsertPayoutAccount({
        userId: person.id,
        provider: provider.kind,
        accountId,
        ...statusColumns(status),
      });
      const page = `${publicUrl}${paths.payouts.href()}`;
      return askProvider(log, 'payout onboarding link', () =>
        provider.createOnboardingLink({
          accountId,
          refreshUrl: page,
          returnUrl: `${page}?onboarding=done`,
        }),
      );
    },

    /** A verified webhook event, handled once: a redelivery answers `replayed` and changes nothing. */
    async handleEvent(event: MarketplaceEvent): Promise<'handled' | 'replayed'> {
      return inTransaction(db, async (tx) => {
        if (!(await repository.recordEvent(event.eventId, event.type, tx))) return 'replayed';
        switch (event.kind) {
          case 'held_payment_paid': {
            const row = await repository.findPayment(event.paymentId, tx);
            if (!row) {
              log.error({ eventId: event.eventId }, 'a paid checkout names no job payment');
              break;
            }
            await paying.confirmPaid(
              {
                paymentId: row.id,
                amountCents: event.amountCents,
                paymentIntentId: event.paymentIntentId,
                chargeId: null,
                cardLast4: null,
                paidAt: event.createdAt,
              },
              tx,
            );
            break;
          }
          case 'held_payment_expired': {
            const row = await repository.lockPayment(event.paymentId, tx);
            if (row?.status === 'awaiting_payment') {
              await repository.updatePayment(row.id, { status: 'expired' }, tx);
            }
            break;
          }
          case 'account_updated': {
            const row = await repository.findPayoutAccountByAccountId(event.accountId, tx);
            if (row) await repository.upsertPayoutAccount({ ...row, ...statusColumns(event) }, tx);
            break;
          }
          case 'refund_updated':
          case 'transfer_reversed':
            // Recorded for the reconciliation; TradeMate starts these itself and records them
            // when it does, so an event about one changes no balance.
            log.info({ eventId: event.eventId, kind: event.kind }, 'job payment provider event');
            break;
          case 'ignored':
            break;
        }
        return 'handled';
      });
    },

    /** The sweep: one pass of every background duty, each failure apart. */
    async runSweep(now: Date) {
      const report = { retried: 0, noticed: 0, released: 0, checkoutsSettled: 0 };
      for (const { id } of await repository.findStalledOperations(
        new Date(now.getTime() - OPERATION_RETRY_AFTER_MS),
        BATCH,
      )) {
        if (await settling.run(id)) report.retried += 1;
      }
      for (const row of await repository.findReleaseNoticesDue(
        new Date(now.getTime() + actions.noticeWindowMs),
        BATCH,
      )) {
        await actions.sendReleaseNotice(row);
        report.noticed += 1;
      }
      for (const row of await repository.findDueReleases(now, BATCH)) {
        if (await actions.releaseWhenDue(row.id, now)) report.released += 1;
      }
      for (const row of await repository.findOpenCheckouts(
        new Date(now.getTime() - CHECKOUT_ASK_AFTER_MS),
        BATCH,
      )) {
        try {
          const state = await provider.getHeldPaymentState(row.providerSessionId!);
          if (state.status === 'paid') {
            await inTransaction(db, (tx) =>
              paying.confirmPaid(
                {
                  paymentId: row.id,
                  amountCents: state.amountCents,
                  paymentIntentId: state.paymentIntentId,
                  chargeId: state.chargeId,
                  cardLast4: null,
                  paidAt: state.paidAt,
                },
                tx,
              ),
            );
            report.checkoutsSettled += 1;
          } else if (state.status === 'expired') {
            await repository.updatePayment(row.id, { status: 'expired' }, db);
            report.checkoutsSettled += 1;
          }
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          log.warn(
            { paymentId: row.id },
            'payment provider unavailable: the checkout is asked later',
          );
        }
      }
      return report;
    },

    /** Refuses a webhook in test mode, where nothing at the provider sends one. */
    assertWebhooksExist() {
      if (provider.kind === 'test') throw new AppError('NOT_FOUND', m.notFound);
    },
  };
}

export type JobPaymentsProviderEvents = ReturnType<typeof createJobPaymentsProviderEvents>;
