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
import { requireUser } from '../auth/auth.guards';

/** The signed-in user's notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app;

  app.get(
    '/getMyOldNotifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with how many are unread',
        querystring: notificationPageQuerySchema,
        response: { 200: envelopeSchema(notificationPageSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await notifications.listMine(user.id, request.query));
    },
  );

  app.patch(
    '/markAllAsRead',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: envelopeSchema(markAllAsReadResponseSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await notifications.markAllAsRead(user.id), messages.notifications.allRead);
    },
  );

  app.get(
    '/unreadCount',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: envelopeSchema(notificationUnreadCountSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok({ notifications: await notifications.countUnread(user.id) });
    },
  );
};
