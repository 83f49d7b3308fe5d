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
import { byAccount, requireUser, requireVerified } from '../auth/auth.guards';
import type { AuthUser } from '../auth/auth.service';
import type { ChatSender } from './chats.service';
import { limitRequests } from '../../plugins/rate-limits';

/** A conversation, or the person written to, that does not exist or is not the user's. */
const notFound = { 404: errorEnvelopeSchema };
/** Direct messages (each may start a conversation) one person may send in an hour. */
const DIRECT_MESSAGES_PER_HOUR = 30;
/** Messages one person may send in a minute, across their conversations. */
const MESSAGES_PER_MINUTE = 30;

function senderOf({ id, userType, firstName }: AuthUser): ChatSender {
  return { id, userType, firstName };
}

/** Conversations between two people, and their messages. Participants only; others get 404. */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chats } = app;

  app.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chats'],
        summary: 'My conversations, most recent message first',
        querystring: chatPageQuerySchema,
        response: { 200: envelopeSchema(conversationPageSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await chats.listMine(user.id, request.query));
    },
  );

  app.get(
    '/unreadCount',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chats'],
        summary: 'How many of my conversations hold unread messages',
        response: { 200: envelopeSchema(chatUnreadCountSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await chats.countUnread(user.id));
    },
  );

  app.post(
    '/direct',
    {
      onRequest: requireVerified,
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
      const result = await chats.sendDirectMessage(
        senderOf(await requireVerified(request)),
        request.body,
      );
      return reply.status(201).send(ok(result, messages.chats.sent, 201));
    },
  );

  app.get(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chats'],
        summary: 'One conversation: the other person, the job, and my part in it',
        params: idParamSchema,
        response: { 200: envelopeSchema(conversationSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await chats.getConversation(request.params.id, user.id));
    },
  );

  app.get(
    '/:id/messages',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chats'],
        summary: "A conversation's messages, newest first",
        params: idParamSchema,
        querystring: chatPageQuerySchema,
        response: { 200: envelopeSchema(chatMessagePageSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await chats.listMessages(request.params.id, user.id, request.query));
    },
  );

  app.post(
    '/:id/messages',
    {
      onRequest: requireVerified,
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
        senderOf(await requireVerified(request)),
        request.body.body,
      );
      return reply.status(201).send(ok(message, messages.chats.sent, 201));
    },
  );

  app.post(
    '/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chats'],
        summary: 'Mark a conversation read up to now',
        params: idParamSchema,
        response: { 200: envelopeSchema(chatReadSchema), ...notFound },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await chats.markRead(request.params.id, user.id), messages.chats.read);
    },
  );
};
