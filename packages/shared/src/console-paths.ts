/**
 * The operator console's pages (decision 030): apart from `paths`, so the customer app's first load
 * does not carry them; the console's chunks and the API's staff mails use them.
 */
export const consolePaths = {
  home: { path: '/admin', href: () => '/admin' },
  signIn: {
    path: '/admin/login',
    href: (next?: string) =>
      next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login',
  },
  invitation: {
    path: '/admin/invitation/:token',
    href: (token: string) => `/admin/invitation/${token}`,
  },
  staff: { path: '/admin/staff', href: () => '/admin/staff' },
  audit: { path: '/admin/audit', href: () => '/admin/audit' },
  articles: { path: '/admin/articles', href: () => '/admin/articles' },
  newArticle: { path: '/admin/articles/new', href: () => '/admin/articles/new' },
  article: { path: '/admin/articles/:id', href: (id: string) => `/admin/articles/${id}` },
  newsletter: { path: '/admin/newsletter', href: () => '/admin/newsletter' },
  newIssue: { path: '/admin/newsletter/new', href: () => '/admin/newsletter/new' },
  issue: { path: '/admin/newsletter/:id', href: (id: string) => `/admin/newsletter/${id}` },
  support: { path: '/admin/support', href: () => '/admin/support' },
  supportTicket: {
    path: '/admin/support/:id',
    href: (id: string) => `/admin/support/${id}`,
  },
  people: { path: '/admin/people', href: () => '/admin/people' },
  person: { path: '/admin/people/:id', href: (id: string) => `/admin/people/${id}` },
  services: { path: '/admin/services', href: () => '/admin/services' },
  /** The units of competency apprentices name in their logbooks (decision 072). */
  logbookUnits: { path: '/admin/logbook-units', href: () => '/admin/logbook-units' },
  numbers: { path: '/admin/numbers', href: () => '/admin/numbers' },
  /** Disputes about payments held on jobs (decision 064). */
  disputes: { path: '/admin/disputes', href: () => '/admin/disputes' },
  dispute: {
    path: '/admin/disputes/:id',
    href: (paymentId: string) => `/admin/disputes/${paymentId}`,
  },
  /** Money through TradeMate and its reconciliation with the provider. */
  money: { path: '/admin/money', href: () => '/admin/money' },
  moderation: { path: '/admin/moderation', href: () => '/admin/moderation' },
  report: {
    path: '/admin/moderation/:id',
    href: (id: string) => `/admin/moderation/${id}`,
  },
} as const;
