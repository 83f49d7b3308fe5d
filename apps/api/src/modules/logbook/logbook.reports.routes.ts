import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import {
  logbookExportQuerySchema,
  logbookSettingsSchema,
  logbookTotalsQuerySchema,
  logbookTotalsSchema,
} from '@trademate/shared/schemas/logbook';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/respond';
import { answers } from '../../plugins/documented-responses';
import { limitRequests } from '../../plugins/rate-limits';
import { byAccount, requireUser } from '../auth/auth.guards';

const m = messages.logbook;

/** Settings an apprentice may save in an hour: far more than a person changes them. */
const SETTINGS_SAVES_PER_HOUR = 60;
/** Exports an apprentice may download in an hour: each one renders their whole period. */
const EXPORTS_PER_HOUR = 30;

/** A verified apprentice: only they keep a logbook; anyone else is told so. */
const apprentice = answers([401, 403], async (request: FastifyRequest) => {
  const user = await requireUser(request);
  if (user.userType !== 'apprentice') throw new AppError('FORBIDDEN', m.onlyApprentices);
  if (!user.isVerified) throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
  return user;
});

/** A download's headers: its type, its name (plain ASCII: days only) and never kept by a cache. */
function download(fileName: string, type: string) {
  return {
    'content-type': type,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}

/**
 * The apprentice's logbook reports (decision 072), under `/api/logbook`: their settings, their
 * totals, and the PDF and the CSV of their verified entries for a training organisation.
 */
export const logbookReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { logbookReports } = app;
  const settingsAnswer = envelopeSchema(logbookSettingsSchema);
  const exports = limitRequests({ max: EXPORTS_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount });

  app.get(
    '/settings',
    {
      onRequest: apprentice,
      schema: {
        tags: ['logbook'],
        summary: 'My logbook settings: my target in hours, and whether my profile shows my hours',
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ok(await logbookReports.getSettings((await apprentice(request)).id)),
  );

  app.put(
    '/settings',
    {
      onRequest: apprentice,
      config: limitRequests({
        max: SETTINGS_SAVES_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
      }),
      schema: {
        tags: ['logbook'],
        summary: 'Save my logbook settings',
        body: logbookSettingsSchema,
        response: { 200: settingsAnswer },
      },
    },
    async (request) => {
      const user = await apprentice(request);
      return ok(await logbookReports.saveSettings(user.id, request.body), m.settingsSaved);
    },
  );

  app.get(
    '/totals',
    {
      onRequest: apprentice,
      schema: {
        tags: ['logbook'],
        summary:
          'My hours verified, waiting and returned, per unit, level, supervisor and month, for every day or a period',
        querystring: logbookTotalsQuerySchema,
        response: { 200: envelopeSchema(logbookTotalsSchema) },
      },
    },
    async (request) => {
      const user = await apprentice(request);
      return ok(await logbookReports.totals(user.id, request.query));
    },
  );

  app.get(
    '/export.pdf',
    {
      onRequest: apprentice,
      config: exports,
      schema: {
        tags: ['logbook'],
        summary:
          'My verified entries of a period as a PDF for my training organisation, with my supervisors and totals',
        querystring: logbookExportQuerySchema,
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const user = await apprentice(request);
      const { fileName, pdf } = await logbookReports.exportPdf(user.id, request.query);
      return reply.headers(download(fileName, 'application/pdf')).send(Buffer.from(pdf));
    },
  );

  app.get(
    '/export.csv',
    {
      onRequest: apprentice,
      config: exports,
      schema: {
        tags: ['logbook'],
        summary: 'My verified entries of a period as a CSV, one row per entry',
        querystring: logbookExportQuerySchema,
        response: { 200: z.any().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const user = await apprentice(request);
      const { fileName, csv } = await logbookReports.exportCsv(user.id, request.query);
      return reply.headers(download(fileName, 'text/csv; charset=utf-8')).send(csv);
    },
  );
};
