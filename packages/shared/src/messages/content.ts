/** The blog and the newsletter's issues. Re-exported by `messages.ts`. */
/** The blog's articles. */
export const blog = {
  notFound: 'Article not found',
  addressInvalid: 'The address of this article is not valid',
  /** The console's editor (decision 033). */
  titleRequired: 'Give the article a title of 3 to 140 characters',
  slugInvalid: 'The address is lower-case words joined by hyphens, like choosing-a-plumber',
  slugTaken: 'Another article already has this address',
  excerptRequired: 'Write a summary of 10 to 300 characters for the list of articles',
  authorRequired: 'Say who wrote it (2 to 80 characters)',
  bodyRequired: 'Write the article: at least one paragraph',
  bodyTooLong: 'Keep the article under 50,000 characters',
  coverInvalid: 'Upload the cover picture again',
  publishAtInvalid: 'Choose a date and time for the article to appear',
  saved: 'Article saved',
  published: 'Article published',
  scheduled: 'Article scheduled',
  unpublished: 'Article taken off the site',
} as const;

/**
 * The newsletter beyond the footer form (decision 035): confirming an address, unsubscribing,
 * the mails, and its issues in the console.
 */
export const newsletterIssues = {
  confirmTitle: 'Newsletter subscription',
  confirmWorking: 'Confirming your subscription…',
  confirmed: 'Your subscription is confirmed. The TradeMate newsletter will come to this address.',
  confirmLinkInvalid:
    'This confirmation link is not valid. Subscribe again from the form at the foot of any page.',
  confirmLinkStale:
    'This confirmation link is no longer valid: subscribe again from the form at the foot of any page for a new one.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  /** The page the newsletter's unsubscribe link opens: nothing changes until its button is pressed. */
  unsubscribeLead: 'Stop the TradeMate newsletter coming to this address?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeWorking: 'Unsubscribing…',
  unsubscribed:
    'You are unsubscribed. The TradeMate newsletter will not come to this address again.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Write to support@trademate.com.au and we will take you off the list.',
  subscriptionNotFound: 'We could not find this subscription: this address gets no newsletter.',
  resubscribeHint: 'Changed your mind? Subscribe again from the form at the foot of any page.',
  backHome: 'Back to TradeMate',
  /** The mails. */
  confirmSubject: 'Confirm your subscription to the TradeMate newsletter',
  confirmHeading: 'Confirm your subscription',
  confirmParagraph:
    'Someone, hopefully you, asked for the TradeMate newsletter to come to this address. Confirm with the button below and it will; without it, nothing more is sent.',
  confirmAction: 'Confirm my subscription',
  confirmIgnore: 'If it was not you, ignore this email.',
  footerWhy:
    'You get this email because you subscribed to the TradeMate newsletter at trademate.com.au and confirmed your address.',
  footerUnsubscribe: 'Unsubscribe',
  footerUnsubscribeLine: 'Unsubscribe with one click:',
  testBanner: 'Test send: only you got this. Subscribers get their own unsubscribe link.',
  testSubject: (subject: string) => `[Test] ${subject}`,
  /** The console. */
  subjectRequired: 'Give the issue a subject of 3 to 150 characters',
  bodyRequired: 'Write the issue: at least one paragraph',
  bodyTooLong: 'Keep the issue under 50,000 characters',
  unsupportedMarkdown: (kind: string) =>
    `The newsletter takes headings (##), paragraphs and lists (- item), not ${kind}`,
  notFound: 'Newsletter issue not found',
  alreadySent: 'This issue has been sent: it can no longer change',
  noSubscribers: 'Nobody has confirmed a subscription yet: there is nobody to send to',
  saved: 'Issue saved',
  testQueued: (email: string) => `Test sent to ${email}`,
  nobodyToAsk: 'Every address from before has been asked to confirm already',
  askedToConfirm: (count: number) =>
    count === 1 ? 'Asked 1 address to confirm' : `Asked ${count} addresses to confirm`,
  sendQueued: (count: number) =>
    count === 1 ? 'Sending to 1 subscriber' : `Sending to ${count} subscribers`,
} as const;
