import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { NewsletterIssue } from '@trademate/shared/schemas/newsletter-admin';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailMessage, MailService } from '../mail/mail.service';
import { bulkRefOf, ISSUE_MAIL, type NewsletterIssues } from './newsletter.issues';
import type { NewsletterIssueMailProps } from './newsletter.mails';
import type { IssueRow, NewsletterRepository } from './newsletter.repository';
import type { NewsletterTokens } from './newsletter.tokens';

/** The mail templates (React Email) are loaded with the first mail rendered (decision 045). */
async function renderIssueMail(props: NewsletterIssueMailProps) {
  return (await import('./newsletter.mails')).renderIssueMail(props);
}

const m = messages.newsletterIssues;

/** The outbox kind of an issue sent to a staff member as a test. */
export const TEST_MAIL = 'newsletter_test';
/** Stand-in for each recipient's unsubscribe address in an issue rendered once (plain ASCII). */
const UNSUBSCRIBE_STAND_IN = 'https://unsubscribe.invalid/TRADEMATENEWSLETTERSTANDIN';
/** Rendered issues kept at once (one per issue being sent). */
const LAYOUTS_KEPT = 20;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface NewsletterSendingDeps {
  db: Db;
  mail: MailService;
  audit: Pick<AuditService, 'record'>;
  repository: NewsletterRepository;
  tokens: NewsletterTokens;
  /** A path of the site as an absolute address, for the mails' links. */
  absolute: (path: string) => string;
  issues: Pick<NewsletterIssues, 'toIssue' | 'lockDraft'>;
}

/** An issue on its way: a test to the staff member, then one mail per confirmed subscriber. */
export function createNewsletterSending({
  db,
  mail,
  audit,
  repository,
  tokens,
  absolute,
  issues,
}: NewsletterSendingDeps) {
  const { toIssue, lockDraft } = issues;

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

  return {
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
