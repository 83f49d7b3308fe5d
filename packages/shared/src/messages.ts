/**
 * Every user-facing text of the specification, word for word (ARCHITECTURE.md section 4 lists the
 * two typo fixes). Web, API and tests import these so a text is written once:
 * `import * as messages from '@trademate/shared/messages'` (a namespace import, so a bundle carries
 * only the groups it reads).
 */
export const notFound = {
  title: 'Page Not Found',
  backHome: 'Back To Home',
} as const;

export const errorBoundary = {
  title: 'Oops! Something went wrong.',
  retry: 'Retry',
} as const;

export const nav = {
  home: 'Home',
  professionals: 'Professionals',
  apprentices: 'Apprentices',
  services: 'Services',
  postJob: 'Post A job',
  jobs: 'Jobs',
  jobHistory: 'Job History',
  contactUs: 'Contact Us',
  signIn: 'Sign In',
  joinUs: 'Join Us',
  profile: 'Profile',
  settings: 'Settings',
  notifications: 'Notifications',
  chats: 'Chats',
  subscriptions: 'Subscriptions',
  logout: 'Logout',
} as const;

export const footer = {
  features: 'Features',
  support: 'Support',
  jobRequests: 'Job Requests',
  blogs: 'Blogs',
  services: 'Services',
  professionals: 'Professionals',
  subscriptions: 'Subscriptions',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms Of use',
  createTicket: 'Create A Ticket',
  contactUs: 'Contact Us',
} as const;

export const newsletter = {
  success: 'subscribed to the newsletter successfully!',
  failure: 'failed, try again',
} as const;

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
