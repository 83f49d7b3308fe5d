import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { addNewsletterRequestSchema } from '@trademate/shared/schemas/newsletter';
import {
  newsletterTokenRequestSchema,
  newsletterTokenResultSchema,
} from '@trademate/shared/schemas/newsletter-admin';
import { withUnsubscribeOutcome } from '@trademate/shared/unsubscribe-outcome';
import { isBrowserNavigation, unsubscribeOutcome } from '../../lib/browser-navigation';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';

/** Sign-ups from one address in an hour: a household or an office, not a script. */
const SUBSCRIPTIONS_PER_HOUR = 10;
/** Confirmations and unsubscribes from one address in an hour: a person, not a script guessing. */
const LINKS_PER_HOUR = 60;

const tokenParamsSchema = z.object({ token: z.string().min(1).max(300) });
const refusals = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form.
  await app.register(formBody, { bodyLimit: 1024 });
  // …or as multipart/form-data, which RFC 8058 allows too. The token is in the address, so the
  // body is not read; the other routes here refuse a body they cannot use (400).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 4096 },
    (_request, _body, done) => done(null, null),
  );
  const newsletterService = app.newsletter;

  app.post(
    '/addNewsletter',
    {
      config: limitRequests({ max: SUBSCRIPTIONS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (a confirmation mail follows)',
        body: addNewsletterRequestSchema,
        response: { 201: z.object({ responseCode: z.literal(201), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await newsletterService.subscribe(request.body.email, request.body.subscriptionDate);
      return reply.status(201).send({ responseCode: 201, message: messages.newsletter.success });
    },
  );

  app.post(
    '/confirm',
    {
      config: limitRequests({ max: LINKS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of its confirmation mail (double opt-in)',
        body: newsletterTokenRequestSchema,
        response: { 200: envelopeSchema(newsletterTokenResultSchema), ...refusals },
      },
    },
    async (request) => {
      const result = await newsletterService.confirm(request.body.token);
      return ok(result, result.message);
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      config: limitRequests({ max: LINKS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe at once (the one-click address of List-Unsubscribe, RFC 8058, and the page’s button; no sign-in)',
        params: tokenParamsSchema,
        body: z.unknown(),
        response: {
          200: envelopeSchema(newsletterTokenResultSchema),
          303: z.null().describe('The page’s form sent by the browser itself: back to the page'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (isBrowserNavigation(request)) {
        // The page's button, before the app took the page over or without JavaScript: the
        // browser goes back to the page, which says what happened (decision 058).
        const outcome = await unsubscribeOutcome(
          newsletterService.unsubscribe(token).then(() => ({ done: '1' })),
        );
        const page = paths.newsletterUnsubscribe.href(token);
        return reply.redirect(withUnsubscribeOutcome(page, outcome), 303);
      }
      const result = await newsletterService.unsubscribe(token);
      return ok(result, result.message);
    },
  );

  // A mail client that opens the address instead of posting to it lands on the page, whose button
  // posts; opening it changes nothing (decision 058).
  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The unsubscribe page for a token (redirect)',
        params: tokenParamsSchema,
        response: {
          303: z.null().describe('To the unsubscribe page'),
          404: errorEnvelopeSchema.describe('No token in the address'),
        },
      },
    },
    async (request, reply) =>
      reply.redirect(paths.newsletterUnsubscribe.href(request.params.token), 303),
  );
};
