import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { ok } from '../../lib/respond';
import { byAccount, requireAccount } from '../auth/auth.guards';
import { limitRequests } from '../../plugins/rate-limits';
import { chatAttachmentRoutes } from './chat-attachment.routes';
import { jobPhotoRoutes } from './job-photo.routes';
import { logbookPhotoRoutes } from './logbook-photo.routes';
import { readUploadedFile } from './read-uploaded-file';

/** Avatars one account may upload in an hour: plenty for trying a few photos. */
const AVATARS_PER_HOUR = 20;

/** `POST /api/upload`: the user's avatar, as the spec's multipart part `userAvatar`. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app;
  await app.register(multipart, {
    limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 5 },
  });
  await app.register(jobPhotoRoutes);
  await app.register(logbookPhotoRoutes);
  await app.register(chatAttachmentRoutes);

  app.post(
    '/',
    {
      onRequest: requireAccount,
      // Counted before the upload is read or decoded.
      config: limitRequests({ max: AVATARS_PER_HOUR, windowMs: 60 * 60 * 1000, by: byAccount }),
      schema: {
        tags: ['uploads'],
        summary: 'Upload an avatar (jpg or png, at most 3 MB); it is re-encoded and resized',
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeSchema(z.object({ userAvatar: z.string() })),
          // The account behind a verify token may be gone.
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const account = await requireAccount(request);
      const upload = await readUploadedFile(request, {
        part: 'userAvatar',
        maxBytes: limits.avatarMaxBytes,
        missing: messages.avatar.required,
        tooLarge: messages.avatar.tooLarge,
      });
      const path = await uploads.saveAvatar(account.userId, upload, request.log);
      return ok({ userAvatar: path }, messages.avatar.saved);
    },
  );
};
