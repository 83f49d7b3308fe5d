/**
 * Every user-facing text of the specification, word for word (ARCHITECTURE.md section 4 lists the
 * two typo fixes). Web, API and tests import these so a text is written once.
 */
export const messages = {
  notFound: {
    title: 'Page Not Found',
    backHome: 'Back To Home',
  },
  errorBoundary: {
    title: 'Oops! Something went wrong.',
    retry: 'Retry',
  },
  nav: {
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
  },
  footer: {
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
  },
  newsletter: {
    success: 'subscribed to the newsletter successfully!',
    failure: 'failed, try again',
  },
  validation: {
    required: 'Required',
    minTwoChars: 'Must be 2 characters or more',
    phone: 'please enter a valid phone number',
    email: 'Invalid email address',
    minSixChars: 'Must be 6 characters or more',
    passwordsMatch: 'Passwords must match',
    cityRequired: 'city is required',
    stateRequired: 'state is required',
  },
  authModal: {
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
  },
  signup: {
    success: 'Signup Succeeded, please check your email, to verify your account and start using',
    thankYou: 'Thank you for registering',
  },
  avatar: {
    unsupportedType: 'unsupported file type',
    tooLarge: 'The document size must be 3MB or less',
    uploadFailed: 'Error occurred while uploading, please try again',
  },
  ticket: {
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
  },
} as const;
