/**
 * Every user-facing text of the specification, word for word (ARCHITECTURE.md section 4 lists the
 * two typo fixes), and every text the API sends: refusals, confirmations, notifications, mails and
 * invoices. Copy that only one page of the web app shows stays with that page (decision 016). Web,
 * API and tests import these so a text is written once:
 * `import * as messages from '@trademate/shared/messages'` (a namespace import, so a bundle carries
 * only the groups it reads).
 */
import { accountMenu } from './messages/shell';

export { accountMenu, errorBoundary, footer, nav, newsletter, notFound } from './messages/shell';

export const validation = {
  required: 'Required',
  minTwoChars: 'Must be 2 characters or more',
  phone: 'please enter a valid phone number',
  email: 'Invalid email address',
  minSixChars: 'Must be 6 characters or more',
  passwordsMatch: 'Passwords must match',
  cityRequired: 'city is required',
  stateRequired: 'state is required',
  /** The newsletter form's address, sent without one. */
  emailRequired: 'Email is required',
} as const;

/** Refusals of a request's form, whatever the page: addresses, pages of lists, filters. */
export const request = {
  idInvalid: 'The id in the address is not valid',
  cursorInvalid: 'The page cursor is not valid',
  pageNotWhole: 'page must be a whole number',
  pageTooSmall: 'page must be 1 or more',
  pageTooLarge: 'page must be 10000 or less',
  limitNotWhole: 'limit must be a whole number',
  limitOutOfRange: (max: number) => `limit must be between 1 and ${max}`,
  searchTooLong: 'search must be 100 characters or fewer',
  filterRepeated: 'Send each filter once',
  stateInvalid: 'Choose a state from the list',
  cityNotInState: 'Choose a city from the list for your state',
  notIsoDate: (field: string) => `${field} must be an ISO date`,
} as const;

/**
 * What the API answers when a request fails outside any one form: too many attempts, an upload
 * that is not multipart, a refusal before any route runs, or a failure on the server.
 */
