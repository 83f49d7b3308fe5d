import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  billingPortalSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  invoicePageQuerySchema,
  invoicePageSchema,
  switchPlanRequestSchema,
  testCardPaymentSchema,
  testCheckoutSchema,
} from '@trademate/shared/schemas/payments';
import { currentSubscriptionSchema } from '@trademate/shared/schemas/subscriptions';
import { ok } from '../../lib/respond';
import { requireUser, requireVerifiedRole } from '../auth/auth.guards';
import { limitRequests } from '../../plugins/rate-limits';

/** No such invoice or checkout of this user's. */
const notFound = { 404: errorEnvelopeSchema };
/** The subscription or checkout is not in a state that allows this. */
const conflict = { 409: errorEnvelopeSchema };

const sessionParamSchema = z.object({
  sessionId: z.uuid({ error: messages.payments.checkoutIdInvalid }),
});

/** Professionals paying for their plan. */
const professional = requireVerifiedRole(...professionalTypes);

/** `/api/subscription`: buy, switch, cancel and resume the Professional plan; invoices. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app;

  app.post(
    '/checkout',
    {
      onRequest: professional,
      schema: {
        tags: ['subscription'],
        summary:
          'Start paying for a Professional plan (verified tradie or free tradie); 409 while a paid period runs',
        body: checkoutRequestSchema,
        response: { 201: envelopeSchema(checkoutSessionSchema), ...conflict },
      },
    },
    async (request, reply) => {
      const user = await professional(request);
      const session = await payments.startCheckout(user, request.body.planCode);
      return reply.status(201).send(ok(session, messages.payments.checkoutStarted, 201));
    },
  );

  app.patch(
    '/plan',
    {
      onRequest: professional,
      schema: {
        tags: ['subscription'],
        summary: 'Switch between monthly and yearly from the next renewal (verified professional)',
        body: switchPlanRequestSchema,
        response: { 200: envelopeSchema(currentSubscriptionSchema), ...conflict },
      },
    },
    async (request) => {
      const user = await professional(request);
      const { subscription, message } = await payments.switchPlan(user.id, request.body.planCode);
      return ok(subscription, message);
    },
  );

  app.post(
    '/cancel',
    {
      onRequest: professional,
      schema: {
        tags: ['subscription'],
        summary: 'Cancel at the period end; access stays until then (verified professional)',
        response: { 200: envelopeSchema(currentSubscriptionSchema), ...conflict },
      },
    },
    async (request) => {
      const user = await professional(request);
      return ok(await payments.cancel(user.id), messages.payments.cancelled);
    },
  );

  app.post(
    '/resume',
    {
      onRequest: professional,
      schema: {
        tags: ['subscription'],
        summary: 'Undo a cancellation before the period ends (verified professional)',
        response: { 200: envelopeSchema(currentSubscriptionSchema), ...conflict },
      },
    },
    async (request) => {
      const user = await professional(request);
      return ok(await payments.resume(user.id), messages.payments.resumed);
    },
  );

  app.post(
    '/portal',
    {
      onRequest: professional,
      schema: {
        tags: ['subscription'],
        summary: "Stripe's customer portal for a Stripe customer; 409 in test mode",
        response: { 200: envelopeSchema(billingPortalSchema), ...conflict },
      },
    },
    async (request) => {
      const user = await professional(request);
      return ok(await payments.createPortalUrl(user.id));
    },
  );

  app.get(
    '/invoices',
    {
      onRequest: requireUser,
      schema: {
        tags: ['subscription'],
        summary: 'My tax invoices, newest first (any signed-in user)',
        querystring: invoicePageQuerySchema,
        response: { 200: envelopeSchema(invoicePageSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await payments.listInvoices(user.id, request.query));
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      onRequest: requireUser,
      schema: {
        tags: ['subscription'],
        summary: 'One of my tax invoices as a PDF (any signed-in user, own invoices only)',
        params: idParamSchema,
        response: { 200: z.any().describe('application/pdf'), ...notFound },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { filename, pdf } = await payments.getInvoicePdf(user.id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

/** `/api/user/freeTradie/upgrade`: a free tradie buys the Professional plan. */
export const upgradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifiedFreeTradie = requireVerifiedRole('freeTradie');
  app.patch(
    '/freeTradie/upgrade',
    {
      onRequest: verifiedFreeTradie,
      schema: {
        tags: ['subscription'],
        summary:
          'Upgrade to the Professional plan (verified free tradie): becomes a tradie once the payment is confirmed',
        body: checkoutRequestSchema,
        response: { 201: envelopeSchema(checkoutSessionSchema), ...conflict },
      },
    },
    async (request, reply) => {
      const user = await verifiedFreeTradie(request);
      const session = await app.payments.startCheckout(user, request.body.planCode);
      return reply.status(201).send(ok(session, messages.payments.checkoutStarted, 201));
    },
  );
};

/**
 * `/api/payments`: the provider's side. Test mode serves its own checkout page's calls; Stripe
 * posts its webhooks (raw body, verified by signature).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, paymentProvider } = app;

  if (paymentProvider.kind === 'test') {
    app.get(
      '/test/checkout/:sessionId',
      {
        onRequest: requireUser,
        schema: {
          tags: ['payments'],
          summary: 'Test mode: the checkout page (only the user who started it)',
          params: sessionParamSchema,
          response: { 200: envelopeSchema(testCheckoutSchema), ...notFound },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(await payments.getTestCheckout(user.id, request.params.sessionId));
      },
    );

    app.post(
      '/test/checkout/:sessionId/pay',
      {
        onRequest: requireUser,
        schema: {
          tags: ['payments'],
          summary:
            'Test mode: pay with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); no card is charged',
          params: sessionParamSchema,
          body: testCardPaymentSchema,
          response: {
            200: envelopeSchema(currentSubscriptionSchema),
            402: errorEnvelopeSchema,
            ...notFound,
            ...conflict,
          },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(
          await payments.payTestCheckout(user.id, request.params.sessionId, request.body),
          messages.payments.paid,
        );
      },
    );
  }

  if (paymentProvider.kind === 'stripe') {
    // Its own plugin, so the raw-body parser applies to the webhook alone.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/stripe/webhook',
        {
          // Stripe sends in bursts; this only stops a flood of forged calls.
          config: limitRequests({ max: 600, windowMs: 60 * 1000 }),
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhooks, verified by their signature and handled once each',
            response: {
              200: envelopeSchema(z.object({ received: z.literal(true) })),
            },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const event = paymentProvider.parseWebhook(
            body,
            typeof signature === 'string' ? signature : undefined,
          );
          const outcome = await payments.handleProviderEvent(event);
          return ok({ received: true as const }, outcome === 'replayed' ? 'Already handled' : 'OK');
        },
      );
    });
  }
};
