import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as messages from '@trademate/shared/messages';
import {
  chatMessagePageSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatReadSchema,
  chatUnreadCountSchema,
  conversationPageSchema,
  conversationSchema,
  directMessageRequestSchema,
  directMessageResponseSchema,
  postMessageRequestSchema,
} from '@trademate/shared/schemas/chats';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import { ok } from '../../lib/respond';
import { requireAuth, requireVerified } from '../../plugins/auth';
import { byAccount, limitRequests } from '../../plugins/rate-limits';
import { createChatsService, type ChatSender } from './chats.service';

/** A conversation, or the person written to, that does not exist or is not the user's. */
const notFound = { 404: errorEnvelopeSchema };
/** Direct messages (each may start a conversation) one person may send in an hour. */
const DIRECT_MESSAGES_PER_HOUR = 30;
/** Messages one person may send in a minute, across their conversations. */
const MESSAGES_PER_MINUTE = 30;

function senderOf(request: FastifyRequest): ChatSender {
  const { id, userType, firstName } = request.auth!.user;
  return { id, userType, firstName };
}

/** Conversations between two people, and their messages. Participants only; others get 404. */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const chats = createChatsService(app.db, app.realtime);

  app.get(
    '/',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['chats'],
        summary: 'My conversations, most recent message first',
        querystring: chatPageQuerySchema,
        response: { 200: envelopeSchema(conversationPageSchema) },
      },
    },
    async (request) => ok(await chats.listMine(request.auth!.user.id, request.query)),
  );

  app.get(
    '/unreadCount',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['chats'],
        summary: 'How many of my conversations hold unread messages',
        response: { 200: envelopeSchema(chatUnreadCountSchema) },
      },
    },
    async (request) => ok(await chats.countUnread(request.auth!.user.id)),
  );

  app.post(
    '/direct',
    {
      preHandler: requireVerified,
      config: limitRequests({
        max: DIRECT_MESSAGES_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        by: byAccount,
      }),
      schema: {
        tags: ['chats'],
        summary: 'Write directly to an apprentice (as a professional) or a professional (as one)',
        body: directMessageRequestSchema,
        response: { 201: envelopeSchema(directMessageResponseSchema), ...notFound },
      },
    },
    async (request, reply) => {
      const result = await chats.sendDirectMessage(senderOf(request), request.body);
      return reply.status(201).send(ok(result, messages.chats.sent, 201));
    },
  );

  app.get(
    '/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['chats'],
        summary: 'One conversation: the other person, the job, and my part in it',
        params: idParamSchema,
        response: { 200: envelopeSchema(conversationSchema), ...notFound },
      },
    },
    async (request) => ok(await chats.getConversation(request.params.id, request.auth!.user.id)),
  );

  app.get(
    '/:id/messages',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['chats'],
        summary: "A conversation's messages, newest first",
        params: idParamSchema,
        querystring: chatPageQuerySchema,
        response: { 200: envelopeSchema(chatMessagePageSchema), ...notFound },
      },
    },
    async (request) =>
      ok(await chats.listMessages(request.params.id, request.auth!.user.id, request.query)),
  );

  app.post(
    '/:id/messages',
    {
      preHandler: requireVerified,
      config: limitRequests({ max: MESSAGES_PER_MINUTE, windowMs: 60 * 1000, by: byAccount }),
      schema: {
        tags: ['chats'],
        summary: 'Write into a conversation; the other person is notified',
        params: idParamSchema,
        body: postMessageRequestSchema,
        response: { 201: envelopeSchema(chatMessageSchema), ...notFound },
      },
    },
    async (request, reply) => {
      const message = await chats.sendMessage(
        request.params.id,
        senderOf(request),
        request.body.body,
      );
      return reply.status(201).send(ok(message, messages.chats.sent, 201));
    },
  );

  app.post(
    '/:id/read',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['chats'],
        summary: 'Mark a conversation read up to now',
        params: idParamSchema,
        response: { 200: envelopeSchema(chatReadSchema), ...notFound },
      },
    },
    async (request) =>
      ok(await chats.markRead(request.params.id, request.auth!.user.id), messages.chats.read),
  );
};