export const http = {
  invalidValue: 'Invalid value',
  invalid: 'Invalid request',
  tooManyAttempts: (wait: string) => `Too many attempts. Try again in ${wait}.`,
  photoNotMultipart: (part: string) => `Send the photo as multipart/form-data in the part ${part}`,
  photoUnreadable: (part: string) =>
    `The upload could not be read. Send the photo as multipart/form-data in the part ${part}`,
  brokenEncoding: 'The address is not valid: it has a %-encoded character that cannot be decoded',
  partTooLong: (max: number) => `A part of the address is longer than ${max} characters`,
  headersTooLarge: "The request's headers are too large",
  tooSlow: 'The request took too long to arrive',
  notHttp: 'The request could not be read as HTTP',
  noSuchRoute: (method: string, path: string) => `No API route ${method} ${path}`,
  serverError: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/**
 * Text no field may hold, refused wherever a request carries it (decision 053). `field` is the
 * field's name as `errors[].path` gives it, or `body` for a body that is one string.
 */
export const text = {
  body: 'The body',
  nul: (field: string) => `${field} contains a NUL character (U+0000), which is not allowed`,
  loneSurrogate: (field: string) =>
    `${field} contains half of a character (a lone UTF-16 surrogate): send whole characters`,
  notUtf8: (field: string) => `${field} is not valid UTF-8 text`,
  fileName: (part: string) =>
    `The name of the file sent in ${part} contains a NUL character or bytes that are not UTF-8: rename the file and send it again`,
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
  required: 'Choose a photo to upload',
  saved: 'Your photo has been saved',
} as const;

/** Photos and PDFs sent in a chat (`POST /api/upload/chatAttachment`) and how the room shows them. */
export const chatAttachments = {
  attach: 'Attach a photo or PDF',
  attachHint: 'Photos (JPEG, PNG, WebP) or PDFs up to 10 MB',
  uploading: (name: string) => `Sending ${name}…`,
  required: 'Choose a photo or PDF to send',
  conversationRequired: 'Say which conversation the file is for',
  unsupportedType: 'Send a photo (JPEG, PNG or WebP) or a PDF',
  tooLarge: 'The file must be 10 MB or less',
  sent: 'Your file has been sent',
  rateLimited: (max: number, wait: string) =>
    `You can send up to ${max} files an hour. Please try again in ${wait}.`,
  notFound: 'This file could not be found',
  /** What the conversations list, notifications and mails say for a message that is a file. */
  photoPreview: 'Sent a photo',
  pdfPreview: (name: string) => `Sent a PDF: ${name}`,
  /** Who sent a photo, when it is the reader themself ('Photo from you'). */
  yourself: 'you',
  photoAlt: (name: string) => `Photo from ${name}`,
  openPhoto: (name: string) => `Open the photo from ${name} full size`,
  photoViewerTitle: (name: string) => `Photo from ${name}`,
  closePhoto: 'Close the photo',
  openOriginal: 'Open in a new tab',
  downloadPdf: (fileName: string, size: string) => `Download ${fileName} (PDF, ${size})`,
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
  signedIn: 'Signed in',
  /** Sign-in refused: staff suspended the account (decision 031). */
  suspended: (supportEmail: string) =>
    `This account is suspended. Contact ${supportEmail} if you think this is a mistake.`,
  passwordTooLong: 'Must be 128 characters or fewer',
  codeFormat: 'Enter the 6-digit code from the email',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  resetLinkExpired: 'This reset link has expired. Ask for a new code.',
  chooseNewPassword: 'Choose a new password',
} as const;

/** The account: profile, the services offered, availability. */
export const account = {
  notFound: 'Account not found',
  nameTooLong: 'Must be 50 characters or fewer',
  typeRequired: 'Choose an account type',
  bioTooLong: 'Keep your bio to 1000 characters or fewer',
  servicesUnknown: 'Choose services from the list',
  servicesTooMany: 'Choose at most 20 services',
  servicesRequired: 'Choose at least one service you offer',
  clientsOfferNoServices: 'Clients do not offer services',
  profileSaved: 'Your profile has been saved',
  hiringStatusProfessionalsOnly: 'Only professionals have a hiring status',
  available: 'You are available for new work',
  unavailable: 'You are not taking new work',
} as const;

/** The mails TradeMate sends: each one's subject, title and paragraphs. */
export const mails = {
  codeLabel: 'Your code',
  /** The button of the plan notices. */
  planAction: 'Open my plan',
  verification: {
    subject: (code: string) => `${code} is your TradeMate verification code`,
    title: (firstName: string) => `Welcome to TradeMate, ${firstName}`,
    paragraphs: [
      'Enter this code on the verification page to confirm your email address, or open the link below on any device. It works once and expires in 10 minutes.',
      'If you did not create an account, you can ignore this email: nothing happens without the code.',
    ],
    action: 'Verify my email',
  },
  passwordReset: {
    subject: (code: string) => `${code} is your TradeMate password reset code`,
    title: (firstName: string) => `Reset your password, ${firstName}`,
    paragraphs: [
      'Someone asked to reset the password of your account. Enter this code to choose a new password. It works once and expires in 10 minutes.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
  },
  renewalNotice: {
    subject: (planName: string, date: string) =>
      `Your TradeMate ${planName} plan renews on ${date}`,
    title: (firstName: string, date: string) => `Your plan renews on ${date}, ${firstName}`,
    charge: (renewal: { planName: string; isMonthly: boolean; date: string; amount: string }) =>
      `Your ${renewal.planName} plan (${renewal.isMonthly ? 'monthly' : 'yearly'}) renews on ${renewal.date} for ${renewal.amount} including GST, charged to the card you paid with last time.`,
    howToStop:
      'Nothing to do if you want to keep it. To stop the renewal, cancel from your plan page before that date: you keep access until the end of the period you paid for.',
  },
  trialEnding: {
    subject: (date: string) => `Your TradeMate Professional trial ends on ${date}`,
    title: (firstName: string, date: string) => `Your trial ends on ${date}, ${firstName}`,
    paragraphs: [
      'Your Professional trial ends on that date. Choose a monthly or yearly plan on your plan page to keep previewing job requests and contacting clients.',
      'Nothing is charged unless you choose a plan.',
    ],
  },
  /** The alert mails (decision 019). */
  alerts: {
    greeting: (firstName: string) => `Hi ${firstName},`,
    open: 'Open in TradeMate',
    footerWhy: (what: string) => `You get this email because you chose email alerts for: ${what}.`,
    unsubscribe: 'Unsubscribe from these emails',
    settings: 'Notification settings',
    messagesSubject: (name: string, count: number) =>
      count === 1
        ? `${name} sent you a message on TradeMate`
        : `${name} sent you ${count} messages on TradeMate`,
    messagesTitle: (name: string) => `New messages from ${name}`,
    messagesLead: 'These arrived while you were away:',
    messagesAction: 'Reply in the chat',
    digestSubject: (count: number) =>
      count === 1
        ? 'A new job in your services on TradeMate'
        : `${count} new jobs in your services on TradeMate`,
    digestTitle: 'New jobs in your services',
    digestLead: 'Posted since your last digest:',
    digestAction: 'See all job requests',
  },
} as const;

/** The services a professional offers, chosen at sign-up or later in the profile. */
export const services = {
  notFound: 'Service not found',
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
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer`,
  problemTooLong: (max: number) => `Keep the description to ${max} characters or fewer`,
  tooMany: (perHour: number, wait: string) =>
    `You can send up to ${perHour} tickets an hour. Please try again in ${wait}.`,
  created: 'ticket has been created successfully',
  mustLogin: 'you must login to send the ticket',
  unexpected: 'Unexpected Error Occurred, Please Try again',
  /** The conversations that follow a ticket (decision 032). */
  myTicketsTitle: 'My tickets',
  myTicketsLead: 'Your support tickets and the support team’s replies.',
  myTicketsLink: 'My tickets',
  seeMyTickets: 'See my tickets',
  noTickets: 'You have not sent a ticket yet. Use “Create A Ticket” at the foot of any page.',
  notFound: 'Ticket not found',
  statusLabels: { open: 'Open', waitingOnCustomer: 'Waiting on you', resolved: 'Resolved' },
  staffStatusLabels: {
    open: 'Waiting on support',
    waitingOnCustomer: 'Waiting on customer',
    resolved: 'Resolved',
  },
  supportName: 'TradeMate support',
  you: 'You',
  replyLabel: 'Your reply',
  replyRequired: 'Please write a reply',
  replyTooLong: (max: number) => `Keep the reply to ${max} characters or fewer`,
  send: 'Send reply',
  sent: 'Your reply has been sent',
  reopensNote: 'Replying reopens the ticket for the support team.',
  waitingNote: 'The support team replied and is waiting on you. Reply below if you need more help.',
  sentAt: 'Sent',
  accountKinds: {
    client: 'Client',
    tradie: 'Tradie (paid plan)',
    freeTradie: 'Free tradie',
    apprentice: 'Apprentice',
  },
  tooManyReplies: (wait: string) => `You have sent a lot of replies. Please try again in ${wait}.`,
  backToList: 'All my tickets',
  lastActivity: 'Latest activity',
  /** The console's side. */
  statusInvalid: 'Choose open, waiting on customer or resolved',
  assignedInvalid: 'Choose anyone, me or unassigned',
  searchTooLong: 'Keep the search to 200 characters or fewer',
  pageInvalid: 'The page must be a whole number from 1',
  assigneeInvalid: 'Choose a staff member',
  assigneeNotActive: 'Tickets can only be given to active staff',
  alreadyResolved: 'This ticket is already resolved',
  notResolved: 'Only a resolved ticket can be reopened',
  repliedMessage: 'Reply sent; the customer is notified',
  assignedMessage: (name: string | null) =>
    name ? `Ticket assigned to ${name}` : 'Ticket unassigned',
  resolvedMessage: 'Ticket resolved',
  reopenedMessage: 'Ticket reopened',
  answeredTitle: 'Support answered your ticket',
  answeredBody: (reason: string, excerpt: string) => `${reason}: ${excerpt}`,
  reasons: [
    'The Professional not coming',
    'The Professional is late',
    'Professional Maintenance Mistakes',
    'others',
  ],
} as const;

/** A job's status as both the client's and the professional's pages show it. */
const jobStatusLabels = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
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
  status: jobStatusLabels,
} as const;

/** A client's record as professionals see it on job cards and details (decision 029). */
export const clientRecord = {
  label: 'Client record',
  newClient: 'New client',
  responseRate: (percent: number) => `Replies to ${percent}% of professionals`,
  hires: (hired: number, finished: number) =>
    `${hired} of ${finished} ${finished === 1 ? 'job' : 'jobs'} hired`,
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
  photoUploaded: 'Your photo has been uploaded',
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
  statusLabels: jobStatusLabels,
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
    postedTitle: (service: string) => `New ${service} job`,
    postedBody: (title: string, city: string, state: string) => `“${title}” in ${city}, ${state}.`,
    invitedTitle: 'Invited to quote',
    invitedBody: (client: string, title: string) => `${client} invited you to quote on “${title}”.`,
    outcomeAskedTitle: 'What happened with your job?',
    outcomeAskedBody: (title: string) =>
      `Professionals wrote to you about “${title}” two weeks ago. Did you hire someone? Let them know in one tap.`,
    closedTitle: 'Job no longer available',
    closedBody: (client: string, title: string) =>
      `${client} closed “${title}”: it is no longer available.`,
    closedInactiveBody: (title: string) =>
      `“${title}” closed after 30 days without activity: it is no longer available.`,
    closedByStaffBody: (title: string) => `TradeMate closed “${title}”: it is no longer available.`,
    closedByStaffClientBody: (title: string, reason: string) =>
      `TradeMate closed “${title}” and told the professionals who wrote. Reason: ${reason}`,
    closedInactiveClientTitle: 'Your job was closed',
    closedInactiveClientBody: (title: string) =>
      `“${title}” had no activity for 30 days, so we closed it and told the professionals who wrote. Post it again whenever you are ready.`,
  },
  /** "What happened?": the question asked 14 days after a job's first contact (decision 029). */
  outcome: {
    heading: 'What happened with this job?',
    lead: 'Professionals wrote to you about this job. Tell us how it went: the professionals who wrote are kept up to date.',
    hiredHere: 'Hired on TradeMate',
    hiredHereHint: 'Choose who you hired among the professionals below.',
    hiredElsewhere: 'Hired someone elsewhere',
    notGoingAhead: 'Not going ahead',
    answerInvalid: 'Choose hired elsewhere or not going ahead',
    notOpen: 'Only an open job can be closed',
    closed: 'Your job is closed. The professionals who wrote have been told.',
  },
  closedReasonLabels: {
    hired_elsewhere: 'Hired someone elsewhere',
    not_going_ahead: 'Not going ahead',
    inactive: 'Closed after 30 days without activity',
    staff: 'Closed by TradeMate',
  },
  /** The client's own job page and My jobs, for a job TradeMate's staff hid (decision 034). */
  hiddenByStaffLabel: 'Hidden by TradeMate',
  hiddenByStaffNotice:
    'TradeMate hid this job: professionals no longer see it. Contact support@trademate.com.au if you think this is a mistake.',
  closedLabel: 'Closed',
  outcomeAskedLabel: 'What happened?',
  invitations: {
    sent: 'Invitation sent',
    alreadySent: 'You have already invited this professional to quote on this job',
    jobNotOpen: 'Only open jobs can take invitations',
    professionalInvalid:
      "Choose a professional who contacted you, whom you hired, or who offers this job's service in its state",
    professionalUnavailable: 'This professional is not taking work at the moment',
    professionalRequired: 'Choose a professional to invite',
    jobRequired: 'Choose one of your open jobs',
  },
  /** The professionals a client's open job page suggests inviting (decision 021). */
  suggestions: {
    heading: 'Professionals for this job',
    description: 'Verified professionals who offer this service in your state and take work.',
    none: 'No other verified professional offers this service in your state yet.',
    jobNotOpen: 'Only open jobs have suggested professionals',
    invite: 'Invite to quote',
    invited: 'Invited',
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
  /**
   * What stands in a message for each phone number, email address and link while the
   * conversation keeps contact details hidden (decision 026).
   */
  hiddenContactDetails: '[contact details hidden]',
  /** What both people read in place of a message TradeMate's staff removed (decision 034). */
  removedByStaff: 'This message was removed by TradeMate.',
  /** Under the sender's own message whose details are hidden from the other person. */
  detailsHiddenForSender: {
    professional: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until ${name} hires you. Keep the conversation here for now.`,
    client: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until you hire ${name}. Keep the conversation here for now.`,
    direct: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until ${name} replies. Keep the conversation here for now.`,
  },
  /** Under a message from the other person whose details are hidden. */
  detailsHiddenForReader: {
    professional: (name: string) => `Contact details show once ${name} hires you.`,
    client: (name: string) => `Contact details show once you hire ${name}.`,
    direct: () => 'Contact details show once you reply.',
  },
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
  /** What the account menu's orange count says to a screen reader. */
  unreadCount: accountMenu.unreadNotifications,
  loadMore: 'Load more notifications',
} as const;

/** Web push: the device switch on the settings page and the API's answers about devices. */
export const push = {
  deviceToggleLabel: 'Push notifications on this device',
  deviceOn: 'This device shows TradeMate notifications even when the site is closed.',
  deviceOff: 'Turn on to be told on this device when something happens, even with the site closed.',
  unsupported:
    'This browser cannot show push notifications. Install TradeMate to your home screen or use a current version of Chrome, Edge, Firefox or Safari.',
  denied:
    'Notifications are blocked for TradeMate in this browser. Allow them in the site settings of your browser, then come back here.',
  permissionDismissed: 'Push notifications stay off: the browser did not get your permission.',
  failed: 'Push notifications could not be changed on this device. Please try again.',
  subscriptionSaved: 'Push notifications are on for this device',
  subscriptionRemoved: 'Push notifications are off for this device',
  subscriptionNotFound: 'This device does not get push notifications for your account',
  subscriptionHeldElsewhere:
    'This push endpoint is registered to another account: only the browser that holds it, sending its own keys, can move it to yours',
  endpointInvalid: 'The push endpoint must be an https address',
  keyInvalid: 'The subscription key p256dh must be a P-256 public key in base64url',
  authInvalid: 'The subscription secret auth must be 16 bytes in base64url',
} as const;

/** The notification settings page, the unsubscribe page and their refusals (decision 019). */
export const notificationSettings = {
  title: 'Notification settings',
  lead: 'Choose how TradeMate tells you what happened. Notifications on the site are always on.',
  link: 'Notification settings',
  eventLabels: {
    job_posted: 'New jobs in your services',
    job_invited: 'Invitations to quote',
    job_contacted: 'A professional contacted you about your job',
    message_received: 'New chat messages',
    job_hired: 'You were hired',
    job_completed: 'A job you worked on was completed',
    job_cancelled: 'A job you worked on was cancelled',
    review_received: 'New reviews',
    review_replied: 'Replies to your reviews',
    job_outcome_asked: 'We ask what happened with your job',
    job_closed: 'A job was closed',
    ticket_answered: 'Support answered your ticket',
    account_warned: 'TradeMate warned you about your content',
    report_outcome: 'The outcome of your reports',
    plan_renewal: 'Your plan is about to renew',
    plan_expiring: 'Your trial is about to end',
  },
  /** What the unsubscribe page says was switched off. */
  switchedOff: {
    job_posted: 'You will no longer get new job alerts by email.',
    job_invited: 'You will no longer get invitations to quote by email.',
    job_contacted: 'You will no longer get an email when a professional contacts you.',
    message_received: 'You will no longer get new chat messages by email.',
    job_hired: 'You will no longer get an email when you are hired.',
    job_completed: 'You will no longer get an email when a job is completed.',
    job_cancelled: 'You will no longer get an email when a job is cancelled.',
    review_received: 'You will no longer get new reviews by email.',
    review_replied: 'You will no longer get replies to your reviews by email.',
    job_outcome_asked: 'You will no longer get an email asking what happened with your job.',
    job_closed: 'You will no longer get an email when a job is closed.',
    ticket_answered: 'You will no longer get an email when support answers your ticket.',
    account_warned: 'You will no longer get an email when TradeMate warns you about your content.',
    report_outcome: 'You will no longer get an email when we have reviewed your report.',
    plan_renewal: 'You will no longer get a reminder before your plan renews.',
    plan_expiring: 'You will no longer get a reminder before your trial ends.',
  },
  emailLabel: 'Email',
  pushLabel: 'Push',
  emailModes: { off: 'Off', instant: 'Instant', daily: 'Daily digest' },
  servicesTitle: 'Services that alert you',
  servicesLead: 'New jobs in these services reach you by email and push as chosen above.',
  noServices: 'You have not chosen any services yet.',
  pushDeviceTitle: 'Push on this device',
  save: 'Save settings',
  saved: 'Your notification settings are saved',
  eventUnknown: 'This is not an event you can be alerted about',
  emailModeInvalid: 'Choose off, instant or daily digest',
  pushInvalid: 'Push must be on or off',
  eventTwice: 'Each event may be set once',
  noDigest: 'Only new job alerts can come as a daily digest',
  noPush: 'Plan reminders come by email only',
  serviceInvalid: 'The service id is not valid',
  serviceNotOffered: 'You can only choose alerts for services you offer',
  unsubscribeTitle: 'Unsubscribe',
  /** The page a mail's unsubscribe link opens: nothing changes until its one button is pressed. */
  unsubscribeLead:
    'Stop the emails this link came with? Your other emails and the notifications on the site stay as they are.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeWorking: 'Switching off these emails…',
  unsubscribeTokenMissing: 'The unsubscribe link is incomplete',
  unsubscribeTokenInvalid:
    'This unsubscribe link is not valid. Change your emails in your notification settings.',
  unsubscribeSettingsLink: 'Change your notification settings',
} as const;

/** Buying, renewing and cancelling the Professional plan, and the test-mode checkout. */
export const payments = {
  planRequired: 'Choose a monthly or yearly Professional plan',
  checkoutIdInvalid: 'The checkout id in the address is not valid',
  cardNumberRequired: 'Enter a card number',
  cardExpiryFormat: 'Enter the expiry as MM/YY',
  cardCvcFormat: 'Enter the 3 or 4 digit security code',
  cardNameRequired: 'Enter the name on the card',
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

/** A tax invoice, as its PDF reads. */
export const invoice = {
  title: 'Tax invoice',
  documentTitle: (number: string) => `Tax invoice ${number}`,
  documentSubject: (number: string) => `TradeMate tax invoice ${number}`,
  abn: (abn: string) => `ABN ${abn}`,
  numberLabel: 'Invoice number',
  issuedLabel: 'Date of issue',
  buyerLabel: 'Billed to',
  emailLabel: 'Email',
  descriptionLabel: 'Description',
  amountLabel: 'Amount (AUD)',
  totalLabel: 'Total',
  gstNote: 'Total price includes GST',
  gstIncluded: (amount: string) => `GST included: ${amount}`,
  paid: `Paid in full. Thank you for using TradeMate.`,
  /** What was sold: the plan, how it is billed and the period paid for. */
  description: (plan: { name: string; isYearly: boolean; from: string; to: string }) =>
    `${plan.name} plan (${plan.isYearly ? 'yearly' : 'monthly'}), ${plan.from} to ${plan.to}`,
} as const;

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

/** When TradeMate cannot answer because something it depends on is down for a moment. */
export const outage = {
  database: 'TradeMate cannot reach its database right now. Please try again in a moment.',
  storage: 'TradeMate cannot reach its file store right now. Please try again in a moment.',
} as const;

/** Places: the suburb and postcode picker, the lookup API, travel distance and distances on cards. */
export const places = {
  postcodeInvalid: 'Enter a 4-digit postcode',
  queryTooShort: 'Type at least 2 letters of a suburb',
  queryInvalid: 'Type a suburb name: letters, spaces, hyphens and apostrophes only',
  queryMissing: 'Send a postcode or the start of a suburb name',
  queryBoth: 'Send a postcode or a suburb name, not both',
  suburbRequired: 'Choose a suburb from the list',
  unknownPlace: 'Choose a suburb and postcode from the list',
  travelKmOutOfRange: (min: number, max: number) =>
    `Choose a travel distance between ${min} and ${max} km`,
  travelKmProfessionalsOnly: 'Only professionals set how far they travel',
  withinKmOutOfRange: (min: number, max: number) =>
    `Choose a distance between ${min} and ${max} km`,
  withinKmNeedsPlace: 'Set your suburb in your profile to search by distance',
  sortInvalid: 'Sort by newest or nearest',
  nearestNeedsWithinKm: 'Choose a distance to sort by nearest',
  kmAway: (km: number) => `${km} km away`,
} as const;

/** An ABN and business name on a professional's profile (decision 025). */
export const business = {
  abnRequired: 'Enter your ABN',
  abnFormat: 'An ABN is 11 digits, for example 51 824 753 556',
  abnChecksum: 'This is not a valid ABN: check the 11 digits against your ABN registration',
  businessNameTooLong: 'Keep the business name to 120 characters or fewer',
  professionalsOnly: 'Only tradies, free tradies and apprentices can add an ABN',
  abnCancelled:
    'The Australian Business Register lists this ABN as cancelled. Enter an active ABN.',
  abnNotOnRegister: 'The Australian Business Register has no record of this ABN. Check the digits.',
  saved: 'Your ABN has been saved',
  savedFormatOnly:
    'Your ABN has been saved. The Australian Business Register could not be reached, so only its format was checked: save it again later to check it with the register.',
  removed: 'Your ABN has been removed',
  notFound: 'You have not added an ABN',
  abnLabel: (formatted: string) => `ABN ${formatted}`,
  checkedWithRegister: 'ABN checked with the Australian Business Register',
  formatChecked: 'ABN format checked',
  registerUnavailableNote:
    'The Australian Business Register could not be reached when this ABN was saved: only its format was checked.',
  registeredName: (name: string) => `Registered as ${name}`,
  gstRegistered: (since: string) => `Registered for GST since ${since}`,
  gstNotRegistered: 'Not registered for GST',
} as const;

/** Licences professionals record, and when the law needs one for a job (decision 025). */
export const licences = {
  stateRequired: 'Choose the state that issued the licence',
  tradeRequired: 'Choose the trade or class of work the licence covers',
  numberRequired: 'Enter the licence number',
  numberInvalid:
    'A licence number is letters, digits, spaces, hyphens and slashes, up to 30 characters',
  classTooLong: 'Keep the licence class to 100 characters or fewer',
  expiryRequired: 'Enter the expiry date shown on the licence',
  expiryOutOfRange: 'Enter an expiry date between 1 January 2000 and 31 December 2100',
  tooMany: (max: number) => `You can record up to ${max} licences`,
  duplicate: 'You have already added this licence',
  notFound: 'This licence could not be found',
  professionalsOnly: 'Only tradies, free tradies and apprentices can add licences',
  added: 'Your licence has been added',
  removed: 'Your licence has been removed',
  expired: 'Expired',
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  licenceNumber: (number: string) => `Licence ${number}`,
  none: 'No licences recorded yet.',
  tradeLabels: {
    building: 'Builder',
    carpentry: 'Carpentry',
    bricklaying: 'Bricklaying',
    tiling: 'Wall and floor tiling',
    waterproofing: 'Waterproofing',
    painting: 'Painting and decorating',
    plastering: 'Plastering',
    roofing: 'Roofing',
    concreting: 'Concreting',
    glazing: 'Glazing',
    fencing: 'Fencing',
    landscaping: 'Structural landscaping',
    kitchenBathroom: 'Kitchen, bathroom and laundry renovation',
    demolition: 'Demolition',
    electrical: 'Electrical',
    plumbing: 'Plumbing and drainage',
    gasfitting: 'Gas fitting',
    refrigeration: 'Air-conditioning and refrigeration',
    other: 'Other',
  },
  /** The specialist trades' work, as the notice says it. */
  tradeWork: {
    electrical: 'electrical work',
    plumbing: 'plumbing work',
    gasfitting: 'gas fitting work',
    refrigeration: 'air-conditioning and refrigeration work',
  },
  /** Who may do building work past the line, as each state's regulator says it. */
  contractorTerm: {
    NSW: 'a licensed contractor',
    QLD: 'a QBCC-licensed contractor',
    VIC: 'a registered builder',
    SA: 'a licensed building work contractor',
    WA: 'a registered building contractor',
    TAS: 'a licensed builder',
  },
  noticeHeading: 'What the law asks for this job',
  tradeLicenceLine: (work: string, stateName: string) =>
    `In ${stateName}, ${work} must be done by a licensed professional, whatever the price.`,
  contractorAnyPriceLine: (stateName: string, who: string) =>
    `In ${stateName}, building work must be done by ${who}, whatever the price.`,
  contractorLine: (stateName: string, line: string, who: string, buildingPermitOnly: boolean) =>
    `In ${stateName}, building work priced ${line}${buildingPermitOnly ? ' that needs a building permit' : ''} must be done by ${who}.`,
  contractLine: (line: string) => `Building work priced ${line} needs a written contract.`,
  budgetLine: (amount: string) => `Your budget goes up to ${amount}.`,
  over: (amount: string) => `over ${amount}`,
  atLeast: (amount: string) => `at ${amount} or more`,
  between: (from: string, to: string) => `over ${from} and up to ${to}`,
  askForLicence: 'Ask the professionals you talk to for their licence number before you hire.',
  sourcesNote: (checked: string) =>
    `Each rule links to the regulator's page it comes from, checked on ${checked}. This is general information, not legal advice.`,
  licensedForJob: 'Licensed for this job',
  missingWarning: (stateName: string) =>
    `This job needs a licence in ${stateName}, and you have no licence recorded there that covers it. Add your licence to your profile before you contact the client.`,
  expiredWarning: (stateName: string) =>
    `This job needs a licence in ${stateName}, and your licence that covers it has expired. Renew it and update your profile before you contact the client.`,
  addLicenceLink: 'Add a licence to your profile',
} as const;

/** Reports and blocks (decision 027): the report dialog, blocking, and the refusals they bring. */
export const safety = {
  subjectTypeInvalid: 'Choose what you are reporting: a person, a job, a message or a review',
  subjectIdInvalid: 'The id of what you are reporting is not valid',
  reasonRequired: 'Choose a reason for the report',
  noteTooLong: 'Keep the note to 1000 characters or fewer',
  reasons: {
    spam: 'Spam or advertising',
    scam: 'Scam or fraud',
    offPlatformPayment: 'Asking to pay or be paid outside TradeMate',
    abusive: 'Abusive, threatening or harassing',
    inappropriate: 'Offensive or inappropriate content',
    fakeProfile: 'Fake profile or pretending to be someone else',
    other: 'Something else',
  },
  subjectNames: {
    user: 'this person',
    job: 'this job',
    message: 'this message',
    review: 'this review',
  },
  reportTitle: (subject: string) => `Report ${subject}`,
  reportLead:
    'Tell us what is wrong. Our team reads every report; the person you report is not told who sent it.',
  reasonLabel: 'Reason',
  noteLabel: 'What happened (optional)',
  submitReport: 'Send report',
  reported: "Thanks for letting us know. We'll look into it.",
  alreadyReported: 'You have already reported this. Our team will look into it.',
  subjectNotFound: 'What you are reporting no longer exists, or you cannot see it',
  cannotReportOwn: 'You cannot report yourself or your own content',
  report: 'Report',
  blockUserInvalid: 'The person to block is not valid',
  cannotBlockSelf: 'You cannot block yourself',
  personNotFound: 'This person no longer has an account',
  block: 'Block',
  unblock: 'Unblock',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmBody:
    'They will not be able to message you or invite you to quote, and they will no longer see your jobs. You will not see theirs either. You can unblock them from Settings at any time.',
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  notBlocked: 'This person is not blocked',
  /** The chat room and refusals, seen from each side of a block. */
  youBlockedThem:
    'You blocked this person, so you cannot message them. Unblock them to write again.',
  theyBlockedYou: 'This person is not accepting messages from you.',
  cannotInviteBlocked: 'You blocked this professional. Unblock them to invite them to quote.',
  cannotInviteBlockedYou: 'This professional is not accepting invitations from you.',
  blockedListTitle: 'Blocked people',
  blockedListLead:
    'People you block cannot message you or invite you to quote, and do not see your jobs.',
  blockedListEmpty: 'You have not blocked anyone.',
} as const;

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
