import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import { withUnsubscribeOutcome } from '@trademate/shared/unsubscribe-outcome';
import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unsubscribeResultSchema,
} from '@trademate/shared/schemas/notification-settings';
import { AppError } from '../../lib/app-error';
import { isBrowserNavigation, unsubscribeOutcome } from '../../lib/browser-navigation';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { requireVerified } from '../auth/auth.guards';

const m = messages.notificationSettings;

/** `GET/PUT /api/notification-settings`: the signed-in, verified person's alert choices. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app;

  app.get(
    '/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['alerts'],
        summary: 'My alert channels per event, and which of my services alert me',
        response: { 200: envelopeSchema(notificationSettingsSchema) },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      return ok(await alerts.getSettings(user));
    },
  );

  app.put(
    '/',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['alerts'],
        summary: 'Change my alert channels and the services that alert me',
        body: notificationSettingsInputSchema,
        response: { 200: envelopeSchema(notificationSettingsSchema) },
      },
    },
    async (request) => {
      const user = await requireVerified(request);
      return ok(await alerts.updateSettings(user, request.body), m.saved);
    },
  );
};

/** One address's unsubscribes in an hour: a person with a full inbox, not a script guessing. */
const UNSUBSCRIBES_PER_HOUR = 60;

const tokenQuerySchema = z.object({ token: z.string().max(300).optional() });

/**
 * `/api/unsubscribe`: the one-click address of RFC 8058 (`List-Unsubscribe`), which mail clients
 * POST to with `List-Unsubscribe=One-Click` as a form, and which the web page's one button posts
 * to. No session: the signed token is the authority. Only a POST changes anything (decision 058):
 * opening the address, or the page, never does, so a mail scanner that follows links unsubscribes
 * nobody.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formBody, { bodyLimit: 1024 });
  const { alerts } = app;

  app.post(
    '/',
    {
      config: limitRequests({ max: UNSUBSCRIBES_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      schema: {
        tags: ['alerts'],
        summary: 'Switch off the mails an unsubscribe token names (one click, no sign-in)',
        querystring: tokenQuerySchema,
        body: z
          .object({ token: z.string().max(300).optional() })
          .catchall(z.unknown())
          .nullish(),
        response: {
          200: envelopeSchema(unsubscribeResultSchema),
          303: z.null().describe('The page’s form sent by the browser itself: back to the page'),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new AppError('VALIDATION', m.unsubscribeTokenMissing);
      if (isBrowserNavigation(request)) {
        // The page's button, before the app took the page over or without JavaScript: the
        // browser goes back to the page, which says what happened.
        const outcome = await unsubscribeOutcome(
          alerts.unsubscribe(token).then(({ event }) => ({ done: event })),
        );
        return reply.redirect(withUnsubscribeOutcome(paths.unsubscribe.href(token), outcome), 303);
      }
      const result = await alerts.unsubscribe(token);
      return ok(result, result.message);
    },
  );

  // A mail client that opens the address instead of posting to it lands on the page, whose button
  // posts.
  app.get(
    '/',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The unsubscribe page for a token (redirect)',
        querystring: tokenQuerySchema,
        response: { 303: z.null().describe('To the unsubscribe page') },
      },
    },
    async (request, reply) => {
      return reply.redirect(paths.unsubscribe.href(request.query.token ?? ''), 303);
    },
  );
};
