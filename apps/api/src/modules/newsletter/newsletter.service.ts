import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { createNewsletterIssues } from './newsletter.issues';
import { createNewsletterRepository } from './newsletter.repository';
import { createNewsletterSending } from './newsletter.sending';
import { createNewsletterSubscriptions } from './newsletter.subscriptions';
import { createNewsletterTokens } from './newsletter.tokens';
import { createNewsletterUnsubscribe } from './newsletter.unsubscribe';

export { ISSUE_MAIL } from './newsletter.issues';
export { TEST_MAIL } from './newsletter.sending';
export { CONFIRM_MAIL, CONFIRMATION_RESEND_MS } from './newsletter.subscriptions';

export interface NewsletterServiceOptions {
  db: Db;
  mail: MailService;
  /** Every console change is audited in its transaction (decision 030). */
  audit: Pick<AuditService, 'record'>;
  tokenSecret: string;
  /** Where the site is: the mails' links are absolute. */
  publicUrl: string;
}

/**
 * The newsletter: joining the list with a double opt-in, leaving it in one click, and the
 * console's issues, written as drafts and sent to the confirmed subscribers at the bulk rate.
 */
export function createNewsletterService(options: NewsletterServiceOptions) {
  const { db, mail, audit } = options;
  const repository = createNewsletterRepository(db);
  const tokens = createNewsletterTokens(options.tokenSecret);
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();
  const deps = { db, mail, audit, repository, tokens, absolute };

  const subscriptions = createNewsletterSubscriptions(deps);
  const issues = createNewsletterIssues(deps);
  const sending = createNewsletterSending({ ...deps, issues });
  return {
    subscribe: subscriptions.subscribe,
    confirm: subscriptions.confirm,
    ...createNewsletterUnsubscribe(deps),
    overview: issues.overview,
    getIssue: issues.getIssue,
    createIssue: issues.createIssue,
    updateIssue: issues.updateIssue,
    sendTest: sending.sendTest,
    askToConfirm: subscriptions.askToConfirm,
    send: sending.send,
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
