import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  extendTrialRequestSchema,
  sessionsEndedSchema,
  trialEndSchema,
} from '@trademate/shared/schemas/people';
import { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { z } from 'zod';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

const m = messages.people;

const sydneyDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const sydneyDate = (iso: string) => sydneyDay.format(new Date(iso));

/** People are support's work as much as admins'. */
const peopleStaff = requireStaff('admin', 'support');

const changed = {
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's People section (decision 031), under `/api/admin`. */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people } = app;

  app.get(
    '/users',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: 'Find customers by name, email or phone; filter by type, state, plan, status',
        querystring: peopleQuerySchema,
        response: { 200: envelopeSchema(peoplePageSchema) },
      },
    },
    async (request) => ok(await people.search(request.query)),
  );

  app.get(
    '/users/:id',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary:
          "A customer's profile, jobs, contacts, reviews, invoices, tickets, reports and sessions",
        params: idParamSchema,
        response: { 200: envelopeSchema(personDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await people.detail(request.params.id)),
  );

  app.post(
    '/users/:id/suspend',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account: every session ends at once and sign-in is refused',
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(sessionsEndedSchema), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const { name, ended } = await people.suspend(actor, request.params.id, request.body.reason);
      await app.realtime.disconnectSessions(request.params.id, { allBut: null });
      return ok({ ended }, m.suspendedMessage(name));
    },
  );

  app.post(
    '/users/:id/reinstate',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension: the person can sign in again',
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(z.null()), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const { name } = await people.reinstate(actor, request.params.id, request.body.reason);
      return ok(null, m.reinstatedMessage(name));
    },
  );

  app.post(
    '/users/:id/end-sessions',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: "End all of a customer's sessions (they sign in again)",
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(sessionsEndedSchema), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const result = await people.endSessions(actor, request.params.id, request.body.reason);
      await app.realtime.disconnectSessions(request.params.id, { allBut: null });
      return ok(result, m.sessionsEndedMessage(result.ended));
    },
  );

  app.post(
    '/users/:id/verify-email',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: "Verify a customer's email by hand",
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(z.null()), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const { email } = await people.verifyEmail(actor, request.params.id, request.body.reason);
      return ok(null, m.verifiedMessage(email));
    },
  );

  app.post(
    '/users/:id/trial/extend',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: "Extend a professional's trial by 1 to 90 days",
        params: idParamSchema,
        body: extendTrialRequestSchema,
        response: { 200: envelopeSchema(trialEndSchema), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const result = await people.changeTrial(
        actor,
        request.params.id,
        { extendDays: request.body.days },
        request.body.reason,
      );
      return ok(result, m.trialExtendedMessage(sydneyDate(result.currentPeriodEnd)));
    },
  );

  app.post(
    '/users/:id/trial/end',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: "End a professional's trial now",
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(trialEndSchema), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      const result = await people.changeTrial(actor, request.params.id, 'now', request.body.reason);
      return ok(result, m.trialEndedMessage);
    },
  );

  app.post(
    '/reviews/:id/hide',
    {
      onRequest: peopleStaff,
      schema: {
        tags: ['admin'],
        summary: 'Hide a review: it leaves the profile and the rating at once',
        params: idParamSchema,
        body: staffReasonSchema,
        response: { 200: envelopeSchema(z.null()), ...changed },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await peopleStaff(request));
      await people.hideReview(actor, request.params.id, request.body.reason);
      return ok(null, m.reviewHiddenMessage);
    },
  );
};
