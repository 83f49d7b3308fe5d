import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import {
  hiringStatusSchema,
  meSchema,
  updateProfileRequestSchema,
} from '@trademate/shared/schemas/users';
import { currentSubscriptionSchema } from '@trademate/shared/schemas/subscriptions';
import { ok } from '../../lib/respond';
import { requireUser, requireUserOrForgetSession, requireRole } from '../auth/auth.guards';

/** The account behind the session is gone. */
const accountGone = { 404: errorEnvelopeSchema };

/** The signed-in user's own account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, subscriptions } = app;
  const professional = requireRole(...professionalTypes);

  app.get(
    '/me',
    {
      onRequest: requireUserOrForgetSession,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(meSchema), ...accountGone },
      },
    },
    async (request) => {
      const user = await requireUserOrForgetSession(request);
      return ok(await users.getMe(user.id));
    },
  );

  app.get(
    '/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's Professional subscription (null when none)",
        response: { 200: envelopeSchema(currentSubscriptionSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await subscriptions.getCurrent(user.id));
    },
  );

  app.patch(
    '/updateProfile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Edit names, phone, address, bio and services offered',
        body: updateProfileRequestSchema,
        response: { 200: envelopeSchema(meSchema), ...accountGone },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        await users.updateProfile(user.id, user.userType, request.body),
        messages.account.profileSaved,
      );
    },
  );

  app.patch(
    '/tradie/toggleHiringStatus',
    {
      onRequest: professional,
      schema: {
        tags: ['users'],
        summary: 'Switch between available and unavailable for new work',
        response: { 200: envelopeSchema(hiringStatusSchema) },
      },
    },
    async (request) => {
      const user = await professional(request);
      const result = await users.toggleHiringStatus(user.id);
      return ok(
        result,
        result.hiringStatus === 'available'
          ? messages.account.available
          : messages.account.unavailable,
      );
    },
  );
};
