import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as messages from '@trademate/shared/messages';
import { envelopeSchema, errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { logoutRequestSchema } from '@trademate/shared/schemas/push';
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
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/respond';
import { tokenLifetimeSeconds } from '../../lib/tokens';
import { cookieNames } from '../../plugins/cookies';
import { findSession, requireAccount, requireSession } from './auth.guards';
import { limitAlso, limitRequests } from '../../plugins/rate-limits';
import { createCustomerSignInLockout } from './sign-in-lockout';

const messageOnly = z.object({ responseCode: z.number(), message: z.string() });
/** Too many attempts from this address or for this account. */
const tooMany = { 429: errorEnvelopeSchema };
/** The email is taken, or already verified. */
const conflict = { 409: errorEnvelopeSchema };

/** Sign-up, email verification, sign-in and out, and passwords: `/api/user/...` as the spec names them. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app;
  const lockout = createCustomerSignInLockout(app);
  const FIFTEEN_MINUTES = 15 * 60 * 1000;
  const perAddress = (max: number, windowMs = FIFTEEN_MINUTES) => limitRequests({ max, windowMs });
  // Codes: asking for one (mail) and checking one, each per address.
  const codeRequests = perAddress(10);
  const codeChecks = perAddress(app.config.codeChecksPer15Minutes);

  app.post(
    '/signup',
    {
      config: perAddress(app.config.signupsPerHour, 60 * 60 * 1000),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and mail a verification code',
        body: signupRequestSchema,
        response: { 201: envelopeSchema(signupResponseSchema), ...conflict, ...tooMany },
      },
    },
    async (request, reply) => {
      const result = await auth.signup(request.body);
      reply
        .setAuthCookie(cookieNames.verifyToken, result.verifyToken, tokenLifetimeSeconds.verify)
        .setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return reply.status(201).send(ok(result, messages.signup.success, 201));
    },
  );

  app.post(
    '/verifyUser',
    {
      onRequest: requireAccount,
      config: codeRequests,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code',
        response: { 200: envelopeSchema(otpIssuedSchema), ...conflict, ...tooMany },
      },
    },
    async (request, reply) => {
      const account = await requireAccount(request);
      const result = await auth.sendVerificationCode(account.userId);
      reply.setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return ok(result, messages.auth.codeSent);
    },
  );

  app.post(
    '/checkValidOTP',
    {
      config: codeChecks,
      schema: {
        tags: ['auth'],
        summary:
          'Verify the email address with the mailed code: with the email on any device, else for the session or verify token',
        body: checkOtpRequestSchema,
        // 401: without an email, the session or verify token is checked in the handler.
        response: { 200: messageOnly, 401: errorEnvelopeSchema, ...conflict, ...tooMany },
      },
    },
    async (request, reply) => {
      const { email, optEnteredByUser } = request.body;
      if (email) {
        await auth.verifyEmailByAddress(email, optEnteredByUser);
        return { responseCode: 200, message: messages.auth.verified };
      }
      const account = await requireAccount(request);
      const encryptedOTP = request.body.encryptedOTP ?? request.cookies[cookieNames.encryptedOtp];
      await auth.verifyEmail(account.userId, encryptedOTP, request.body.optEnteredByUser);
      reply.clearAuthCookies([cookieNames.verifyToken, cookieNames.encryptedOtp]);
      return { responseCode: 200, message: messages.auth.verified };
    },
  );

  app.post(
    '/login',
    {
      config: perAddress(app.config.loginsPer15Minutes),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie and returns the token',
        body: loginRequestSchema,
        response: {
          200: envelopeSchema(loginResponseSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          ...tooMany,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await lockout.refuseIfBlocked(request, reply, email);
      const result = await auth
        .login(email, request.body.password, request.headers['user-agent'])
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
            await lockout.recordFailure(request, email);
          throw error;
        });
      await lockout.recordSuccess(request, reply, email);
      reply.setSessionCookies(result.token, tokenLifetimeSeconds.session);
      return ok(result, messages.auth.signedIn);
    },
  );

  app.post(
    '/logout',
    {
      config: limitRequests({ max: 30, windowMs: 60 * 1000 }),
      schema: {
        tags: ['auth'],
        summary: 'Sign out and end the session (and stop pushes to this browser, if named)',
        body: logoutRequestSchema,
        response: { 200: messageOnly },
      },
    },
    async (request, reply) => {
      // The cookies go whether or not a session was still live behind them.
      const session = await findSession(request);
      if (session) {
        const pushEndpoint = request.body?.pushEndpoint;
        if (pushEndpoint) await app.push.forgetDevice(session.user.id, pushEndpoint);
        await auth.logout(session.sessionId);
        await app.realtime.disconnectSessions(session.user.id, { session: session.sessionId });
      }
      reply.clearAuthCookies(Object.values(cookieNames));
      return { responseCode: 200, message: messages.auth.signedOut };
    },
  );

  app.post(
    '/forgotPassword',
    {
      config: codeRequests,
      // And at most 3 reset mails to one address in 15 minutes, whoever asks.
      preHandler: limitAlso(app, {
        name: 'reset-mails-per-email',
        max: 3,
        windowMs: FIFTEEN_MINUTES,
        by: (request) => (request.body as { email: string }).email,
      }),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (the same answer for any address)',
        body: forgotPasswordRequestSchema,
        response: { 200: envelopeSchema(otpIssuedSchema), ...tooMany },
      },
    },
    async (request, reply) => {
      const result = await auth.forgotPassword(request.body.email);
      reply.setAuthCookie(cookieNames.encryptedOtp, result.encryptedOTP, tokenLifetimeSeconds.otp);
      return ok(result, messages.auth.forgotSent);
    },
  );

  app.post(
    '/checkValidOTPForForgetPassword',
    {
      config: codeChecks,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the reset code for a short-lived reset token',
        body: checkResetOtpRequestSchema,
        response: { 200: envelopeSchema(resetTokenSchema), ...tooMany },
      },
    },
    async (request, reply) => {
      const encryptedOTP = request.body.encryptedOTP ?? request.cookies[cookieNames.encryptedOtp];
      const result = await auth.checkResetCode(
        request.body.email,
        encryptedOTP,
        request.body.optEnteredByUser,
      );
      reply.clearAuthCookies([cookieNames.encryptedOtp]);
      return ok(result, messages.auth.chooseNewPassword);
    },
  );

  app.patch(
    '/resetForgetPassword',
    {
      config: perAddress(10),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token (Authorization header)',
        body: resetPasswordRequestSchema,
        response: { 200: messageOnly, 401: errorEnvelopeSchema },
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
      onRequest: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session ends',
        body: changePasswordRequestSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const { user, sessionId } = await requireSession(request);
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
