import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  jobCheckoutSchema,
  jobPaymentSchema,
  jobPaymentTermsSchema,
  jobTestCardRequestSchema,
  openDisputeRequestSchema,
  payJobRequestSchema,
  payoutAccountSchema,
  payoutOnboardingSchema,
  quotePaymentsSchema,
} from '@trademate/shared/schemas/job-payments';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';

const m = messages.jobPayments;

/** Payments, releases and disputes a person may start in an hour: plenty for real work. */
const CHANGES_PER_HOUR = 60;
/** Cards tried on the test page in 10 minutes, as a checkout would allow. */
const CARDS_PER_10_MINUTES = 20;

const perHour = limitRequests({ max: CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount });
const cardTries = limitRequests({
  max: CARDS_PER_10_MINUTES,
  windowMs: 10 * 60 * 1000,
  by: byAccount,
});

const notFound = { 404: errorEnvelopeSchema };
const changeErrors = { ...notFound, 409: errorEnvelopeSchema };

/**
 * Payments held on jobs (decision 064), under `/api`: the terms, a quote's payments and paying
 * one (`/api/quotes/:id/payments`), one payment and what its two people do with it
 * (`/api/job-payments/:id`), the invoices, the professional's payout account, and the provider's
 * webhook. The client pays and releases; either side disputes; the professional marks work done.
 */
export const jobPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobPayments, marketplaceProvider } = app;
  const verifiedClient = requireVerifiedRole('client');
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);
  const verifiedParty = requireVerifiedRole('client', ...professionalTypes);

  app.get(
    '/job-payments/terms',
    {
      schema: {
        tags: ['job-payments'],
        summary: "TradeMate's fee on each release and the days before held money releases itself",
        response: { 200: envelopeSchema(jobPaymentTermsSchema) },
      },
    },
    async () =>
      ok({
        fee: jobPayments.terms.fee,
        autoReleaseDays: jobPayments.terms.autoReleaseDays,
        providerKind: jobPayments.providerKind,
      }),
  );

  app.get(
    '/quotes/:id/payments',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['job-payments'],
        summary: "An accepted quote's payments through TradeMate, for its client and professional",
        params: idParamSchema,
        response: { 200: envelopeSchema(quotePaymentsSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await jobPayments.quotePayments(user.id, request.params.id));
    },
  );

  app.post(
    '/quotes/:id/payments',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary: 'The client pays a milestone of an accepted quote: where to pay it',
        params: idParamSchema,
        body: payJobRequestSchema,
        response: { 201: envelopeSchema(jobCheckoutSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const checkout = await jobPayments.startPayment(
        user,
        request.params.id,
        request.body.milestone,
      );
      reply.code(201);
      return ok(checkout, m.checkoutStarted, 201);
    },
  );

  app.post(
    '/quotes/:id/release',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary: 'The client releases everything held on the quote to the professional',
        params: idParamSchema,
        response: { 200: envelopeSchema(quotePaymentsSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobPayments.releaseAll(user, request.params.id), m.released);
    },
  );

  app.post(
    '/quotes/:id/work-done',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary:
          'The professional marks the work done: held money releases itself after the set days',
        params: idParamSchema,
        response: { 200: envelopeSchema(quotePaymentsSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      return ok(await jobPayments.markWorkDone(user, request.params.id), m.workDone);
    },
  );

  app.get(
    '/job-payments/:id',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['job-payments'],
        summary: 'A payment held on a job, for its client and its professional',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobPaymentSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await jobPayments.getPayment(user.id, request.params.id));
    },
  );

  if (marketplaceProvider.kind === 'test') {
    app.post(
      '/job-payments/:id/test-card',
      {
        onRequest: verifiedClient,
        config: cardTries,
        schema: {
          tags: ['job-payments'],
          summary:
            'Test mode: pay with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); no card is charged',
          params: idParamSchema,
          body: jobTestCardRequestSchema,
          response: {
            200: envelopeSchema(jobPaymentSchema),
            402: errorEnvelopeSchema,
            ...changeErrors,
          },
        },
      },
      async (request) => {
        const user = await verifiedClient(request);
        return ok(await jobPayments.payWithTestCard(user, request.params.id, request.body), m.paid);
      },
    );
  }

  app.post(
    '/job-payments/:id/release',
    {
      onRequest: verifiedClient,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary: 'The client releases a held payment to the professional, less the fee',
        params: idParamSchema,
        response: { 200: envelopeSchema(jobPaymentSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedClient(request);
      return ok(await jobPayments.release(user, request.params.id), m.released);
    },
  );

  app.post(
    '/job-payments/:id/dispute',
    {
      onRequest: verifiedParty,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary: 'Either side asks support to decide: the payment stays held',
        params: idParamSchema,
        body: openDisputeRequestSchema,
        response: { 200: envelopeSchema(jobPaymentSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(
        await jobPayments.openDispute(user, request.params.id, request.body.reason),
        m.disputeOpened,
      );
    },
  );

  app.get(
    '/job-payments/invoices/:id',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['job-payments'],
        summary:
          "A release's tax invoice as a PDF: the work's for both, the fee's for the professional",
        params: idParamSchema,
        response: { 200: z.any().describe('The invoice, application/pdf'), ...notFound },
      },
    },
    async (request, reply) => {
      const user = await verifiedParty(request);
      const { fileName, pdf } = await jobPayments.invoicePdf(user.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/payouts/account',
    {
      onRequest: verifiedProfessional,
      schema: {
        tags: ['job-payments'],
        summary:
          "The professional's payout account: none, pending what the provider needs, or ready",
        response: { 200: envelopeSchema(payoutAccountSchema) },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      return ok(await jobPayments.payoutAccount(user.id));
    },
  );

  app.post(
    '/payouts/account',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['job-payments'],
        summary:
          "Sets up the professional's payout account: where to give the provider their details",
        response: { 200: envelopeSchema(payoutOnboardingSchema) },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      return ok(await jobPayments.startPayoutOnboarding(user));
    },
  );

  if (marketplaceProvider.kind === 'stripe') {
    // Its own plugin, so the raw-body parser applies to the webhook alone.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/job-payments/webhook',
        {
          config: limitRequests({ max: 600, windowMs: 60 * 1000 }),
          schema: {
            tags: ['job-payments'],
            summary: 'Stripe Connect webhooks, verified by their signature and handled once each',
            response: { 200: envelopeSchema(z.object({ received: z.literal(true) })) },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const event = marketplaceProvider.parseWebhook(
            body,
            typeof signature === 'string' ? signature : undefined,
          );
          const outcome = await jobPayments.handleEvent(event);
          return ok({ received: true as const }, outcome === 'replayed' ? 'Already handled' : 'OK');
        },
      );
    });
  }
};
