import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import {
  markAllAsReadResponseSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationUnreadCountSchema,
} from '@trademate/shared/schemas/notifications';
import { ok } from '../../lib/respond';
import { requireAuth } from '../../plugins/auth';
import { createNotificationsService } from './notifications.service';

/** The signed-in user's notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService(app.db, app.realtime);

  app.get(
    '/getMyOldNotifications',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with how many are unread',
        querystring: notificationPageQuerySchema,
        response: { 200: envelopeSchema(notificationPageSchema) },
      },
    },
    async (request) => ok(await notifications.listMine(request.auth!.user.id, request.query)),
  );

  app.patch(
    '/markAllAsRead',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: envelopeSchema(markAllAsReadResponseSchema) },
      },
    },
    async (request) =>
      ok(await notifications.markAllAsRead(request.auth!.user.id), messages.notifications.allRead),
  );

  app.get(
    '/unreadCount',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: envelopeSchema(notificationUnreadCountSchema) },
      },
    },
    async (request) =>
      ok({ notifications: await notifications.countUnread(request.auth!.user.id) }),
  );
};
