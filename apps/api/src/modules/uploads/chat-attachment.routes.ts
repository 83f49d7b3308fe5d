import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { chatAttachmentParts } from '@trademate/shared/constants/chat-attachments';
import { chatMessageSchema } from '@trademate/shared/schemas/chats';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import { AppError, notFound } from '../../lib/app-error';
import { ok } from '../../lib/respond';
import { limitRequests, minutes } from '../../plugins/rate-limits';
import { byAccount, requireUser, requireVerified } from '../auth/auth.guards';
import { readUploadedFile } from './read-uploaded-file';

export const CHAT_ATTACHMENTS_PER_HOUR = 60;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Room for the multipart framing and the conversation field around the largest file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const m = messages.chatAttachments;

function conversationIdOf(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION', m.conversationRequired, [
      { path: chatAttachmentParts.conversation, message: m.conversationRequired },
    ]);
  }
  return parsed.data;
}

/** A declared length over the limit is refused before a byte of the body is read. */
function refuseDeclaredOversize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (declared > limits.chatAttachmentMaxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
  }
}

/**
 * Photos and PDFs in chats (decision 028). `POST /api/upload/chatAttachment` takes the multipart
 * field `conversationId` and then the file part `chatAttachment`, and posts the file as a message
 * in that conversation; `GET /api/upload/chatAttachment/:id` (and `/thumbnail` for a photo) gives
 * it back to the conversation's two people only. Registered inside the uploads plugin, which
 * parses multipart.
 */
export const chatAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chats, uploads } = app;

  async function sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    stored: { key: string; etag: string; contentType: string; disposition: string },
  ) {
    // Checked on every request (no caching without asking): access can end.
    reply
      .header('cache-control', 'private, no-cache')
      .header('etag', stored.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
    const file = await uploads.openChatFile(stored.key);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply
      .header('content-type', stored.contentType)
      .header('content-disposition', stored.disposition)
      .send(file.body);
  }

  app.post(
    '/chatAttachment',
    {
      onRequest: requireVerified,
      // Counted before the upload is read or decoded.
      config: limitRequests({
        max: CHAT_ATTACHMENTS_PER_HOUR,
        windowMs: ONE_HOUR_MS,
        by: byAccount,
        message: (seconds) => m.rateLimited(CHAT_ATTACHMENTS_PER_HOUR, minutes(seconds)),
      }),
      schema: {
        tags: ['uploads', 'chats'],
        summary:
          'Send a photo (jpg, png or webp) or a PDF of at most 10 MB in a conversation: the multipart field conversationId, then the file part chatAttachment',
        consumes: ['multipart/form-data'],
        response: {
          201: envelopeSchema(chatMessageSchema),
          // Not one of the conversation's two people, or no such conversation.
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireVerified(request);
      refuseDeclaredOversize(request);
      let conversationId = '';
      let sentName = '';
      const upload = await readUploadedFile(request, {
        part: chatAttachmentParts.file,
        maxBytes: limits.chatAttachmentMaxBytes,
        missing: m.required,
        tooLarge: m.tooLarge,
        async beforeReading(file, fieldsBefore) {
          conversationId = conversationIdOf(fieldsBefore.get(chatAttachmentParts.conversation));
          // Only a participant's file is read at all, and none while a block stands between them.
          const conversation = await chats.getConversation(conversationId, user.id);
          if (conversation.blocked) {
            throw new AppError(
              'FORBIDDEN',
              conversation.blocked === 'byMe'
                ? messages.safety.youBlockedThem
                : messages.safety.theyBlockedYou,
            );
          }
          sentName = file.filename;
        },
      });
      const message = await uploads.sendChatAttachment(
        conversationId,
        { id: user.id, userType: user.userType, firstName: user.firstName },
        upload,
        sentName,
      );
      return reply.status(201).send(ok(message, m.sent, 201));
    },
  );

  const fileResponses = {
    200: z.any().describe('The file: image/webp, or application/pdf as a download'),
    304: z.null().describe('Not modified since the copy the browser holds'),
    // Not one of the conversation's two people, no such file, or a PDF's thumbnail.
    404: errorEnvelopeSchema,
  };

  app.get(
    '/chatAttachment/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['uploads', 'chats'],
        summary: "A chat's photo or PDF (the conversation's two people only)",
        params: idParamSchema,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row, name } = await uploads.chatAttachmentFor(request.params.id, user.id);
      return sendStored(request, reply, {
        key: row.storageKey,
        // A name masked until a hire is another response than the name as sent.
        etag: name === row.fileName ? `"${row.id}"` : `"${row.id}-masked"`,
        contentType: row.contentType,
        // A PDF is always downloaded, never shown in the site's own origin; a photo may open.
        disposition: contentDisposition(name, {
          type: row.kind === 'pdf' ? 'attachment' : 'inline',
        }),
      });
    },
  );

  app.get(
    '/chatAttachment/:id/thumbnail',
    {
      onRequest: requireUser,
      schema: {
        tags: ['uploads', 'chats'],
        summary: "A chat photo's thumbnail (the conversation's two people only)",
        params: idParamSchema,
        response: fileResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { row, name } = await uploads.chatAttachmentFor(request.params.id, user.id);
      if (!row.thumbnailKey) throw notFound(m.notFound);
      return sendStored(request, reply, {
        key: row.thumbnailKey,
        etag: name === row.fileName ? `"${row.id}-thumbnail"` : `"${row.id}-thumbnail-masked"`,
        contentType: 'image/webp',
        disposition: contentDisposition(name, { type: 'inline' }),
      });
    },
  );
};
