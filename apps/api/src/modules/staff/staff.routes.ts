import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffLimits } from '@trademate/shared/constants/staff';
import * as messages from '@trademate/shared/messages';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  acceptStaffInvitationRequestSchema,
  auditPageSchema,
  auditQuerySchema,
  inviteStaffRequestSchema,
  staffInvitationSchema,
  staffListSchema,
  staffMemberSchema,
  staffReasonSchema,
  staffSecondStepSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  staffTotpRequestSchema,
} from '@trademate/shared/schemas/staff';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/respond';
import { createSignInLockout } from '../../lib/sign-in-lockout';
import { staffCookie } from '../../plugins/cookies';
import { limitRequests } from '../../plugins/rate-limits';
import { auditActorOf, requireStaff, staffDeviceCookie } from './staff.guards';
import { toStaffMember } from './staff.records';
import { CodesHeldBack } from './staff.sign-in';

const m = messages.staff;

/**
 * Password and code attempts from one address in 15 minutes; an attacker's guesses run out fast.
 * Wrong passwords are also held per account and source, and wrong codes per challenge and
 * account (decision 055).
 */
const SIGN_IN_ATTEMPTS = 10;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** The routes the staff device cookie is sent to. */
const SIGN_IN_PATH = '/api/admin/auth';

const signedIn = requireStaff();
const adminOnly = requireStaff('admin');

/** The console's own sign-in and session routes, and the staff list (decision 030). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, audit } = app;
  const isSecure = app.config.isProduction;

  function setStaffCookie(reply: FastifyReply, token: string) {
    for (const path of [staffCookie.path, staffCookie.pagesPath]) {
      reply.setCookie(staffCookie.name, token, {
        path,
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecure,
        maxAge: staffLimits.sessionHours * 60 * 60,
      });
    }
  }

  // The customers' lockout (decision 013) with a device cookie and counts of the console's own.
  const lockout = createSignInLockout(app, {
    name: 'staff-sign-in',
    deviceToken: 'staffDevice',
    deviceCookie: staffDeviceCookie,
    setDeviceCookie: (reply, token, maxAgeSeconds) =>
      reply.setCookie(staffDeviceCookie, token, {
        path: SIGN_IN_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecure,
        maxAge: maxAgeSeconds,
      }),
  });

  app.post(
    '/auth/login',
    {
      config: limitRequests({ max: SIGN_IN_ATTEMPTS, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, first step: email and password',
        body: staffSignInRequestSchema,
        response: {
          200: envelopeSchema(staffSecondStepSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await lockout.refuseIfBlocked(request, reply, email);
      const step = await staff.signIn(email, password).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
          await lockout.recordFailure(request, email);
        throw error;
      });
      return ok(step);
    },
  );

  app.post(
    '/auth/totp',
    {
      config: limitRequests({ max: SIGN_IN_ATTEMPTS, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['admin'],
        summary:
          'Staff sign-in, second step: a code from the authenticator app (or a recovery code)',
        body: staffTotpRequestSchema,
        response: {
          200: envelopeSchema(staffSessionSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, ...session } = await staff
        .completeSignIn(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        })
        .catch((error: unknown) => {
          if (error instanceof CodesHeldBack) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        });
      setStaffCookie(reply, token);
      await lockout.recordSuccess(request, reply, session.staff.email);
      return ok(session);
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: signedIn,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        response: { 200: envelopeSchema(staffSessionSchema) },
      },
    },
    async (request) => {
      const context = await signedIn(request);
      return ok({
        staff: toStaffMember(context.staff),
        expiresAt: context.session.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: limitRequests({ max: 30, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-out',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[staffCookie.name];
      if (token) await staff.signOut(token);
      reply.clearCookie(staffCookie.name, { path: staffCookie.path });
      reply.clearCookie(staffCookie.name, { path: staffCookie.pagesPath });
      return ok(null, m.signedOut);
    },
  );

  app.get(
    '/auth/invitation/:token',
    {
      config: limitRequests({ max: SIGN_IN_ATTEMPTS, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['admin'],
        summary: 'Who an invitation to the console is for',
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: envelopeSchema(staffInvitationSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await staff.findInvitation(request.params.token)),
  );

  app.post(
    '/auth/invitation',
    {
      config: limitRequests({ max: SIGN_IN_ATTEMPTS, windowMs: FIFTEEN_MINUTES }),
      schema: {
        tags: ['admin'],
        summary: 'Accept an invitation: choose a password, then set up the authenticator',
        body: acceptStaffInvitationRequestSchema,
        response: { 200: envelopeSchema(staffSecondStepSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await staff.acceptInvitation(request.body.token, request.body.password)),
  );

  app.get(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Everyone on the staff',
        response: { 200: envelopeSchema(staffListSchema) },
      },
    },
    async () => ok(await staff.list()),
  );

  app.post(
    '/staff',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Invite someone to the console by email (admins)',
        body: inviteStaffRequestSchema,
        response: { 201: envelopeSchema(staffMemberSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const actor = auditActorOf(request, await adminOnly(request));
      const member = await staff.invite(actor, request.body);
      reply.code(201);
      return ok(member, m.invited(member.email), 201);
    },
  );

  for (const [path, disabled] of [
    ['/staff/:id/disable', true],
    ['/staff/:id/enable', false],
  ] as const) {
    app.post(
      path,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          summary: disabled
            ? 'Disable a staff member and end their sessions (admins)'
            : 'Let a disabled staff member sign in again (admins)',
          params: idParamSchema,
          body: staffReasonSchema,
          response: {
            200: envelopeSchema(staffMemberSchema),
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const actor = auditActorOf(request, await adminOnly(request));
        const member = await staff.setDisabled(
          actor,
          request.params.id,
          disabled,
          request.body.reason,
        );
        return ok(
          member,
          disabled ? m.disabledMessage(member.name) : m.enabledMessage(member.name),
        );
      },
    );
  }

  app.get(
    '/audit',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first, filterable (admins)',
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await audit.list(request.query)),
  );
};
