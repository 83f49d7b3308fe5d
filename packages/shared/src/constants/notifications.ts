/** What happened, each with its fixed link (the cross-team contract). */
export const notificationKinds = [
  'job_contacted',
  'job_invited',
  'message_received',
  'job_hired',
  'job_completed',
  'job_cancelled',
  'review_received',
  'review_replied',
  /** A new open job in one of a professional's services, in their area. */
  'job_posted',
  /** A client invited a professional to quote on their job. */
  'job_invited',
  /** Asks a client what happened with a job 14 days after its first contact (decision 029). */
  'job_outcome_asked',
  /** A job a professional wrote about was closed (answered or idle), or the client's idle job. */
  'job_closed',
  /** A staff member replied to the person's support ticket (decision 032). */
  'ticket_answered',
  /** Staff warned the person about something of theirs that was reported (decision 034). */
  'account_warned',
  /** Staff reviewed something the person reported and closed the report (decision 034). */
  'report_outcome',
  /** A professional sent or revised a quote on the client's job, or withdrew it (decision 062). */
  'quote_received',
  /** The client accepted, declined or did not choose the professional's quote (decision 062). */
  'quote_answered',
  /** The professional proposed a change to an accepted quote (decision 062). */
  'variation_proposed',
  /** The client approved or declined the professional's variation. */
  'variation_answered',
  /** A client paid through TradeMate: the money is held (decision 064). */
  'payment_secured',
  /** The work was marked done, or held money releases by itself soon. */
  'payment_release_due',
  /** Held money was released to the professional, less TradeMate's fee. */
  'payment_released',
  /** A dispute about a held payment was opened or settled by support. */
  'payment_disputed',
  /**
   * An apprentice asked a professional to supervise their logbook, or the link was accepted,
   * declined or ended (decision 072).
   */
  'logbook_supervision',
  /** The weekly reminder of logbook entries waiting for the supervisor, once per link. */
  'logbook_pending',
  /** The supervisor verified or returned the apprentice's logbook entries. */
  'logbook_reviewed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What a person can be alerted about off the site (decision 019): every notification kind, and the
 * plan notices, which are mails only.
 */
export const alertEvents = [...notificationKinds, 'plan_renewal', 'plan_expiring'] as const;
export type AlertEvent = (typeof alertEvents)[number];

/** How an event reaches a person by email: not at all, at once, or in the morning's digest. */
export const emailModes = ['off', 'instant', 'daily'] as const;
export type EmailMode = (typeof emailModes)[number];

/** Only new-job alerts can wait for the daily digest; the rest matter at once or not at all. */
export const digestibleEvents = ['job_posted'] as const satisfies readonly AlertEvent[];

export function canDigest(event: AlertEvent): boolean {
  return (digestibleEvents as readonly AlertEvent[]).includes(event);
}

/** Mails only, never a stored notification: push has nothing to say for them. */
export const mailOnlyEvents = [
  'plan_renewal',
  'plan_expiring',
] as const satisfies readonly AlertEvent[];

export function isMailOnly(event: AlertEvent): boolean {
  return (mailOnlyEvents as readonly AlertEvent[]).includes(event);
}

type AccountKind = 'client' | 'tradie' | 'freeTradie' | 'apprentice';

/** The events that can happen to each kind of account, in the order the settings page lists them. */
const eventsByAccount: Record<AccountKind, readonly AlertEvent[]> = {
  client: [
    'job_contacted',
    'quote_received',
    'variation_proposed',
    'payment_release_due',
    'payment_disputed',
    'message_received',
    'review_replied',
    'job_outcome_asked',
    'job_closed',
    'ticket_answered',
    'account_warned',
    'report_outcome',
  ],
  tradie: [
    'job_posted',
    'job_invited',
    'message_received',
    'quote_answered',
    'variation_answered',
    'payment_secured',
    'payment_release_due',
    'payment_released',
    'payment_disputed',
    'job_hired',
    'job_completed',
    'job_cancelled',
    'job_closed',
    'review_received',
    'logbook_supervision',
    'logbook_pending',
    'ticket_answered',
    'account_warned',
    'report_outcome',
    'plan_renewal',
    'plan_expiring',
  ],
  freeTradie: [
    'job_posted',
    'job_invited',
    'message_received',
    'quote_answered',
    'variation_answered',
    'payment_secured',
    'payment_release_due',
    'payment_released',
    'payment_disputed',
    'job_hired',
    'job_completed',
    'job_cancelled',
    'job_closed',
    'review_received',
    'logbook_supervision',
    'logbook_pending',
    'ticket_answered',
    'account_warned',
    'report_outcome',
  ],
  apprentice: [
    'job_posted',
    'message_received',
    'logbook_supervision',
    'logbook_reviewed',
    'ticket_answered',
    'account_warned',
    'report_outcome',
  ],
};

export function alertEventsFor(userType: AccountKind): readonly AlertEvent[] {
  return eventsByAccount[userType];
}

/**
 * The channels of an event for someone who never chose: new jobs as a daily digest for free
 * tradies and apprentices and at once for paid tradies; everything else at once; push on for
 * every event that has a notification (it reaches only devices the person turned on).
 */
export function defaultAlertPreference(
  userType: AccountKind,
  event: AlertEvent,
): { email: EmailMode; push: boolean } {
  const email: EmailMode = event === 'job_posted' && userType !== 'tradie' ? 'daily' : 'instant';
  return { email, push: !isMailOnly(event) };
}
