import { z } from 'zod';
import { notificationKinds } from '../constants/notifications';
import { cursorPageSchema, cursorQueryFields } from './common';

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** Where it leads in the app: an SPA path. */
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageQuerySchema = z.object({ ...cursorQueryFields });
export type NotificationPageQuery = z.input<typeof notificationPageQuerySchema>;

/** `GET /api/notification/getMyOldNotifications`: newest first, with the unread total. */
export const notificationPageSchema = cursorPageSchema(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `PATCH /api/notification/markAllAsRead`. */
export const markAllAsReadResponseSchema = z.object({ unreadCount: z.literal(0) });

/** `GET /api/notification/unreadCount`. */
export const notificationUnreadCountSchema = z.object({ notifications: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;
