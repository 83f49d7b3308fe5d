/**
 * The operator console: staff, people, services, numbers, moderation, disputes and money.
 * Re-exported by `messages.ts`.
 */
import { formatAud } from '../constants/plans';

/** The operator console's sign-in, staff and audit log (decision 030). */
export const staff = {
  consoleName: 'TradeMate console',
  signInTitle: 'Staff sign-in',
  passwordRequired: 'Enter your password',
  wrongCredentials: 'The email or password is not right',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  recoveryCodeFormat: 'A recovery code is 10 letters and digits, like abcde-12345',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right, or was already used. Try the next one your app shows.',
  signInAgain: 'This sign-in has timed out. Start again with your password.',
  codesUsedUp: 'Five wrong codes have ended this sign-in. Start again with your password.',
  signInUsed: 'This sign-in has already opened a session. Start again with your password.',
  tooManyWrongCodes: (wait: string) =>
    `Too many wrong codes for this account. Try again in ${wait}.`,
  signedOut: 'You are signed out of the console.',
  sessionEnded: 'Your console session has ended. Sign in again.',
  signInRequired: 'Sign in to the console',
  notAllowed: 'Your staff role does not allow this',
  disabled: 'This staff account is disabled',
  reasonRequired: 'Say why (at least 3 characters): it is kept in the audit log',
  reasonTooLong: 'Keep the reason to 500 characters or fewer',
  nameRequired: 'Enter a name of 2 to 80 characters',
  roleRequired: 'Choose admin or support',
  passwordTooShort: 'Use at least 12 characters',
  passwordTooLong: 'Keep the password to 200 characters or fewer',
  invitationInvalid:
    'This invitation link is not valid or has expired. Ask an admin for a new one.',
  alreadyStaff: 'Someone with this email is already on the staff',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteSubject: 'You are invited to the TradeMate console',
  staffNotFound: 'No such staff member',
  cannotDisableSelf: 'You cannot disable your own account',
  lastAdmin: 'The console needs at least one active admin',
  disabledMessage: (name: string) => `${name} is disabled and signed out`,
  enabledMessage: (name: string) => `${name} can sign in again`,
  dateInvalid: 'Use a date like 2026-11-26',
  roleLabels: { admin: 'Admin', support: 'Support' },
  statusLabels: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
} as const;

/** The console's People section (decision 031). */
export const people = {
  title: 'People',
  lead: 'Find a customer by name, email or phone, and open their account.',
  notFound: 'No such person',
  noResults: 'Nobody matches this search.',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  alreadyVerified: 'This email is already verified',
  reviewNotFound: 'No such review',
  reviewAlreadyHidden: 'This review is already hidden',
  suspendedMessage: (name: string) => `${name} is suspended and signed out everywhere`,
  reinstatedMessage: (name: string) => `${name} can sign in again`,
  sessionsEndedMessage: (count: number) =>
    count === 1 ? '1 session ended' : `${count} sessions ended`,
  verifiedMessage: (email: string) => `${email} is verified`,
  reviewHiddenMessage: 'The review is hidden from profiles and ratings',
  noTrial: 'This person is not on a trial',
  trialOver: 'This trial has already ended',
  trialDays: 'Extend by 1 to 90 days',
  trialExtendedMessage: (end: string) => `The trial now runs until ${end}`,
  trialEndedMessage: 'The trial has ended',
  statusLabels: { active: 'Active', suspended: 'Suspended', unverified: 'Unverified' },
  userTypeLabels: {
    client: 'Client',
    tradie: 'Tradie',
    freeTradie: 'Free tradie',
    apprentice: 'Apprentice',
  },
} as const;

/** The console's services catalogue (decision 037). */
export const servicesAdmin = {
  title: 'Services',
  lead: 'The trades clients post jobs for and professionals offer. Changes show on the site at once.',
  nameRequired: 'Name the service in 2 to 60 characters',
  nameTaken: 'Another service already has this name',
  descriptionRequired: 'Describe the service for clients in 20 to 1,000 characters',
  iconInvalid: 'Choose an icon from the list',
  notFound: 'No such service',
  merged: 'This service was merged into another and can no longer change',
  alreadyHidden: 'This service is already hidden',
  notHidden: 'This service is not hidden',
  mergeTargetRequired: 'Choose the service to merge into',
  mergeIntoSelf: 'Choose another service to merge into',
  mergeTargetUnavailable: 'Merge into a service that is shown on the site',
  added: (name: string) => `${name} added`,
  saved: (name: string) => `${name} saved`,
  hiddenMessage: (name: string) => `${name} is hidden from the site`,
  shownMessage: (name: string) => `${name} is shown on the site again`,
  mergedMessage: (from: string, into: string, professionals: number, jobs: number) =>
    `${from} merged into ${into}: ${professionals === 1 ? '1 professional' : `${professionals} professionals`} and ${jobs === 1 ? '1 job' : `${jobs} jobs`} moved`,
  statusLabels: { shown: 'Shown', hidden: 'Hidden', merged: 'Merged' },
} as const;

/** The console's Numbers section (decision 036). */
export const numbers = {
  title: 'Numbers',
  lead: 'How TradeMate is doing, per week or month (Sydney time).',
  periodInvalid: 'Choose week or month',
  stateInvalid: 'Choose one of NSW, VIC, QLD, SA, WA or TAS',
  dateInvalid: 'Use a date like 2026-11-26',
  rangeBackwards: 'The start date must be on or before the end date',
  rangeInFuture: 'The range cannot end after today',
  rangeTooLong: (most: string) => `Show at most ${most} at a time`,
  allStates: 'All states',
  noChange: 'No change',
  notApplicable: 'None yet',
} as const;

