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
import { requireAuth, requireAuthOrForgetSession, requireRole } from '../../plugins/auth';
import { createSubscriptionsService } from '../subscriptions/subscriptions.service';
import { createUsersService } from './users.service';

/** The account behind the session is gone. */
const accountGone = { 404: errorEnvelopeSchema };

/** The signed-in user's own account. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.db);
  const subscriptions = createSubscriptionsService(app.db);

  app.get(
    '/me',
    {
      preHandler: requireAuthOrForgetSession,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(meSchema), ...accountGone },
      },
    },
    async (request) => ok(await users.getMe(request.auth!.user.id)),
  );

  app.get(
    '/subscription',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's Professional subscription (null when none)",
        response: { 200: envelopeSchema(currentSubscriptionSchema) },
      },
    },
    async (request) => ok(await subscriptions.getCurrent(request.auth!.user.id)),
  );

  app.patch(
    '/updateProfile',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Edit names, phone, address, bio and services offered',
        body: updateProfileRequestSchema,
        response: { 200: envelopeSchema(meSchema), ...accountGone },
      },
    },
    async (request) => {
      const { user } = request.auth!;
      return ok(
        await users.updateProfile(user.id, user.userType, request.body),
        messages.account.profileSaved,
      );
    },
  );

  app.patch(
    '/tradie/toggleHiringStatus',
    {
      preHandler: requireRole(...professionalTypes),
      schema: {
        tags: ['users'],
        summary: 'Switch between available and unavailable for new work',
        response: { 200: envelopeSchema(hiringStatusSchema) },
      },
    },
    async (request) => {
      const result = await users.toggleHiringStatus(request.auth!.user.id);
      return ok(
        result,
        result.hiringStatus === 'available'
          ? messages.account.available
          : messages.account.unavailable,
      );
    },
  );
};
