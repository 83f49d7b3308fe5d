/**
 * Every user-facing text of the specification, word for word (ARCHITECTURE.md section 4 lists the
 * two typo fixes). Web, API and tests import these so a text is written once:
 * `import * as messages from '@trademate/shared/messages'` (a namespace import, so a bundle carries
 * only the groups it reads).
 */
export { errorBoundary, footer, nav, newsletter, notFound } from './messages/shell';

export const validation = {
  required: 'Required',
  minTwoChars: 'Must be 2 characters or more',
  phone: 'please enter a valid phone number',
  email: 'Invalid email address',
  minSixChars: 'Must be 6 characters or more',
  passwordsMatch: 'Passwords must match',
  cityRequired: 'city is required',
  stateRequired: 'state is required',
} as const;

export const authModal = {
  verify: {
    title: 'Verify Your Email',
    text: 'You need to verify your mail to access this page',
  },
  subscriptionExpired: {
    title: 'Renew Your Subscription',
    text: 'You need to renew your subscription to access this page',
  },
  upgradeToContact: {
    title: 'Upgrade to professional plan',
    text: 'Please upgrade your plan to contact the client',
  },
  upgradeToPreview: {
    title: 'Upgrade to professional plan',
    text: 'Please upgrade your plan to preview the job requests related to the service',
  },
  upgradeNow: 'Upgrade now',
} as const;

export const signup = {
  success:
    'Signup Succeeded, please check your email, to verify your account and start using TradeMate',
  thankYou: 'Thank you for registering',
} as const;

export const avatar = {
  unsupportedType: 'unsupported file type',
  tooLarge: 'The document size must be 3MB or less',
  uploadFailed: 'Error occurred while uploading, please try again',
} as const;

export const auth = {
  wrongCredentials: 'Wrong email or password',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  verified: 'Your email is verified',
  alreadyVerified: 'Your email is already verified',
  codeSent: 'We have sent a new code to your email',
  wrongCode: 'The code is not correct',
  codeExpired: 'The code has expired. Ask for a new one.',
  tooManyCodes: 'Too many wrong codes. Ask for a new one.',
  forgotSent: 'If an account uses this email, we have sent it a code',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  currentPasswordWrong: 'Your current password is not correct',
  signedOut: 'You have been signed out',
  signInRequired: 'Please sign in to continue',
  noAccess: "You don't have access to this page",
  sessionExpired: 'Your session has ended. Please sign in again.',
  /** Shown on the sign-in page after verifying on a device where nobody is signed in. */
  verifiedSignIn: 'Your email is verified. Sign in to start using TradeMate.',
} as const;

/** The services a professional offers, chosen at sign-up or later in the profile. */
export const services = {
  optionalAtSignup: 'Optional: you can choose them later in your profile.',
  noneChosen: {
    title: 'Choose the services you offer',
    text: 'Job requests come from clients who need the services you offer. You have not chosen any yet: choose yours in your profile and the requests for them show up here.',
    action: 'Choose my services',
  },
} as const;

export const ticket = {
  reasonRequired: 'please add a Reason',
  problemRequired: 'Please describe the problem',
  customReasonRequired: "Please specify your reason when selecting 'others'",
  created: 'ticket has been created successfully',
  mustLogin: 'you must login to send the ticket',
  unexpected: 'Unexpected Error Occurred, Please Try again',
  reasons: [
    'The Professional not coming',
    'The Professional is late',
    'Professional Maintenance Mistakes',
    'others',
  ],
} as const;

