import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  addLicenceRequestSchema,
  businessSchema,
  credentialsSchema,
  licenceSchema,
  setBusinessRequestSchema,
} from '@trademate/shared/schemas/credentials';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireUser } from '../auth/auth.guards';

/**
 * ABN saves an account may make in an hour: each may ask the Australian Business Register, whose
 * terms limit how it is used; plenty for fixing a typo or two.
 */
const ABN_SAVES_PER_HOUR = 20;

/** Not a tradie, free tradie or apprentice. */
const notOffering = { 403: errorEnvelopeSchema };

/** The signed-in professional's ABN and licences (decision 025). */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { credentials } = app;

  app.get(
    '/credentials',
    {
      onRequest: requireUser,
      schema: {
        tags: ['credentials'],
        summary: 'My ABN and licences (tradies, free tradies and apprentices)',
        response: { 200: envelopeSchema(credentialsSchema), ...notOffering },
      },
    },
    async (request) => ok(await credentials.getOwn(await requireUser(request))),
  );

  app.put(
    '/business',
    {
      onRequest: requireUser,
      config: limitRequests({ max: ABN_SAVES_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount }),
      schema: {
        tags: ['credentials'],
        summary:
          'Save my ABN and business name: check digits always, the Australian Business Register when ABR_GUID is set',
        body: setBusinessRequestSchema,
        response: { 200: envelopeSchema(businessSchema), ...notOffering },
      },
    },
    async (request) => {
      const { business, message } = await credentials.setBusiness(
        await requireUser(request),
        request.body,
      );
      return ok(business, message);
    },
  );

  app.delete(
    '/business',
    {
      onRequest: requireUser,
      schema: {
        tags: ['credentials'],
        summary: 'Remove my ABN',
        response: { 200: envelopeSchema(z.null()), 404: errorEnvelopeSchema, ...notOffering },
      },
    },
    async (request) => {
      await credentials.removeBusiness(await requireUser(request));
      return ok(null, messages.business.removed);
    },
  );

  app.post(
    '/licences',
    {
      onRequest: requireUser,
      schema: {
        tags: ['credentials'],
        summary: 'Record a licence I hold: state, number, trade or class, expiry',
        body: addLicenceRequestSchema,
        response: { 201: envelopeSchema(licenceSchema), 409: errorEnvelopeSchema, ...notOffering },
      },
    },
    async (request, reply) => {
      const licence = await credentials.addLicence(await requireUser(request), request.body);
      reply.code(201);
      return ok(licence, messages.licences.added, 201);
    },
  );

  app.delete(
    '/licences/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['credentials'],
        summary: 'Remove one of my licences',
        params: idParamSchema,
        response: { 200: envelopeSchema(z.null()), 404: errorEnvelopeSchema, ...notOffering },
      },
    },
    async (request) => {
      await credentials.removeLicence(await requireUser(request), request.params.id);
      return ok(null, messages.licences.removed);
    },
  );
};
