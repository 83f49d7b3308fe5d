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
  createLogbookEntriesSchema,
  logbookEntriesQuerySchema,
  logbookEntryDetailSchema,
  logbookEntryListSchema,
  logbookEntryPageSchema,
  logbookUnitListSchema,
  logbookUnitsQuerySchema,
  requestSupervisionSchema,
  returnLogbookEntrySchema,
  supervisionJobListSchema,
  supervisionListSchema,
  supervisionSchema,
  updateLogbookEntrySchema,
  verifyLogbookEntriesSchema,
  verifyResultSchema,
} from '@trademate/shared/schemas/logbook';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireUser, requireVerifiedRole } from '../auth/auth.guards';

const m = messages.logbook;

/** Changes a person may make in an hour: a week of entries, edits and reviews, with room. */
export const CHANGES_PER_HOUR = 120;

const perHour = limitRequests({ max: CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount });

/** Not theirs to read or change: the link or the entry does not exist for them. */
const notFound = { 404: errorEnvelopeSchema };
/** …or a link or an entry whose state does not allow the change. */
const changeErrors = { ...notFound, 409: errorEnvelopeSchema };

/**
 * The apprentice's logbook (decision 072), under `/api/logbook`: links with supervisors
 * (`/supervisions`), entries and their review (`/entries`), and the units of competency
 * (`/units`). Apprentices ask and record; professionals answer, verify and return; only an
 * entry's or a link's two people read it.
 */
export const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { logbook } = app;
  const verifiedApprentice = requireVerifiedRole('apprentice');
  const verifiedProfessional = requireVerifiedRole(...professionalTypes);
  const verifiedParty = requireVerifiedRole('apprentice', ...professionalTypes);

  app.get(
    '/supervisions',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['logbook'],
        summary:
          'My links as an apprentice or as a supervisor: open ones first, with the entries waiting',
        response: { 200: envelopeSchema(supervisionListSchema) },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await logbook.listSupervisions(user.id));
    },
  );

  app.post(
    '/supervisions',
    {
      onRequest: verifiedApprentice,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'Ask a professional (a tradie on either plan) to supervise my logbook',
        body: requestSupervisionSchema,
        response: { 201: envelopeSchema(supervisionSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const user = await verifiedApprentice(request);
      const link = await logbook.requestSupervision(user, request.body);
      return reply.status(201).send(ok(link, m.supervisorRequested, 201));
    },
  );

  const answers = [
    ['accept', 'Accept a request to supervise an apprentice', m.supervisionAccepted],
    ['decline', 'Decline a request to supervise an apprentice', m.supervisionDeclined],
  ] as const;
  for (const [action, summary, done] of answers) {
    app.post(
      `/supervisions/:id/${action}`,
      {
        onRequest: verifiedProfessional,
        config: perHour,
        schema: {
          tags: ['logbook'],
          summary: `${summary} (while it waits)`,
          params: idParamSchema,
          response: { 200: envelopeSchema(supervisionSchema), ...changeErrors },
        },
      },
      async (request) => {
        const user = await verifiedProfessional(request);
        const link =
          action === 'accept'
            ? await logbook.acceptSupervision(user, request.params.id)
            : await logbook.declineSupervision(user, request.params.id);
        return ok(link, done);
      },
    );
  }

  app.post(
    '/supervisions/:id/end',
    {
      onRequest: verifiedParty,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'End a request or a link, as its apprentice or its supervisor',
        params: idParamSchema,
        response: { 200: envelopeSchema(supervisionSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await logbook.endSupervision(user, request.params.id), m.supervisionEnded);
    },
  );

  app.get(
    '/supervisions/:id/jobs',
    {
      onRequest: verifiedApprentice,
      schema: {
        tags: ['logbook'],
        summary:
          "My supervisor's TradeMate jobs, the latest hired first, for an entry under this link to name",
        params: idParamSchema,
        response: { 200: envelopeSchema(supervisionJobListSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedApprentice(request);
      return ok(await logbook.listSupervisorJobs(user.id, request.params.id));
    },
  );

  app.get(
    '/units',
    {
      onRequest: requireUser,
      schema: {
        tags: ['logbook'],
        summary:
          'The units of competency offered for new entries: of one trade, or of the trades I offer',
        querystring: logbookUnitsQuerySchema,
        response: { 200: envelopeSchema(logbookUnitListSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await logbook.listUnits(user.id, request.query.serviceId));
    },
  );

  app.get(
    '/entries',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['logbook'],
        summary:
          'A page of entries, newest day first: my own as an apprentice, those I supervise as a professional',
        querystring: logbookEntriesQuerySchema,
        response: { 200: envelopeSchema(logbookEntryPageSchema) },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await logbook.listEntries(user, request.query));
    },
  );

  app.post(
    '/entries',
    {
      onRequest: verifiedApprentice,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'Record up to seven days of work, each sent to its supervisor to verify',
        body: createLogbookEntriesSchema,
        response: { 201: envelopeSchema(logbookEntryListSchema) },
      },
    },
    async (request, reply) => {
      const user = await verifiedApprentice(request);
      const items = await logbook.createEntries(user, request.body.entries);
      return reply.status(201).send(ok({ items }, m.entriesSaved(items.length), 201));
    },
  );

  app.post(
    '/entries/verify',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'Verify entries waiting for me (up to 50 at once): all of them or none',
        body: verifyLogbookEntriesSchema,
        response: { 200: envelopeSchema(verifyResultSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      const result = await logbook.verifyEntries(user, request.body.entryIds, request.body.asRead);
      return ok(result, m.entriesVerified(result.verified));
    },
  );

  app.get(
    '/entries/:id',
    {
      onRequest: verifiedParty,
      schema: {
        tags: ['logbook'],
        summary: 'One entry with every revision, for its apprentice and its supervisor',
        params: idParamSchema,
        response: { 200: envelopeSchema(logbookEntryDetailSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await verifiedParty(request);
      return ok(await logbook.getEntry(user.id, request.params.id));
    },
  );

  app.patch(
    '/entries/:id',
    {
      onRequest: verifiedApprentice,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary:
          'Rewrite my entry: a waiting one in place, a verified or returned one as its next revision',
        params: idParamSchema,
        body: updateLogbookEntrySchema,
        response: { 200: envelopeSchema(logbookEntryDetailSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedApprentice(request);
      return ok(await logbook.updateEntry(user, request.params.id, request.body), m.entryUpdated);
    },
  );

  app.delete(
    '/entries/:id',
    {
      onRequest: verifiedApprentice,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'Delete my entry, unless it was ever verified',
        params: idParamSchema,
        response: { 200: envelopeSchema(z.null()), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedApprentice(request);
      await logbook.deleteEntry(user, request.params.id);
      return ok(null, m.entryDeleted);
    },
  );

  app.post(
    '/entries/:id/return',
    {
      onRequest: verifiedProfessional,
      config: perHour,
      schema: {
        tags: ['logbook'],
        summary: 'Return an entry waiting for me to its apprentice, saying what to change',
        params: idParamSchema,
        body: returnLogbookEntrySchema,
        response: { 200: envelopeSchema(logbookEntryDetailSchema), ...changeErrors },
      },
    },
    async (request) => {
      const user = await verifiedProfessional(request);
      const entry = await logbook.returnEntry(
        user,
        request.params.id,
        request.body.comment,
        request.body.asRead,
      );
      return ok(entry, m.entryReturned);
    },
  );
};
