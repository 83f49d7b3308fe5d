import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  logbookUnitInputSchema,
  logbookUnitListSchema,
  logbookUnitSchema,
} from '@trademate/shared/schemas/logbook';
import { ok } from '../../lib/respond';
import { auditActorOf, requireStaff } from '../staff/staff.guards';

/** The units are catalogue content, as the services are: an admin's work (decisions 030, 037). */
const admin = requireStaff('admin');

/** The console's units of competency per trade (decision 072), under `/api/admin`. */
export const logbookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { units } = app.logbookReports;
  const changed = envelopeSchema(logbookUnitSchema);

  app.get(
    '/logbook/units',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Every trade's units of competency, hidden ones too (admins)",
        response: { 200: envelopeSchema(logbookUnitListSchema) },
      },
    },
    async () => ok(await units.list()),
  );

  app.post(
    '/logbook/units',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          "Add a unit to a trade's list: apprentices can name it at once unless hidden (admins)",
        body: logbookUnitInputSchema,
        response: { 201: changed, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await admin(request));
      const unit = await units.add(actor, request.body);
      reply.code(201);
      return ok(unit, messages.logbookReports.unitAdded(unit.code), 201);
    },
  );

  app.put(
    '/logbook/units/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Change a unit: its trade, code or title, or hide it from new entries and show it again (admins)',
        params: idParamSchema,
        body: logbookUnitInputSchema,
        response: { 200: changed, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = auditActorOf(request, await admin(request));
      return ok(
        await units.update(actor, request.params.id, request.body),
        messages.logbook.unitSaved,
      );
    },
  );
};
