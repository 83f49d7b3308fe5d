import { markdownToBlocks, UnsupportedMarkdown } from '@trademate/shared/blog-markdown';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { BlogBlock } from '@trademate/shared/schemas/blog';
import type {
  NewsletterIssue,
  NewsletterIssueCounts,
  NewsletterIssueInput,
  NewsletterIssueSummary,
  NewsletterOverview,
  NewsletterTokenResult,
} from '@trademate/shared/schemas/newsletter-admin';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { NewsletterIssueMailProps } from './newsletter.mails';
import { createNewsletterRepository, type IssueRow } from './newsletter.repository';
import { createNewsletterTokens } from './newsletter.tokens';

/** The mail templates (React Email) are loaded with the first mail rendered (decision 045). */
async function renderIssueMail(props: NewsletterIssueMailProps) {
  return (await import('./newsletter.mails')).renderIssueMail(props);
}
async function renderConfirmMail(confirmHref: string) {
  return (await import('./newsletter.mails')).renderConfirmMail(confirmHref);
}

const m = messages.newsletterIssues;

/** The outbox kinds of the newsletter's mails. */
export const CONFIRM_MAIL = 'newsletter_confirm';
export const ISSUE_MAIL = 'newsletter_issue';
export const TEST_MAIL = 'newsletter_test';
/** A pending address asking again within this long gets no second confirmation mail. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;
/** Stand-in for each recipient's unsubscribe address in an issue rendered once (plain ASCII). */
const UNSUBSCRIBE_STAND_IN = 'https://unsubscribe.invalid/TRADEMATENEWSLETTERSTANDIN';
/** Rendered issues kept at once (one per issue being sent). */
const LAYOUTS_KEPT = 20;

