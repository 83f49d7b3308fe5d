/**
 * Every user-facing text of the specification, word for word (ARCHITECTURE.md section 4 lists the
 * two typo fixes), and every text the API sends: refusals, confirmations, notifications, mails and
 * invoices. Copy that only one page of the web app shows stays with that page (decision 016). Web,
 * API and tests import these so a text is written once:
 * `import * as messages from '@trademate/shared/messages'` (a namespace import, so a bundle carries
 * only the groups it reads). The groups live in `messages/`, a file per feature; this file
 * re-exports them all.
 */
export * from './messages/shell';
export * from './messages/common';
export * from './messages/auth';
export * from './messages/mails';
export * from './messages/services';
export * from './messages/tickets';
export * from './messages/jobs';
export * from './messages/quotes';
export * from './messages/job-questions';
export * from './messages/logbook';
export * from './messages/logbook-reports';
export * from './messages/quote-variations';
export * from './messages/job-payments';
export * from './messages/directory';
export * from './messages/chats';
export * from './messages/notifications';
export * from './messages/payments';
export * from './messages/content';
export * from './messages/places';
export * from './messages/credentials';
export * from './messages/safety';
export * from './messages/console';
export * from './messages/health';
export * from './messages/consent';
