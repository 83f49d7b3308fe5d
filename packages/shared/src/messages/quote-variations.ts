/**
 * Variations of an accepted quote: confirmations, refusals, field checks, chat cards,
 * notifications and the agreement's variations. Re-exported by `messages.ts`.
 */
import { formatAud } from '../constants/plans';
import { formatAudChange } from '../constants/quote-variations';

export const quoteVariations = {
  // Confirmations.
  proposed: 'Your variation has been sent to the client',
  approved: 'You approved the variation: the agreed total has changed',
  declined: 'You declined the variation',
  withdrawn: 'Your variation has been withdrawn',

  // Refusals.
  notFound: 'This variation is not available',
  notAgreed: 'Only an accepted quote whose job is in progress can be varied',
  notOpen: 'This variation has already been answered or withdrawn',
  tooMany: 'A quote can have at most 50 variations',
  belowZero: 'This variation would take the agreed total below $0',
  overMax: 'The agreed total can be at most $1,000,000',

  // Field checks.
  numberInvalid: 'Choose a variation by its number',
  linesRequired: 'Add at least one line to your variation',
  linesTooMany: 'A variation has at most 30 lines',
  changeInvalid: 'Choose whether this line adds or removes work',
  reasonRequired: 'Say why the work changes',
  reasonTooShort: 'Write at least 3 characters',
  reasonTooLong: 'Keep your reason to 1000 characters or fewer',
  declineReasonRequired: 'Tell the professional why you are declining',
  declineReasonTooShort: 'Write at least 3 characters',
  declineReasonTooLong: 'Keep your reason to 500 characters or fewer',

  status: {
    proposed: 'Waiting for an answer',
    approved: 'Approved',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  },
  changes: { add: 'Add', remove: 'Remove' },
  /** A line as read once proposed. */
  changed: { add: 'Added', remove: 'Removed' },
  title: (number: number) => `Variation ${number}`,

  /** The chat lines that carry a variation's card. */
  chat: {
    proposed: (number: number, total: number) =>
      `Proposed variation ${number}: ${formatAudChange(total)}`,
    withdrawn: (number: number) => `Withdrew variation ${number}`,
    approved: (number: number, agreed: number) =>
      `Approved variation ${number}: the agreed total is now ${formatAud(agreed)}`,
    declined: (number: number, reason: string) => `Declined variation ${number}: ${reason}`,
  },

  notifications: {
    proposedTitle: (jobTitle: string) => `Variation proposed: ${jobTitle}`,
    proposedBody: (firstName: string, number: number, total: number) =>
      `${firstName} proposed variation ${number} (${formatAudChange(total)}). Approve or decline it on the quote.`,
    withdrawnTitle: (jobTitle: string) => `Variation withdrawn: ${jobTitle}`,
    withdrawnBody: (firstName: string, number: number) =>
      `${firstName} withdrew variation ${number}`,
    approvedTitle: (jobTitle: string) => `Variation approved: ${jobTitle}`,
    approvedBody: (firstName: string, number: number, agreed: number) =>
      `${firstName} approved variation ${number}. The agreed total is now ${formatAud(agreed)}.`,
    declinedTitle: (jobTitle: string) => `Variation declined: ${jobTitle}`,
    declinedBody: (firstName: string, number: number, reason: string) =>
      `${firstName} declined variation ${number}: ${reason}`,
  },

  /** The agreement PDF's part for the approved variations, after the accepted version. */
  agreement: {
    heading: 'Approved variations',
    title: (number: number) => `Variation ${number}`,
    approvedOn: 'Approved',
    reason: 'Reason',
    total: 'Variation total',
    agreedTotal: 'Agreed total',
  },
} as const;
