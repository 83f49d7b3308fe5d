import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { jobPhotoUploadSchema } from '@trademate/shared/schemas/jobs';
import { limitRequests, minutes } from '../../plugins/rate-limits';
import { ok } from '../../lib/respond';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';
import { readUploadedFile } from './read-uploaded-file';

export const JOB_PHOTOS_PER_HOUR = 60;
const ONE_HOUR_MS = 60 * 60 * 1000;
const PART = 'jobPhoto';

/**
 * `POST /api/upload/jobPhoto`: a photo for a job a verified client is writing, as the multipart
 * part `jobPhoto`. Registered inside the uploads plugin, which parses multipart. The photo is
 * stored at once and recorded as the client's, so the job may refer to it when it is saved.
 */
export const jobPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app;
  const verifiedClient = requireVerifiedRole('client');

  app.post(
    '/jobPhoto',
    {
      onRequest: verifiedClient,
      // Counted before the upload is read or decoded.
      config: limitRequests({
        max: JOB_PHOTOS_PER_HOUR,
        windowMs: ONE_HOUR_MS,
        by: byAccount,
        message: (seconds) => messages.jobs.photoUploadRateLimited(minutes(seconds)),
      }),
      schema: {
        tags: ['uploads'],
        summary: 'Upload a job photo (jpg, png or webp, at most 3 MB); it is re-encoded as WebP',
        consumes: ['multipart/form-data'],
        response: {
          201: envelopeSchema(jobPhotoUploadSchema),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await verifiedClient(request);
      const upload = await readUploadedFile(request, {
        part: PART,
        maxBytes: limits.jobPhotoMaxBytes,
        missing: messages.jobs.photoRequired,
        tooLarge: messages.jobs.photoTooLarge,
      });
      const path = await uploads.saveJobPhoto(user.id, upload);
      return reply.status(201).send(ok({ jobPhoto: path }, messages.jobs.photoUploaded, 201));
    },
  );
};
