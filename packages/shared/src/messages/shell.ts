/**
 * The texts the app shell shows on every page (navigation, footer, newsletter, error pages). They
 * live apart from the rest so the first page load carries only these; `messages.ts` re-exports them.
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
  /** The account menu's way to an apprentice's logbook, and to a professional's review of theirs. */
  logbook: 'Logbook',
  logbookReview: "Apprentices' logbooks",
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

/** What the account menu's orange count says to a screen reader. */
export const accountMenu = {
  unreadNotifications: (count: number) =>
    count === 1 ? '1 unread notification' : `${count} unread notifications`,
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
  cookieSettings: 'Cookie settings',
  createTicket: 'Create A Ticket',
  contactUs: 'Contact Us',
  getTheApp: 'Get the app',
  installAbout: 'Add TradeMate to your home screen: it opens in its own window, like an app.',
  installApp: 'Install the app',
} as const;

export const newsletter = {
  // Not the spec's 'subscribed to the newsletter successfully!': nothing counts until the address
  // confirms by the link mailed to it (double opt-in, decisions 035 and 058).
  success:
    'Almost done: check your inbox and open the link in the email we sent you to confirm your subscription.',
  failure: 'failed, try again',
} as const;
