/**
 * Payments held on jobs (decision 064): refusals, confirmations, notifications and invoices.
 * Re-exported by `messages.ts`.
 */
import { formatAud } from '../constants/plans';
import type { JobPaymentMilestone, JobPaymentStatus } from '../constants/job-payments';

export const jobPayments = {
  // Confirmations.
  checkoutStarted: 'Pay on the secure page to hold your payment',
  paid: 'Payment secured: TradeMate holds it until you release it',
  released: 'Payment released to the professional',
  workDone: 'The client has been told the work is done',
  disputeOpened: 'Your dispute has been sent to TradeMate support. The money stays held.',
  disputeResolved: 'The dispute is resolved',
  payoutsReady: 'Your payout account is ready: clients can pay you through TradeMate',

  // Refusals.
  notFound: 'This payment is not available',
  quoteNotAccepted: 'Only an accepted quote can be paid through TradeMate',
  milestoneInvalid: 'Choose the deposit, the balance or the whole amount',
  milestoneNotPayable: 'This part of the quote cannot be paid now',
  payoutsNotReady: (firstName: string) =>
    `${firstName} has not set up payouts yet, so this quote cannot be paid through TradeMate. Ask them to set up payouts, or pay them directly.`,
  payoutsNeededToTakePayments:
    'Set up payouts to take secured payments: until then clients cannot pay you through TradeMate',
  notTestMode: 'Test cards work only in test mode',
  notAwaitingPayment: 'This payment is no longer waiting to be paid',
  notHeld: 'Only a held payment can be released',
  cannotDispute: 'Only a held payment can be disputed',
  alreadyDisputed: 'This payment is already disputed',
  noHeldPayment: 'Nothing is held on this quote',
  disputeOpen: 'A dispute is open: TradeMate support will decide',
  disputeNotOpen: 'This dispute is not open',
  refundOverHeld: (heldCents: number) => `Refund at most what is held: ${formatAud(heldCents)}`,
  cardDeclined: 'Your card was declined. Try another card.',
  cardInsufficientFunds: 'Your card has insufficient funds. Try another card.',
  cardUnknown: 'Use one of the test card numbers shown on this page',
  cardExpired: 'Your card has expired. Check the expiry date.',
  cardNumberInvalid: 'Enter a card number',
  expiryInvalid: 'Enter the expiry as MM/YY',
  invoiceNotFound: 'This invoice is not available',

  // Field checks.
  disputeReasonRequired: 'Tell support what went wrong',
  disputeReasonTooShort: 'Write at least 10 characters',
  disputeReasonTooLong: 'Keep your reason to 2000 characters or fewer',
  refundAmountInvalid: 'Enter a refund in cents, 0 or more',
  resolutionNoteRequired: 'Write a note about your decision',
  resolutionNoteTooShort: 'Write at least 3 characters',
  resolutionNoteTooLong: 'Keep your note to 2000 characters or fewer',

  milestones: {
    deposit: 'Deposit',
    balance: 'Balance',
    whole: 'Whole amount',
  } satisfies Record<JobPaymentMilestone, string>,
  statuses: {
    awaiting_payment: 'Waiting for payment',
    held: 'Payment secured',
    disputed: 'Disputed: held until support decides',
    settling: 'On its way',
    released: 'Released',
    refunded: 'Refunded',
    settled: 'Settled by support',
    expired: 'Not paid',
  } satisfies Record<JobPaymentStatus, string>,

  // The quote page's payment panel and the payout settings.
  panelTitle: 'Payment protection',
  clientPanelLead: (proFirstName: string) =>
    `Pay through TradeMate: the money is held until you release it to ${proFirstName}, and support can step in if something goes wrong.`,
  professionalPanelLead:
    "The client can pay through TradeMate: the money is held until it is released to you, less TradeMate's fee.",
  releasesOn: (when: string) => `Releases by itself on ${when}`,
  securedHeld: (cents: number) => `${formatAud(cents)} is held by TradeMate for this job.`,
  securedReleasesBy: (when: string) =>
    `It is released to you when the client releases it, or by itself on ${when}.`,
  securedUntilWorkDone: (days: number) =>
    `It is released to you when the client releases it, or by itself ${days} days after you mark the work done.`,
  disputeOpenedBy: (who: string, when: string) => `${who} opened a dispute on ${when}`,
  disputeResolvedOn: (when: string) => `Support settled it on ${when}`,
  payoutsStatus: {
    none: 'Not set up',
    pending: 'More details needed',
    ready: 'Ready',
  } satisfies Record<'none' | 'pending' | 'ready', string>,
  payoutsSetUp: 'Set up payouts',
  payoutsContinue: 'Continue setting up payouts',

  feeTerms: (percent: string, min: number, cap: number) =>
    `When a client pays through TradeMate, TradeMate keeps ${percent}% of each release (at least ${formatAud(min)}, at most ${formatAud(cap)}), GST included.`,

  // Chat cards.
  cardPaid: (milestone: string, cents: number) =>
    `Paid ${formatAud(cents)} (${milestone.toLowerCase()}) through TradeMate: payment secured`,
  cardReleased: (cents: number) => `Released ${formatAud(cents)} to the professional`,
  cardWorkDone: 'Marked the work as done',
  cardDisputed: 'Opened a dispute: the payment stays held until TradeMate support decides',
  cardResolved: (releasedCents: number, refundedCents: number) =>
    `TradeMate support settled the dispute: ${formatAud(releasedCents)} released, ${formatAud(refundedCents)} refunded`,

  // Notifications.
  securedTitle: 'Payment secured',
  securedBody: (clientFirstName: string, cents: number, jobTitle: string) =>
    `${clientFirstName} paid ${formatAud(cents)} for "${jobTitle}". TradeMate holds it until it is released.`,
  releaseDueTitle: 'Payment releases soon',
  releaseDueBody: (cents: number, jobTitle: string, when: string) =>
    `${formatAud(cents)} held for "${jobTitle}" releases to the professional on ${when} unless a dispute is opened.`,
  workDoneTitle: 'Work marked as done',
  workDoneBody: (proFirstName: string, jobTitle: string, when: string) =>
    `${proFirstName} marked "${jobTitle}" as done. Release the payment, or it releases by itself on ${when}.`,
  releasedTitle: 'Payment released',
  releasedBody: (payoutCents: number, feeCents: number, jobTitle: string) =>
    `${formatAud(payoutCents)} for "${jobTitle}" is on its way to your account (TradeMate's fee: ${formatAud(feeCents)}).`,
  disputedTitle: 'Dispute opened',
  disputedBody: (firstName: string, jobTitle: string) =>
    `${firstName} opened a dispute about the payment for "${jobTitle}". The money stays held until TradeMate support decides.`,
  resolvedTitle: 'Dispute settled',
  resolvedBody: (jobTitle: string, releasedCents: number, refundedCents: number) =>
    `Support settled the payment for "${jobTitle}": ${formatAud(releasedCents)} to the professional, ${formatAud(refundedCents)} back to the client.`,

  // Invoices.
  invoiceWorkTitle: 'Tax invoice',
  invoiceFeeTitle: 'Tax invoice: TradeMate fee',
  invoiceWorkLine: (jobTitle: string, milestone: string) =>
    `${jobTitle}: ${milestone.toLowerCase()} under the accepted quote, paid through TradeMate`,
  invoiceWorkFooter:
    'Paid through TradeMate and released to the professional. Issued on their behalf.',
  invoiceFeeLine: (jobTitle: string, released: string) =>
    `TradeMate fee on ${released} released for "${jobTitle}"`,
  invoiceFeeFooter: 'Kept from the payment released to you. Thank you for using TradeMate.',
} as const;
