/** Written quotes: refusals, confirmations, notifications and the agreement. Re-exported by `messages.ts`. */
import { formatAud } from '../constants/plans';

export const quotes = {
  // Confirmations.
  sent: 'Your quote has been sent to the client',
  revised: 'Your revised quote has been sent to the client',
  withdrawn: 'Your quote has been withdrawn',
  declined: 'You declined this quote',
  accepted: 'Quote accepted: you have hired this professional',
  questionSent: 'Your question has been sent in the chat',

  // Refusals.
  notFound: 'This quote is not available',
  jobNotFound: 'This job is not available',
  jobNotOpen: 'This job is no longer taking quotes',
  notContacted: 'Contact the client about this job before you send a quote',
  alreadyQuoted: 'You have already quoted on this job: revise your quote instead',
  cannotRevise: 'This quote can no longer be changed',
  cannotWithdraw: 'Only an open quote can be withdrawn',
  notOpen: 'This quote is no longer open',
  expired: 'This quote has expired: ask the professional for a new one',
  noAgreement: 'Only an accepted quote has an agreement',
  unchanged: 'Change something in your quote before you send it again',

  // Field checks.
  itemsRequired: 'Add at least one line to your quote',
  itemsTooMany: 'A quote has at most 30 lines',
  itemDescriptionRequired: 'Describe this line',
  itemDescriptionTooShort: 'Describe this line in at least 2 characters',
  itemDescriptionTooLong: 'Keep each line to 200 characters or fewer',
  itemKindInvalid: 'Choose labour or materials',
  unitInvalid: 'Choose a unit from the list',
  quantityInvalid: 'Enter a quantity from 0.01 to 100,000',
  unitPriceInvalid: 'Enter a price from $0 to $100,000 a unit, in dollars and cents',
  totalTooHigh: 'A quote can total at most $1,000,000',
  totalZero: 'A quote must total more than $0',
  validUntilRequired: 'Choose the last day this quote is valid',
  validUntilPast: 'The quote must be valid until today or later',
  validUntilTooFar: 'A quote can stay valid for at most 90 days',
  earliestStartRequired: 'Choose the earliest day you can start',
  earliestStartPast: 'The earliest start cannot be in the past',
  depositKindInvalid: 'Choose no deposit, a percentage or an amount',
  depositPercentInvalid: 'A deposit is a whole percentage from 1 to 100',
  depositAmountInvalid: 'Enter a deposit amount in dollars and cents',
  depositOverTotal: 'The deposit cannot be more than the total',
  termsTooLong: 'Keep your terms to 2000 characters or fewer',
  attachmentsTooMany: 'Attach at most 5 files',
  attachmentInvalid: 'Attach files you sent in this chat',
  declineReasonRequired: 'Tell the professional why you are declining',
  declineReasonTooShort: 'Write at least 3 characters',
  declineReasonTooLong: 'Keep your reason to 500 characters or fewer',
  questionRequired: 'Write your question',
  questionTooLong: 'Keep your question to 2000 characters or fewer',

  // What a quote says about GST.
  gstIncluded: (gst: number) => `Includes GST of ${formatAud(gst)}`,
  gstNotRegistered: 'No GST: the professional is not registered for GST',
  noAbn: 'This professional has not given an ABN',

  status: {
    sent: 'Waiting for your answer',
    expired: 'Expired',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    notChosen: 'Not chosen',
  },
  /** The same statuses as the professional reads them. */
  statusForProfessional: {
    sent: 'Sent',
    expired: 'Expired',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    notChosen: 'Not chosen',
  },
  units: {
    each: 'each',
    hour: 'hour',
    day: 'day',
    metre: 'metre',
    squareMetre: 'm²',
    cubicMetre: 'm³',
    lot: 'lot',
  },
  kinds: { labour: 'Labour', materials: 'Materials' },

  /** The chat lines that carry a quote's card. */
  chat: {
    sent: (total: number, version: number) =>
      version === 1
        ? `Sent a quote for ${formatAud(total)}`
        : `Sent a revised quote (version ${version}) for ${formatAud(total)}`,
    withdrawn: 'Withdrew their quote',
    declined: (reason: string) => `Declined the quote: ${reason}`,
    accepted: (total: number) => `Accepted the quote for ${formatAud(total)}`,
    question: (question: string) => `Question about the quote: ${question}`,
  },

  notifications: {
    receivedTitle: (jobTitle: string) => `New quote: ${jobTitle}`,
    receivedBody: (firstName: string, total: number) => `${firstName} quoted ${formatAud(total)}`,
    revisedTitle: (jobTitle: string) => `Quote updated: ${jobTitle}`,
    revisedBody: (firstName: string, total: number) =>
      `${firstName} revised their quote to ${formatAud(total)}`,
    withdrawnTitle: (jobTitle: string) => `Quote withdrawn: ${jobTitle}`,
    withdrawnBody: (firstName: string) => `${firstName} withdrew their quote`,
    acceptedTitle: (jobTitle: string) => `Quote accepted: ${jobTitle}`,
    acceptedBody: (firstName: string, total: number) =>
      `${firstName} accepted your quote for ${formatAud(total)}. You have been hired.`,
    declinedTitle: (jobTitle: string) => `Quote declined: ${jobTitle}`,
    declinedBody: (firstName: string, reason: string) => `${firstName} declined: ${reason}`,
    notChosenTitle: (jobTitle: string) => `Not chosen this time: ${jobTitle}`,
    notChosenBody: (firstName: string) =>
      `${firstName} went with another professional. Thank you for quoting, and good luck with the next one.`,
  },

  /** The agreement PDF: the accepted quote, kept as it was accepted. */
  agreement: {
    title: 'Agreement',
    subtitle: 'A quote accepted on TradeMate',
    fileName: (jobTitle: string) => `TradeMate agreement - ${jobTitle}.pdf`,
    job: 'Job',
    client: 'Client',
    professional: 'Professional',
    abn: 'ABN',
    noAbn: 'No ABN given',
    licence: 'Licence',
    version: (version: number) => `Quote version ${version}`,
    sentOn: 'Quote sent',
    acceptedOn: 'Accepted',
    validUntil: 'Valid until',
    earliestStart: 'Earliest start',
    columns: {
      description: 'Description',
      kind: 'Type',
      quantity: 'Qty',
      unit: 'Unit',
      price: 'Unit price',
      total: 'Amount',
    },
    labour: 'Labour',
    materials: 'Materials',
    subtotal: 'Subtotal',
    gst: 'GST (10%)',
    total: 'Total',
    totalNoGst: 'Total (no GST)',
    deposit: 'Deposit',
    terms: 'Terms',
    noTerms: 'No further terms.',
    attachments: 'Attachments',
    footer:
      'Both people agreed to this quote on TradeMate. TradeMate is not a party to the work; the professional does the work and is responsible for it.',
  },
} as const;
