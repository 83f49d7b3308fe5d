import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { NewsletterTokenResult } from '@trademate/shared/schemas/newsletter-admin';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import type { NewsletterRepository } from './newsletter.repository';
import type { NewsletterTokens } from './newsletter.tokens';

/** The mail templates (React Email) are loaded with the first mail rendered (decision 045). */
async function renderConfirmMail(confirmHref: string) {
  return (await import('./newsletter.mails')).renderConfirmMail(confirmHref);
}

const m = messages.newsletterIssues;

/** The outbox kind of the confirmation mail. */
export const CONFIRM_MAIL = 'newsletter_confirm';
/** A pending address asking again within this long gets no second confirmation mail. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;

export interface NewsletterSubscriptionsDeps {
  db: Db;
  mail: MailService;
  audit: Pick<AuditService, 'record'>;
  repository: NewsletterRepository;
  tokens: NewsletterTokens;
  /** A path of the site as an absolute address, for the mails' links. */
  absolute: (path: string) => string;
}

/** Joining the list: the footer's form, its double opt-in, and the console asking to confirm. */
export function createNewsletterSubscriptions({
  db,
  mail,
  audit,
  repository,
  tokens,
  absolute,
}: NewsletterSubscriptionsDeps) {
  // The confirmation mail is written by the sender, so the form's request does the same small
  // write whatever the address's state; it is dropped if the address left `pending` meanwhile.
  mail.registerComposer(CONFIRM_MAIL, async (to, _facts, tx) => {
    const row = await repository.findByEmail(to, tx);
    if (!row || row.status !== 'pending' || !row.confirmationStartedAt) return null;
    const confirmHref = absolute(
      paths.newsletterConfirm.href(tokens.confirmToken(row.id, row.confirmationStartedAt)),
    );
    return {
      to,
      subject: m.confirmSubject,
      ...(await renderConfirmMail(confirmHref)),
    };
  });

  return {
    /**
     * The footer's form. A new address, one not confirmed yet and one that unsubscribed get a
     * confirmation mail (double opt-in); a confirmed one nothing. The answer is the same for
     * every address, so the form cannot be used to learn who is on the list.
     */
    async subscribe(email: string, subscriptionDate: string | undefined): Promise<void> {
      const now = new Date();
      await inTransaction(db, async (tx) => {
        const clientDate = subscriptionDate ? new Date(subscriptionDate) : null;
        const inserted = await repository.insertPending({ email, clientDate, startedAt: now }, tx);
        if (inserted) {
          await mail.enqueueToCompose(CONFIRM_MAIL, email, {}, tx);
          return;
        }
        const row = await repository.findByEmailForUpdate(email, tx);
        if (!row || row.status === 'confirmed') return;
        if (row.status === 'unsubscribed') {
          // A new confirmation: links of the earlier one no longer confirm.
          await repository.updateSubscription(
            row.id,
            {
              status: 'pending',
              subscribedAt: now,
              clientSubscriptionDate: clientDate,
              confirmationStartedAt: now,
              confirmationMailedAt: now,
              confirmedAt: null,
            },
            tx,
          );
        } else {
          const mailedRecently =
            row.confirmationMailedAt &&
            now.getTime() - row.confirmationMailedAt.getTime() < CONFIRMATION_RESEND_MS;
          if (mailedRecently && row.confirmationStartedAt) return;
          await repository.updateSubscription(
            row.id,
            {
              // An address from before double opt-in starts its first confirmation now.
              confirmationStartedAt: row.confirmationStartedAt ?? now,
              confirmationMailedAt: now,
            },
            tx,
          );
        }
        await mail.enqueueToCompose(CONFIRM_MAIL, email, {}, tx);
      });
    },

    /** The confirmation page's token: confirmed now, or already (the same answer). */
    async confirm(token: string): Promise<NewsletterTokenResult> {
      const read = tokens.readConfirmToken(token);
      if (!read) throw new AppError('VALIDATION', m.confirmLinkInvalid);
      return inTransaction(db, async (tx) => {
        const row = await repository.findByIdForUpdate(read.subscriptionId, tx);
        if (!row) throw notFound(m.subscriptionNotFound);
        const current =
          row.confirmationStartedAt &&
          tokens.confirmSignatureMatches(row.id, row.confirmationStartedAt, read.signature);
        if (!current || row.status === 'unsubscribed') {
          throw new AppError('VALIDATION', m.confirmLinkStale);
        }
        if (row.status === 'pending') {
          await repository.updateSubscription(
            row.id,
            { status: 'confirmed', confirmedAt: new Date() },
            tx,
          );
        }
        return { status: 'confirmed', message: m.confirmed };
      });
    },

    /**
     * Asks the addresses from before double opt-in (pending, never sent a link) to confirm: one
     * confirmation mail each, at the bulk rate; until they confirm they get no issue.
     */
    async askToConfirm(actor: AuditActor, reason: string): Promise<{ asked: number }> {
      return inTransaction(db, async (tx) => {
        const rows = await repository.neverAsked(tx);
        if (rows.length === 0) throw new AppError('CONFLICT', m.nobodyToAsk);
        const now = new Date();
        await repository.startConfirmations(
          rows.map((row) => row.id),
          now,
          tx,
        );
        await mail.enqueueBulkToCompose(
          CONFIRM_MAIL,
          `${CONFIRM_MAIL}:${now.toISOString()}`,
          rows.map((row) => ({ to: row.email, facts: {} })),
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'newsletter.askToConfirm',
            recordType: 'newsletter_subscription',
            reason,
            details: { asked: rows.length },
          },
          tx,
        );
        return { asked: rows.length };
      });
    },
  };
}
