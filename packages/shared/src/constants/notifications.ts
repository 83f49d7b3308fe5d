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
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
