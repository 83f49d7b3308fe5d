import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { logbookPhotoUploadSchema } from '@trademate/shared/schemas/logbook';
import { limitRequests, minutes } from '../../plugins/rate-limits';
import { ok } from '../../lib/respond';
import { byAccount, requireVerifiedRole } from '../auth/auth.guards';
import { readUploadedFile } from './read-uploaded-file';

export const LOGBOOK_PHOTOS_PER_HOUR = 60;
const ONE_HOUR_MS = 60 * 60 * 1000;
const PART = 'logbookPhoto';

/**
 * `POST /api/upload/logbookPhoto`: a photo of the work for an entry a verified apprentice is
 * writing in their logbook (decision 072), as the multipart part `logbookPhoto`. Stored at once
 * and recorded as the apprentice's, as job photos are, so their entries may refer to it.
 */
export const logbookPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app;
  const verifiedApprentice = requireVerifiedRole('apprentice');

  app.post(
    '/logbookPhoto',
    {
      onRequest: verifiedApprentice,
      // Counted before the upload is read or decoded.
      config: limitRequests({
        max: LOGBOOK_PHOTOS_PER_HOUR,
        windowMs: ONE_HOUR_MS,
        by: byAccount,
        message: (seconds) => messages.logbook.photoUploadRateLimited(minutes(seconds)),
      }),
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo for a logbook entry (jpg, png or webp, at most 3 MB); it is re-encoded as WebP',
        consumes: ['multipart/form-data'],
        response: {
          201: envelopeSchema(logbookPhotoUploadSchema),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await verifiedApprentice(request);
      const upload = await readUploadedFile(request, {
        part: PART,
        maxBytes: limits.jobPhotoMaxBytes,
        missing: messages.logbook.photoRequired,
        tooLarge: messages.logbook.photoTooLarge,
      });
      const path = await uploads.saveLogbookPhoto(user.id, upload);
      return reply
        .status(201)
        .send(ok({ logbookPhoto: path }, messages.logbook.photoUploaded, 201));
    },
  );
};