const bulkRefOf = (issueId: string) => `${ISSUE_MAIL}:${issueId}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The issue's blocks from the editor's Markdown, or a 400 on the body field saying why not. */
function blocksOf(markdown: string): BlogBlock[] {
  const refuse = (message: string) =>
    new AppError('VALIDATION', message, [{ path: 'markdown', message }]);
  let blocks: BlogBlock[];
  try {
    blocks = markdownToBlocks(markdown);
  } catch (error) {
    if (error instanceof UnsupportedMarkdown) throw refuse(m.unsupportedMarkdown(error.kind));
    throw error;
  }
  if (blocks.length === 0) throw refuse(m.bodyRequired);
  return blocks;
}

export function createNewsletterService(deps: {
  db: Db;
  mail: MailService;
  /** Every console change is audited in its transaction (decision 030). */
  audit: Pick<AuditService, 'record'>;
  tokenSecret: string;
  /** Where the site is: the mails' links are absolute. */
  publicUrl: string;
}) {
  const { db, mail, audit } = deps;
  const repository = createNewsletterRepository(db);
  const tokens = createNewsletterTokens(deps.tokenSecret);
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();

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

  const layouts = new Map<string, Promise<{ html: string; text: string }>>();
  function layoutOf(issue: IssueRow) {
    let layout = layouts.get(issue.id);
    if (!layout) {
      if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value!);
      layout = renderIssueMail({
        subject: issue.subject,
        body: issue.body,
        unsubscribeHref: UNSUBSCRIBE_STAND_IN,
      });
      layout.catch(() => layouts.delete(issue.id));
      layouts.set(issue.id, layout);
    }
    return layout;
  }

  /** An issue's mail to one subscriber: their unsubscribe link and the RFC 8058 headers. */
  async function issueMail(
    issue: IssueRow,
    subscriptionId: string,
    to: string,
  ): Promise<MailMessage> {
    const token = tokens.unsubscribeToken(subscriptionId, issue.id);
    const pageHref = absolute(paths.newsletterUnsubscribe.href(token));
    const layout = await layoutOf(issue);
    return {
      to,
      subject: issue.subject,
      html: layout.html.split(UNSUBSCRIBE_STAND_IN).join(escapeHtml(pageHref)),
      text: layout.text.split(UNSUBSCRIBE_STAND_IN).join(pageHref),
      headers: {
        'List-Unsubscribe': `<${absolute(`/api/newsletter/unsubscribe/${encodeURIComponent(token)}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': 'TradeMate newsletter <newsletter.trademate.com.au>',
      },
    };
  }

  // Written just before it goes: an address unsubscribed since the send gets nothing (the row
  // is dropped and counts as skipped), so an unsubscribe is honoured at once.
  mail.registerComposer(ISSUE_MAIL, async (to, facts, tx) => {
    const { issueId, subscriptionId } = facts;
    if (!issueId || !subscriptionId) return null;
    const [subscription, issue] = await Promise.all([
      repository.findById(subscriptionId, tx),
      repository.findIssue(issueId, tx),
    ]);
    if (!subscription || subscription.status !== 'confirmed' || !issue) return null;
    return issueMail(issue, subscription.id, to);
  });

  async function countsOf(
    issue: IssueRow,
    unsubscribed: Map<string, number>,
  ): Promise<NewsletterIssueCounts> {
    const outbox = issue.sentAt
      ? await mail.countBulk(bulkRefOf(issue.id))
      : { queued: 0, sent: 0, failed: 0 };
    return {
      recipients: issue.recipientCount,
      ...outbox,
      skipped: Math.max(0, issue.recipientCount - outbox.queued - outbox.sent - outbox.failed),
      unsubscribed: unsubscribed.get(issue.id) ?? 0,
    };
  }

  async function toSummary(
    issue: IssueRow,
    unsubscribed: Map<string, number>,
  ): Promise<NewsletterIssueSummary> {
    return {
      _id: issue.id,
      subject: issue.subject,
      status: issue.sentAt ? 'sent' : 'draft',
      updatedAt: issue.updatedAt.toISOString(),
      sentAt: issue.sentAt?.toISOString() ?? null,
      counts: await countsOf(issue, unsubscribed),
    };
  }

  async function toIssue(issue: IssueRow): Promise<NewsletterIssue> {
    const unsubscribed = await repository.unsubscribedByIssue();
    return { ...(await toSummary(issue, unsubscribed)), markdown: issue.markdown };
  }

  async function lockDraft(id: string, tx: DbOrTx): Promise<IssueRow> {
    const issue = await repository.findIssueForUpdate(id, tx);
    if (!issue) throw notFound(m.notFound);
    if (issue.sentAt) throw new AppError('CONFLICT', m.alreadySent);
    return issue;
  }

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

    /** One click (the page, or a mail client's RFC 8058 POST): off the list at once. */
    async unsubscribe(token: string): Promise<NewsletterTokenResult> {
      const verified = tokens.verifyUnsubscribeToken(token);
      if (!verified) throw new AppError('VALIDATION', m.unsubscribeLinkInvalid);
      return inTransaction(db, async (tx) => {
        const row = await repository.findByIdForUpdate(verified.subscriptionId, tx);
        if (!row) throw notFound(m.subscriptionNotFound);
        if (row.status !== 'unsubscribed') {
          await repository.updateSubscription(
            row.id,
            {
              status: 'unsubscribed',
              unsubscribedAt: new Date(),
              unsubscribedFromIssueId: verified.issueId,
            },
            tx,
          );
        }
        return { status: 'unsubscribed', message: m.unsubscribed };
      });
    },

    /** The console's newsletter page: subscribers by state and every issue with its counts. */
    async overview(): Promise<NewsletterOverview> {
      const [subscribers, neverAsked, issues, unsubscribed] = await Promise.all([
        repository.countByStatus(),
        repository.countNeverAsked(),
        repository.listIssues(),
        repository.unsubscribedByIssue(),
      ]);
      return {
        subscribers: { ...subscribers, neverAsked },
        issues: await Promise.all(issues.map((issue) => toSummary(issue, unsubscribed))),
      };
    },

    async getIssue(id: string): Promise<NewsletterIssue> {
      const issue = await repository.findIssue(id);
      if (!issue) throw notFound(m.notFound);
      return toIssue(issue);
    },

    async createIssue(actor: AuditActor, input: NewsletterIssueInput): Promise<NewsletterIssue> {
      const body = blocksOf(input.markdown);
      const issue = await inTransaction(db, async (tx) => {
        const created = await repository.insertIssue(
          { subject: input.subject, markdown: input.markdown, body },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'newsletter.create',
            recordType: 'newsletter_issue',
            recordId: created.id,
            details: { subject: created.subject },
          },
          tx,
        );
        return created;
      });
      return toIssue(issue);
    },

    async updateIssue(
      actor: AuditActor,
      id: string,
      input: NewsletterIssueInput,
    ): Promise<NewsletterIssue> {
      const body = blocksOf(input.markdown);
      const issue = await inTransaction(db, async (tx) => {
        await lockDraft(id, tx);
        const updated = await repository.updateIssue(
          id,
          { subject: input.subject, markdown: input.markdown, body, updatedAt: new Date() },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'newsletter.update',
            recordType: 'newsletter_issue',
            recordId: id,
            details: { subject: updated.subject },
          },
          tx,
        );
        return updated;
      });
      return toIssue(issue);
    },

    /** The issue as subscribers will get it, to the staff member's own address, marked a test. */
    async sendTest(actor: AuditActor, id: string): Promise<{ to: string }> {
      const issue = await repository.findIssue(id);
      if (!issue) throw notFound(m.notFound);
      const pageHref = absolute(paths.newsletterUnsubscribe.href('test'));
      const rendered = await renderIssueMail({
        subject: issue.subject,
        body: issue.body,
        unsubscribeHref: pageHref,
        isTest: true,
      });
      const to = actor.staffEmail;
      await inTransaction(db, async (tx) => {
        await mail.enqueue(
          { kind: TEST_MAIL, to, subject: m.testSubject(issue.subject), ...rendered },
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'newsletter.test',
            recordType: 'newsletter_issue',
            recordId: id,
            details: { to },
          },
          tx,
        );
      });
      return { to };
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

    /**
     * Sends the issue: one outbox mail per confirmed subscriber, written with the issue marked
     * sent in one transaction (so a crash sends all or none), delivered at the bulk rate.
     */
    async send(actor: AuditActor, id: string, reason: string): Promise<NewsletterIssue> {
      const issue = await inTransaction(db, async (tx) => {
        await lockDraft(id, tx);
        const recipients = await repository.confirmedSubscribers(tx);
        if (recipients.length === 0) throw new AppError('CONFLICT', m.noSubscribers);
        const sent = await repository.updateIssue(
          id,
          { sentAt: new Date(), sentByStaffId: actor.staffId, recipientCount: recipients.length },
          tx,
        );
        await mail.enqueueBulkToCompose(
          ISSUE_MAIL,
          bulkRefOf(id),
          recipients.map((r) => ({ to: r.email, facts: { issueId: id, subscriptionId: r.id } })),
          tx,
        );
        await audit.record(
          actor,
          {
            action: 'newsletter.send',
            recordType: 'newsletter_issue',
            recordId: id,
            reason,
            details: { subject: sent.subject, recipients: recipients.length },
          },
          tx,
        );
        return sent;
      });
      return toIssue(issue);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
