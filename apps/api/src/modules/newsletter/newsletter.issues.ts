import { markdownToBlocks, UnsupportedMarkdown } from '@trademate/shared/blog-markdown';
import * as messages from '@trademate/shared/messages';
import type { BlogBlock } from '@trademate/shared/schemas/blog';
import type {
  NewsletterIssue,
  NewsletterIssueCounts,
  NewsletterIssueInput,
  NewsletterIssueSummary,
  NewsletterOverview,
} from '@trademate/shared/schemas/newsletter-admin';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import type { IssueRow, NewsletterRepository } from './newsletter.repository';

const m = messages.newsletterIssues;

/** The outbox kind of an issue's mails to its subscribers. */
export const ISSUE_MAIL = 'newsletter_issue';

/** The bulk send an issue's mails belong to, counted on the console's page. */
export const bulkRefOf = (issueId: string) => `${ISSUE_MAIL}:${issueId}`;

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

export interface NewsletterIssuesDeps {
  db: Db;
  mail: Pick<MailService, 'countBulk'>;
  audit: Pick<AuditService, 'record'>;
  repository: NewsletterRepository;
}

/** The console's issues: the overview, drafts written and changed, each with its counts. */
export function createNewsletterIssues({ db, mail, audit, repository }: NewsletterIssuesDeps) {
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
    toIssue,
    lockDraft,
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
  };
}

export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>;
