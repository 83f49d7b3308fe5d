/** Notifications, web push and the notification settings. Re-exported by `messages.ts`. */
import { accountMenu } from './shell';

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
    quote_received: 'Quotes on your jobs',
    quote_answered: 'Answers to your quotes',
    variation_proposed: 'Changes proposed to an agreed quote',
    variation_answered: 'Answers to your proposed changes',
    payment_secured: 'A client paid through TradeMate',
    payment_release_due: 'Held payments about to be released',
    payment_released: 'Payments released to you',
    payment_disputed: 'Disputes about payments',
    logbook_supervision: 'Logbook supervision requests and answers',
    logbook_pending: 'Logbook entries waiting for your verification',
    logbook_reviewed: 'Your logbook entries verified or returned',
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
    quote_received: 'You will no longer get an email when a professional quotes on your job.',
    quote_answered: 'You will no longer get an email when a client answers your quote.',
    variation_proposed:
      'You will no longer get an email when a professional proposes a change to an agreed quote.',
    variation_answered:
      'You will no longer get an email when a client answers a change you proposed.',
    payment_secured: 'You will no longer get an email when a client pays through TradeMate.',
    payment_release_due: 'You will no longer get an email before a held payment is released.',
    payment_released: 'You will no longer get an email when a payment is released to you.',
    payment_disputed: 'You will no longer get an email about disputes over payments.',
    logbook_supervision:
      'You will no longer get an email about requests to supervise a logbook and their answers.',
    logbook_pending:
      'You will no longer get the weekly email about logbook entries waiting for your verification.',
    logbook_reviewed:
      'You will no longer get an email when your logbook entries are verified or returned.',
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
