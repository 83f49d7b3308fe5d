/** Signing up and in, the password and email flows, the avatar and the account. Re-exported by `messages.ts`. */
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
