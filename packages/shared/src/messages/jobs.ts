/** Jobs: the client's side, the professional's feed and history, and the client's record. Re-exported by `messages.ts`. */
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
    /** A new job's alert with its key answers (decision 071): "Power points · Single storey". */
    postedWithAnswersBody: (title: string, city: string, state: string, answers: string) =>
      `“${title}” in ${city}, ${state}. ${answers}.`,
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
