/** The sign-up forms: professional (paid plan) and freeProfessional share one form. */
export type SignupAccountType = 'client' | 'professional' | 'freeProfessional' | 'apprentice';

/** Adds `?next=` (where to return after signing in or verifying) to a path. */
function withNext(path: string, next?: string) {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * Every route path of the web app and its href builder: links never spell a path by hand. The web
 * routes and links with them; the API builds the links in notifications and mails with them.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  subscriptionsSection: { href: () => '/#subscriptions' },
  services: { path: '/service', href: () => '/service' },
  serviceDetail: { path: '/service/:id', href: (id: string) => `/service/${id}` },
  professionals: { path: '/professional', href: () => '/professional' },
  professionalDetail: { path: '/professional/:id', href: (id: string) => `/professional/${id}` },
  apprentices: { path: '/apprentice', href: () => '/apprentice' },
  apprenticeDetail: { path: '/apprentice/:id', href: (id: string) => `/apprentice/${id}` },
  /** The job form; with a service id, that service comes chosen (`?service=`). */
  postJob: {
    path: '/postJob',
    href: (serviceId?: string) =>
      serviceId ? `/postJob?service=${encodeURIComponent(serviceId)}` : '/postJob',
  },
  myJobs: { path: '/myJobs', href: () => '/myJobs' },
  myJob: { path: '/myJobs/:id', href: (id: string) => `/myJobs/${id}` },
  editJob: { path: '/myJobs/:id/edit', href: (id: string) => `/myJobs/${id}/edit` },
  jobRequests: { path: '/jobRequests', href: () => '/jobRequests' },
  jobRequest: { path: '/jobRequest/:id', href: (id: string) => `/jobRequest/${id}` },
  /** The professional's quote form for a job they contacted the client about (decision 062). */
  sendQuote: {
    path: '/jobRequest/:id/quote',
    href: (jobId: string) => `/jobRequest/${jobId}/quote`,
  },
  /** One quote, for its client and its professional: every version, the answers, the agreement. */
  quote: { path: '/quotes/:id', href: (quoteId: string) => `/quotes/${quoteId}` },
  contactClient: {
    path: '/contactWithclient',
    href: (jobId: string) => `/contactWithclient?job=${encodeURIComponent(jobId)}`,
  },
  jobHistory: { path: '/userJobHistory', href: () => '/userJobHistory' },
  jobHistoryEntry: {
    path: '/userJobHistory/:id',
    href: (id: string) => `/userJobHistory/${id}`,
  },
  blogs: { path: '/blogs', href: () => '/blogs' },
  blogPost: { path: '/blogs/:id', href: (slug: string) => `/blogs/${slug}` },
  contactUs: { path: '/contactUs', href: () => '/contactUs' },
  termsOfUse: { path: '/termsOfUse', href: () => '/termsOfUse' },
  privacyPolicy: { path: '/privacyPolicy', href: () => '/privacyPolicy' },
  login: { path: '/login', href: (next?: string) => withNext('/login', next) },
  signup: { path: '/signup', href: (next?: string) => withNext('/signup', next) },
  signupAs: {
    path: '/signup/:accountType',
    href: (accountType: SignupAccountType, next?: string) =>
      withNext(`/signup/${accountType}`, next),
  },
  verify: { path: '/user/verify', href: (next?: string) => withNext('/user/verify', next) },
  forgotPassword: { path: '/forgotPassword', href: () => '/forgotPassword' },
  userProfile: { path: '/userProfile', href: () => '/userProfile' },
  /** The services picker on the profile page. */
  userProfileServices: { href: () => '/userProfile#services' },
  /** The ABN and licences on the profile page (decision 025). */
  userProfileLicences: { href: () => '/userProfile#licences' },
  /** Where a professional lands after verifying: the profile, asking them to finish setting up. */
  profileSetup: { href: () => '/userProfile?setup=1' },
  settings: { path: '/settings', href: () => '/settings' },
  notifications: { path: '/notifications', href: () => '/notifications' },
  myTickets: { path: '/tickets', href: () => '/tickets' },
  myTicket: { path: '/tickets/:id', href: (id: string) => `/tickets/${id}` },
  notificationSettings: {
    path: '/settings/notifications',
    href: () => '/settings/notifications',
  },
  /** The newsletter's confirmation and unsubscribe pages (decision 035): no sign-in. */
  newsletterConfirm: {
    path: '/newsletter/confirm/:token',
    href: (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`,
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe/:token',
    href: (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  },
  unsubscribe: {
    path: '/unsubscribe',
    href: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  },
  chats: { path: '/chats', href: () => '/chats' },
  chat: { path: '/chats/:id', href: (conversationId: string) => `/chats/${conversationId}` },
  userSubscription: { path: '/userSubscription', href: () => '/userSubscription' },
  /** A professional's payout account for payments held on jobs (decision 064). */
  payouts: { path: '/settings/payouts', href: () => '/settings/payouts' },
  testCheckout: {
    path: '/checkout/:sessionId',
    href: (sessionId: string) => `/checkout/${encodeURIComponent(sessionId)}`,
  },
  /** The apprentice's logbook (decision 072): their entries, totals and supervisors. */
  logbook: { path: '/logbook', href: () => '/logbook' },
  /** One logbook entry with every revision, for the apprentice and their supervisor. */
  logbookEntry: { path: '/logbook/entries/:id', href: (id: string) => `/logbook/entries/${id}` },
  /** The supervisor's side: requests to supervise, and the entries waiting for them. */
  logbookReview: { path: '/logbook/review', href: () => '/logbook/review' },
  /** The apprentice's form for up to seven days at once, starting on `day` when given. */
  logbookNewEntries: {
    path: '/logbook/new',
    href: (day?: string) => (day ? `/logbook/new?day=${encodeURIComponent(day)}` : '/logbook/new'),
  },
  /** The test mode's card page for a payment held on a job, TradeMate's own like `testCheckout`. */
  jobCheckout: {
    path: '/jobCheckout/:paymentId',
    href: (paymentId: string) => `/jobCheckout/${encodeURIComponent(paymentId)}`,
  },
} as const;

/** How a checkout ended, as the plan page reads it from `?checkout=`: paid, or given up. */
export type CheckoutResult = 'success' | 'cancelled';

/**
 * Where a checkout sends the payer back: the plan page, told how it went. Apart from `paths`, so
 * the first page load, which carries `paths`, does not carry what only the API uses.
 */
export function checkoutReturnHref(result: CheckoutResult): string {
  return `${paths.userSubscription.href()}?checkout=${result}`;
}
