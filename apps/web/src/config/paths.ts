/** The sign-up forms: professional (paid plan) and freeProfessional share one form. */
export type SignupAccountType = 'client' | 'professional' | 'freeProfessional' | 'apprentice';

/** Adds `?next=` (where to return after signing in or verifying) to a path. */
function withNext(path: string, next?: string) {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** Every route path of the SPA and its href builder: links never spell a path by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  subscriptionsSection: { href: () => '/#subscriptions' },
  services: { path: '/service', href: () => '/service' },
  serviceDetail: { path: '/service/:id', href: (id: string) => `/service/${id}` },
  professionals: { path: '/professional', href: () => '/professional' },
  apprentices: { path: '/apprentice', href: () => '/apprentice' },
  postJob: { path: '/postJob', href: () => '/postJob' },
  jobRequests: { path: '/jobRequests', href: () => '/jobRequests' },
  jobHistory: { path: '/userJobHistory', href: () => '/userJobHistory' },
  blogs: { path: '/blogs', href: () => '/blogs' },
  blogPost: { path: '/blogs/:id', href: (slug: string) => `/blogs/${slug}` },
  contactUs: { path: '/contactUs', href: () => '/contactUs' },
  termsOfUse: { path: '/termsOfUse', href: () => '/termsOfUse' },
  privacyPolicy: { path: '/privacyPolicy', href: () => '/privacyPolicy' },
  login: { path: '/login', href: (next?: string) => withNext('/login', next) },
  signup: { path: '/signup', href: () => '/signup' },
  signupAs: {
    path: '/signup/:accountType',
    href: (accountType: SignupAccountType) => `/signup/${accountType}`,
  },
  verify: { path: '/user/verify', href: (next?: string) => withNext('/user/verify', next) },
  forgotPassword: { path: '/forgotPassword', href: () => '/forgotPassword' },
  userProfile: { path: '/userProfile', href: () => '/userProfile' },
  settings: { path: '/settings', href: () => '/settings' },
  notifications: { path: '/notifications', href: () => '/notifications' },
  chats: { path: '/chats', href: () => '/chats' },
  userSubscription: { path: '/userSubscription', href: () => '/userSubscription' },
} as const;
