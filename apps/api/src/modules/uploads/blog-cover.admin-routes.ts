import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { blogCoverUploadSchema } from '@trademate/shared/schemas/blog-admin';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { ok } from '../../lib/respond';
import { limitRequests } from '../../plugins/rate-limits';
import { auditActorOf, byStaffMember, requireStaff } from '../staff/staff.guards';
import { readUploadedFile } from './read-uploaded-file';

const admin = requireStaff('admin');
/** Covers one admin may upload in an hour: plenty for trying a few pictures. */
const COVERS_PER_HOUR = 60;

/**
 * `POST /api/admin/blog/cover`: an article's cover picture (decision 033), as the multipart part
 * `cover`: re-encoded as a job photo is (WebP, 1600 px), stored in the file store's public
 * `blog-covers` folder. Under `/api/admin`, where the staff cookie goes.
 */
export const blogCoverAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app;
  await app.register(multipart, {
    limits: { fileSize: limits.jobPhotoMaxBytes, files: 1, fields: 0 },
  });

  app.post(
    '/blog/cover',
    {
      onRequest: admin,
      // Counted before the upload is read or decoded.
      config: limitRequests({ max: COVERS_PER_HOUR, windowMs: 60 * 60 * 1000, by: byStaffMember }),
      schema: {
        tags: ['admin'],
        summary: 'Upload an article cover (jpg, png or webp, at most 3 MB) (admins)',
        consumes: ['multipart/form-data'],
        response: {
          201: envelopeSchema(blogCoverUploadSchema),
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await admin(request));
      const upload = await readUploadedFile(request, {
        part: 'cover',
        maxBytes: limits.jobPhotoMaxBytes,
        missing: messages.jobs.photoRequired,
        tooLarge: messages.jobs.photoTooLarge,
      });
      const coverUrl = await uploads.saveBlogCover(actor, upload);
      return reply.status(201).send(ok({ coverUrl }, messages.blog.saved, 201));
    },
  );
};
