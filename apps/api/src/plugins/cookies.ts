import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  sessionHintCookieName,
  sessionHintCookieValue,
} from '@trademate/shared/constants/session-hint';

/** The cookies the spec's front end used, and the session hint; logout clears every one of them. */
export const cookieNames = {
  token: 'token',
  verifyToken: 'verifyToken',
  encryptedOtp: 'encryptedOtp',
  firstName: 'firstName',
  email: 'email',
  sessionHint: sessionHintCookieName,
} as const;

/**
 * The console's session cookie: sent to `/api/admin`, never to a customer route. The same token
 * goes to the console's own pages (`pagesPath`), which the server renders for the staff member
 * signed in (decision 090); the two paths never overlap, so a request carries one or the other.
 */
export const staffCookie = { name: 'tm_staff', path: '/api/admin', pagesPath: '/admin' } as const;

declare module 'fastify' {
  interface FastifyReply {
    /** An HttpOnly cookie for the whole site (Secure in production). */
    setAuthCookie(name: string, value: string, maxAgeSeconds: number): FastifyReply;
    /** Sets the HttpOnly session cookie `token` and the readable session hint beside it. */
    setSessionCookies(token: string, maxAgeSeconds: number): FastifyReply;
    clearAuthCookies(names: readonly string[]): FastifyReply;
  }
}

/** Cookie parsing, and the reply helpers that set and clear the account's cookies. */
export async function registerCookies(app: FastifyInstance, options: { secure: boolean }) {
  await app.register(fastifyCookie);
  app.decorateReply(
    'setAuthCookie',
    function (this: FastifyReply, name: string, value: string, maxAgeSeconds: number) {
      return this.setCookie(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        maxAge: maxAgeSeconds,
      });
    },
  );
  // The session cookie, and beside it the hint the web app may read: same path, same lifetime.
  app.decorateReply(
    'setSessionCookies',
    function (this: FastifyReply, token: string, maxAgeSeconds: number) {
      return this.setAuthCookie(cookieNames.token, token, maxAgeSeconds).setCookie(
        cookieNames.sessionHint,
        sessionHintCookieValue,
        { path: '/', sameSite: 'lax', secure: options.secure, maxAge: maxAgeSeconds },
      );
    },
  );
  app.decorateReply('clearAuthCookies', function (this: FastifyReply, names: readonly string[]) {
    for (const name of names) this.clearCookie(name, { path: '/' });
    return this;
  });
}
