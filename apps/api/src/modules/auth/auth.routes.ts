import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import {
  changePasswordRequestSchema,
  checkOtpRequestSchema,
  checkResetOtpRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  otpIssuedSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@trademate/shared/schemas/users';
import { ok } from '../../lib/respond';
import { tokenLifetimeSeconds } from '../../lib/tokens';
import { cookieNames, requireAccount, requireAuth } from '../../plugins/auth';
import { createUsersService } from '../users/users.service';
import { createAuthService } from './auth.service';

const messageOnly = z.object({ responseCode: z.number(), message: z.string() });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Sign-up, email verification, sign-in and out, and passwords: `/api/user/...` as the spec names them. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    users: createUsersService(app.db),
    tokens: app.tokens,
    mailer: app.mailer,
    secret: app.secrets.jwt,
    publicUrl: app.config.publicUrl,
    log: app.log,
    signupsPerHour: app.config.signupsPerHour,
    rateLimits: app.rateLimits,
  });

  app.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and mail a verification code',
        body: signupRequestSchema,
        response: { 201: envelopeSchema(signupResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.signup(request.body, request.ip);
      reply
        .setAuthCookie(cookieNames.verifyToken, result.verifyToken, tokenLifetimeSeconds.verify)
        .setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return reply.status(201).send(ok(result, messages.signup.success, 201));
    },
  );

  app.post(
    '/verifyUser',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code',
        response: { 200: envelopeSchema(otpIssuedSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.sendVerificationCode(request.account!.userId, request.ip);
      reply.setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return ok(result, messages.auth.codeSent);
    },
  );

  app.post(
    '/checkValidOTP',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Verify the email address with the mailed code: with the email on any device, else for the session or verify token',
        body: checkOtpRequestSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request, reply) => {
      const { email, optEnteredByUser } = request.body;
      if (email) {
        await auth.verifyEmailByAddress(email, optEnteredByUser, request.ip);
        return { responseCode: 200, message: messages.auth.verified };
      }
      await requireAccount(request);
      const encryptedOTP = request.body.encryptedOTP ?? request.cookies[cookieNames.encryptedOtp];
      await auth.verifyEmail(
        request.account!.userId,
        encryptedOTP,
        request.body.optEnteredByUser,
        request.ip,
      );
      reply.clearAuthCookies([cookieNames.verifyToken, cookieNames.encryptedOtp]);
      return { responseCode: 200, message: messages.auth.verified };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and returns the token',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.login(
        request.body.email,
        request.body.password,
        request.ip,
        request.headers['user-agent'],
      );
      reply.setSessionCookies(result.token, tokenLifetimeSeconds.session);
      return ok(result, 'Signed in');
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out and end the session',
        response: { 200: messageOnly },
      },
    },
    async (request, reply) => {
      // Signing out always succeeds for the browser: the cookies go even if the session had ended.
      try {
        await requireAuth(request);
        const { user, sessionId } = request.auth!;
        await auth.logout(sessionId);
        await app.realtime.disconnectSessions(user.id, { session: sessionId });
      } catch {
        // no live session
      }
      reply.clearAuthCookies(Object.values(cookieNames));
      return { responseCode: 200, message: messages.auth.signedOut };
    },
  );

  app.post(
    '/forgotPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (the same answer for any address)',
        body: forgotPasswordRequestSchema,
        response: { 200: envelopeSchema(otpIssuedSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.forgotPassword(request.body.email, request.ip);
      reply.setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return ok(result, messages.auth.forgotSent);
    },
  );

  app.post(
    '/checkValidOTPForForgetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the reset code for a short-lived reset token',
        body: checkResetOtpRequestSchema,
        response: { 200: envelopeSchema(resetTokenSchema), ...errors },
      },
    },
    async (request, reply) => {
      const encryptedOTP = request.body.encryptedOTP ?? request.cookies[cookieNames.encryptedOtp];
      const result = await auth.checkResetCode(
        request.body.email,
        encryptedOTP,
        request.body.optEnteredByUser,
        request.ip,
      );
      reply.clearAuthCookies([cookieNames.encryptedOtp]);
      return ok(result, 'Choose a new password');
    },
  );

  app.patch(
    '/resetForgetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token (Authorization header)',
        body: resetPasswordRequestSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request, reply) => {
      const resetToken = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
      const { userId } = await auth.resetPassword(resetToken, request.body.newPassword);
      await app.realtime.disconnectSessions(userId, { allBut: null });
      reply.clearAuthCookies([cookieNames.token, cookieNames.sessionHint]);
      return { responseCode: 200, message: messages.auth.passwordReset };
    },
  );

  app.patch(
    '/changePassword',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session ends',
        body: changePasswordRequestSchema,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = request.auth!;
      await auth.changePassword(
        user.id,
        sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      await app.realtime.disconnectSessions(user.id, { allBut: sessionId });
      return { responseCode: 200, message: messages.auth.passwordChanged };
    },
  );
};
