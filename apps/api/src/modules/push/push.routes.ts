import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import {
  deletePushSubscriptionRequestSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
} from '@trademate/shared/schemas/push';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireUser } from '../auth/auth.guards';

/** Devices one account may add in an hour: a handful of browsers, not a script. */
const SUBSCRIPTIONS_PER_HOUR = 30;

/** Web push: the key browsers subscribe with, and turning push on and off for a device. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app;

  app.get(
    '/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: envelopeSchema(pushPublicKeySchema) },
      },
    },
    async () => ok({ publicKey: push.publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      onRequest: requireUser,
      config: limitRequests({
        max: SUBSCRIPTIONS_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
      }),
      schema: {
        tags: ['push'],
        summary:
          "Turn push on for this device (the browser's PushSubscription JSON); another account's device moves only with its own keys",
        body: pushSubscriptionRequestSchema,
        response: {
          201: envelopeSchema(pushDeviceSchema),
          // The endpoint is another account's, and the request does not carry its keys.
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const device = await push.subscribe(user.id, request.body, request.headers['user-agent']);
      return reply.status(201).send(ok(device, messages.push.subscriptionSaved, 201));
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['push'],
        summary: 'Turn push off for one of my devices, by its endpoint',
        body: deletePushSubscriptionRequestSchema,
        response: {
          200: z.object({ responseCode: z.literal(200), message: z.string() }),
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await push.unsubscribe(user.id, request.body.endpoint);
      return { responseCode: 200 as const, message: messages.push.subscriptionRemoved };
    },
  );
};