/** The tradie side of jobs: the job requests feed, a request's detail and contacting the client. */
export const jobRequests = {
  notFound: 'This job request is not available',
  closed: 'This job is no longer taking enquiries',
  messageRequired: 'Write a message to the client',
  messageTooLong: 'Keep your message to 2000 characters or fewer',
  serviceInvalid: 'Choose a service from the list',
  contacted: 'Your message has been sent to the client',
  /** What the client reads in their notifications when a professional writes about their job. */
  enquiryTitle: (jobTitle: string) => `New enquiry: ${jobTitle}`,
  followUpTitle: (jobTitle: string) => `New message: ${jobTitle}`,
  enquiryBody: (firstName: string) => `${firstName} sent you a message`,
  timing: {
    asap: 'As soon as possible',
    within_week: 'Within a week',
    flexible: 'Flexible',
    date: 'On a set date',
  },
  status: {
    open: 'Open',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
} as const;

/** A tradie's job history: the jobs they contacted a client about or were hired for. */
export const jobHistory = {
  notFound: 'This job is not in your job history',
} as const;

/** Jobs, from the client's side: posting, editing, hiring, completing, reviewing. */
export const jobs = {
  myJobs: 'My jobs',
  notFound: 'Job not found',
  posted: 'Your job has been posted',
  saved: 'Your job has been saved',
  cancelled: 'Your job has been cancelled',
  hired: 'The professional has been hired',
  hiredNotice: (name: string) => `You hired ${name}. We have let them know.`,
  completed: 'The job has been marked as completed',
  reviewed: 'Thank you for your review',
  serviceRequired: 'Choose a service',
  serviceUnknown: 'Choose a service from the list',
  titleRequired: 'Give your job a title',
  titleTooShort: 'The title must be 5 characters or more',
  titleTooLong: 'Keep the title to 100 characters or fewer',
  descriptionRequired: 'Describe the job',
  descriptionTooShort: 'Describe the job in 20 characters or more',
  descriptionTooLong: 'Keep the description to 2000 characters or fewer',
  budgetMinRequired: 'Enter the least you expect to pay, in whole dollars',
  budgetMaxRequired: 'Enter the most you would pay, in whole dollars',
  budgetWhole: 'Enter whole dollars, without cents',
  budgetNegative: 'The budget cannot be below $0',
  budgetTooHigh: 'The budget can be at most $1,000,000',
  budgetRange: 'The most you would pay must be at least the least you expect to pay',
  timingRequired: 'Choose when you need the job done',
  timingDateRequired: 'Choose the date you need the job done',
  timingDatePast: 'Choose today or a later date',
  photosTooMany: 'You can add up to 5 photos',
  photoInvalid: 'Add photos by uploading them here',
  photoDuplicate: 'Each photo can be added once',
  photoNotYours: 'Upload your photos again: one of them was not uploaded from your account',
  photoRequired: 'Choose a photo to upload',
  photoUnsupportedType: 'unsupported file type',
  photoTooLarge: 'The document size must be 3MB or less',
  photoUploadFailed: 'Error occurred while uploading, please try again',
  photoUploadRateLimited: (minutes: string) =>
    `You can upload up to 60 photos an hour. Please try again in ${minutes}.`,
  consentRequired:
    'You must agree to share your contact details with the professionals you talk to',
  consentLabel:
    'I agree that my name, phone number and email are shared with the professionals I talk to or hire about this job.',
  notOpen: 'Only an open job can be changed',
  cannotCancel: 'Only an open job or a job in progress can be cancelled',
  hireNotOpen: 'You can hire a professional only while the job is open',
  hireNotContacted: 'Choose a professional who contacted you about this job',
  completeNotInProgress: 'Only a job in progress can be marked as completed',
  reviewNotCompleted: 'You can review the job once it is completed',
  reviewExists: 'You have already reviewed this job',
  reviewNoProfessional: 'The professional you hired no longer has an account',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  reviewBodyRequired: 'Tell others how the work went',
  reviewBodyTooShort: 'Write at least 10 characters about the work',
  reviewBodyTooLong: 'Keep the review to 1000 characters or fewer',
  statusLabels: {
    open: 'Open',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  timingLabels: {
    asap: 'As soon as possible',
    within_week: 'Within a week',
    flexible: "I'm flexible",
    date: 'On a set date',
  },
  notifications: {
    hiredTitle: 'You have been hired',
    hiredBody: (client: string, title: string) => `${client} hired you for “${title}”.`,
    completedTitle: 'Job completed',
    completedBody: (client: string, title: string) => `${client} marked “${title}” as completed.`,
    cancelledTitle: 'Job cancelled',
    cancelledBody: (client: string, title: string) => `${client} cancelled “${title}”.`,
    reviewTitle: 'New review',
    reviewBody: (client: string, rating: number, title: string) =>
      `${client} rated your work on “${title}” ${rating} out of 5.`,
  },
} as const;

/** The professionals and apprentices directories and their profiles. */
export const directory = {
  professionalNotFound: 'This professional could not be found',
  apprenticeNotFound: 'This apprentice could not be found',
  serviceInvalid: 'Choose a service from the list',
  stateInvalid: 'Choose a state from the list',
  cityInvalid: 'Choose a city from the list for the chosen state',
  available: 'Available',
  notTakingWork: 'Not taking work',
  noProfessionals: 'No professionals match these filters yet.',
  noApprentices: 'No apprentices match these filters yet.',
} as const;

/** Reviews on a professional's profile and the professional's one reply to each. */
export const reviews = {
  replyTooShort: 'Write a reply of at least 2 characters',
  replyTooLong: 'Keep your reply to 1000 characters or fewer',
  replied: 'Your reply has been posted',
  alreadyReplied: 'You have already replied to this review',
  notFound: 'This review could not be found',
  noReviews: 'No reviews yet.',
  repliedTitle: 'Reply to your review',
  repliedBody: (professional: string, jobTitle: string) =>
    `${professional} replied to your review of “${jobTitle}”.`,
} as const;

/** Chats: the conversations list, the chat room and direct messages. */
export const chats = {
  title: 'Chats',
  lead: 'Your conversations with clients, professionals and apprentices.',
  empty: 'No conversations yet.',
  emptyHint:
    'When you contact someone about a job, or someone writes to you, the conversation shows here.',
  loadMore: 'Load more conversations',
  loadEarlier: 'Load earlier messages',
  noMessages: 'No messages yet. Say hello.',
  backToChats: 'All chats',
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message… (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  you: 'You',
  aboutJob: 'About the job',
  directConversation: 'Direct message',
  roomTitle: (name: string) => `Chat with ${name}`,
  conversationsLabel: 'Conversations',
  messagesLabel: (name: string) => `Messages with ${name}`,
  said: (name: string) => `${name} said`,
  userTypeLabels: {
    client: 'Client',
    tradie: 'Professional',
    freeTradie: 'Professional',
    apprentice: 'Apprentice',
  },
  unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  messageRequired: 'Write a message first',
  messageTooLong: 'Keep your message to 2000 characters or fewer',
  recipientRequired: 'Choose who to write to',
  notFound: 'This conversation could not be found',
  recipientNotFound: 'This person could not be found',
  cannotMessageSelf: 'You cannot send a message to yourself',
  directNotAllowed:
    'Direct messages are between professionals and apprentices: a professional can write to an apprentice, and an apprentice to a professional',
  sent: 'Your message has been sent',
  read: 'The conversation is marked as read',
  /** The notification the other person receives (kind message_received). */
  messageReceivedTitle: (firstName: string) => `${firstName} sent you a message`,
} as const;

/** The notifications page. */
export const notifications = {
  title: 'Notifications',
  lead: 'Enquiries, messages, hires and reviews: what happened while you were away.',
  empty: 'You have no notifications yet.',
  markAllAsRead: 'Mark all as read',
  allRead: 'All notifications are marked as read',
  unreadLabel: 'Unread',
  unreadSummary: (count: number) =>
    count === 0 ? 'Everything is read' : count === 1 ? '1 unread' : `${count} unread`,
  loadMore: 'Load more notifications',
} as const;

/** Buying, renewing and cancelling the Professional plan, and the test-mode checkout. */
export const payments = {
  declined: 'Your card was declined. No payment was taken.',
  insufficientFunds: 'Your card has insufficient funds. No payment was taken.',
  unknownTestCard: 'Use one of the test card numbers shown on this page',
  cardExpired: 'This card has expired',
  paid: 'Payment received. Your Professional plan is active.',
  alreadyPaid: 'You have already paid for this period',
  checkoutNotFound: 'This checkout is not available',
  checkoutAlreadyPaid: 'This checkout has already been paid',
  checkoutExpired: 'This checkout has expired. Start again from your plan page.',
  checkoutStarted: 'Checkout started',
  noPaidSubscription: 'You have no paid subscription to change',
  nothingToCancel: 'You have no running paid subscription to cancel',
  nothingToResume: 'You have no cancelled subscription to resume',
  cancelled: 'Your subscription is cancelled. You keep access until the end of the period.',
  resumed: 'Your subscription will renew as usual',
  planSwitched: 'Your plan changes at the next renewal',
  planSwitchCleared: 'You stay on your current plan',
  portalUnavailable: 'The billing portal is only available for card payments through Stripe',
  invoiceNotFound: 'This invoice is not available',
  upgradeOnlyFreeTradie: 'Only free tradies upgrade; tradies renew or switch their plan instead',
  webhookSignatureInvalid: 'The webhook signature is not valid',
  plansNotSetUp: 'Plans are not set up yet',
  providerUnavailable:
    'We could not reach our payment provider, so nothing was changed. Please try again in a few minutes.',
} as const;

/** When TradeMate cannot answer because something it depends on is down for a moment. */
export const outage = {
  database: 'TradeMate cannot reach its database right now. Please try again in a moment.',
} as const;