/** The console's Moderation section (decision 034): the queue of reports and what staff do. */
export const moderation = {
  title: 'Moderation',
  lead: 'Reports from customers, oldest first. Each action closes every open report about the same thing.',
  noReports: 'No reports here.',
  notFound: 'No such report',
  subjectGone: 'This no longer exists.',
  alreadyClosed: 'Every report about this is already closed',
  alreadyRemoved: 'This message is already removed',
  cannotHidePerson: 'A person cannot be hidden: warn or suspend them',
  noOwner: 'Whoever this belongs to no longer has an account',
  statusLabels: { open: 'Open', actioned: 'Action taken', dismissed: 'Dismissed' },
  subjectLabels: { user: 'Person', job: 'Job', message: 'Message', review: 'Review' },
  actionLabels: {
    dismiss: 'Dismiss',
    hide: 'Hide content',
    warn: 'Warn',
    suspend: 'Suspend',
  },
  outcomeLabels: {
    dismiss: 'Dismissed',
    hide: 'Content hidden',
    warn: 'Owner warned',
    suspend: 'Owner suspended',
  },
  done: {
    dismiss: 'Dismissed. The reporters have been told.',
    hide: 'Hidden. The reporters have been told.',
    warn: 'Warning sent. The reporters have been told.',
    suspend: 'Suspended. The reporters have been told.',
  },
  reportCount: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  jobHidden: 'The job is hidden from every customer but its client',
  jobShown: 'The job is shown again',
  jobClosed: 'The job is closed; the professionals who wrote have been told',
  jobAlreadyHidden: 'This job is already hidden',
  jobNotHidden: 'This job is not hidden',
  jobNotOpen: 'Only an open job can be closed',
  jobNotFound: 'No such job',
  /** Notifications to the owner of what was reported (account_warned). */
  warnedTitle: 'A warning from TradeMate',
  warnedBody: (what: string, reason: string) =>
    `We reviewed ${what} after a report and it breaks our rules. Reason: ${reason} Please keep to the community rules; repeated breaches can lead to suspension.`,
  warnedWhat: {
    user: 'your profile',
    job: (title: string) => `your job “${title}”`,
    message: (excerpt: string) => `your message “${excerpt}”`,
    review: 'your review',
  },
  /** Notifications to the reporters (report_outcome): no details about the other person. */
  outcomeTitle: 'We reviewed your report',
  outcomeActionBody: (what: string) =>
    `We reviewed your report about ${what} and took action. Thank you for helping keep TradeMate safe.`,
  outcomeDismissBody: (what: string) =>
    `We reviewed your report about ${what} and found it within our rules. Thank you for letting us know.`,
  outcomeWhat: {
    user: 'a person',
    job: (title: string) => `the job “${title}”`,
    message: 'a message',
    review: 'a review',
  },
} as const;

/** The console's Disputes section (decision 064): payments held until support decides. */
export const disputes = {
  title: 'Disputes',
  lead: 'Payments held on jobs while the client and the professional disagree. Support decides how much goes back to the client; the rest is released to the professional.',
  stateLabels: { open: 'Open', resolved: 'Resolved' },
  noneOpen: 'No open disputes.',
  noneResolved: 'No resolved disputes yet.',
  openedByLabels: { client: 'Opened by the client', professional: 'Opened by the professional' },
  resolveTitle: 'Resolve',
  decisionTitle: 'Decision',
  resolveLead:
    'Refund part or all of what is held to the client; the rest is released to the professional, less TradeMate’s fee. Both are told, with your note.',
  refundLabel: 'Refund to the client ($)',
  refundHint: (heldCents: number) =>
    `0 releases everything to the professional; ${formatAud(heldCents)} refunds the client in full.`,
  refundInvalid: 'Enter the refund in dollars and cents, 0 or more',
  noteLabel: 'Note to both (kept with the decision)',
  releaseAll: 'Release all',
  refundHalf: 'Refund half',
  refundAll: 'Refund in full',
  review: 'Review the decision',
  confirmTitle: 'Resolve this dispute?',
  confirmSummary: (refundCents: number, releaseCents: number) =>
    `${formatAud(refundCents)} goes back to the client and ${formatAud(releaseCents)} is released to the professional, less TradeMate’s fee. This cannot be undone.`,
  confirm: 'Resolve the dispute',
  resolvedMessage: (refundCents: number, releaseCents: number) =>
    `The dispute is resolved: ${formatAud(refundCents)} refunded to the client, ${formatAud(releaseCents)} released to the professional.`,
  resolvedOn: (when: string, refundCents: number, releaseCents: number) =>
    `Resolved on ${when}: ${formatAud(refundCents)} refunded to the client, ${formatAud(releaseCents)} released to the professional.`,
  noMessages: 'They have not written to each other on TradeMate.',
  noMovements: 'No money has moved for this payment yet.',
} as const;

/** The console's Money section (decision 064): money held on jobs, from the ledger. */
export const money = {
  title: 'Money',
  lead: 'Money clients paid through TradeMate on jobs, per week or month, from the ledger.',
  heldNow: 'Held now',
  openDisputes: 'Open disputes',
  figureLabels: {
    charged: 'Charged',
    released: 'Released',
    fees: 'Fees',
    refunded: 'Refunded',
    disputesOpened: 'Disputes opened',
  },
  noPeriods: 'Nothing has been paid through TradeMate yet.',
  reconciliationTitle: 'Reconciliation',
  reconciled: 'Everything adds up: the ledger, the payment records and the provider agree.',
  differencesLead: (count: number) =>
    count === 1
      ? '1 payment does not add up. Check it with the provider before anything else moves.'
      : `${count} payments do not add up. Check them with the provider before anything else moves.`,
  fromNumbers: 'Money held on jobs, fees and refunds',
} as const;
