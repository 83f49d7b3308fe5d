import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { hasProfessionalAccess } from '../../lib/subscription-status';
import { cookieNames } from '../../plugins/cookies';
import { answers } from '../../plugins/documented-responses';
import type { AuthContext, AuthUser } from './auth.service';

/** Who an account-level request (verification, first avatar) is for: a session or a verify token. */
export interface AccountContext {
  userId: string;
  via: 'session' | 'verify';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of this request, once a guard has looked it up. */
    session: AuthContext | null;
  }
}

/**
 * An access rule. Every route runs its guard as an `onRequest` hook, before the body is even
 * read, and calls it again in the handler to get what it checked: the second call costs nothing,
 * the session having been looked up once per request. Each guard is marked with the statuses it
 * answers (`answers`), so every route that uses one documents them.
 */
export type Guard<T = AuthUser> = (request: FastifyRequest, reply?: FastifyReply) => Promise<T>;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

/** The signed-in session of this request, from the Authorization header or the session cookie. */
export async function findSession(request: FastifyRequest): Promise<AuthContext | null> {
  if (request.session) return request.session;
  const candidates = [bearer(request), request.cookies[cookieNames.token]].filter(
    (token): token is string => Boolean(token),
  );
  for (const token of candidates) {
    const session = await request.server.auth.authenticateSessionToken(token);
    if (session) {
      request.session = session;
      return session;
    }
  }
  return null;
}

function guard<T>(statuses: readonly number[], check: Guard<T>): Guard<T> {
  return answers(statuses, check);
}

/** A live session, or 401. */
export const requireSession = guard<AuthContext>([401], async (request) => {
  const session = await findSession(request);
  if (!session) throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
  return session;
});

/** The signed-in user, or 401. */
export const requireUser = guard([401], async (request) => (await requireSession(request)).user);

/**
 * As `requireUser`, and when nobody is signed in it also clears the session cookies (`GET
 * /user/me`), so the web app stops asking on every page.
 */
export const requireUserOrForgetSession = guard([401], async (request, reply) => {
  const session = await findSession(request);
  if (session) return session.user;
  reply?.clearAuthCookies([cookieNames.token, cookieNames.sessionHint]);
  throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
});

/** A signed-in user whose email is verified. */
export const requireVerified = guard([401, 403], async (request) => {
  const user = await requireUser(request);
  if (!user.isVerified) throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
  return user;
});

/** A signed-in user of one of these types. */
export function requireRole(...roles: UserType[]): Guard {
  return guard([401, 403], async (request) => {
    const user = await requireUser(request);
    if (!roles.includes(user.userType)) throw new AppError('FORBIDDEN', messages.auth.noAccess);
    return user;
  });
}

/** A verified, signed-in user of one of these types. */
export function requireVerifiedRole(...roles: UserType[]): Guard {
  const role = requireRole(...roles);
  return guard([401, 403], async (request) => {
    const user = await role(request);
    if (!user.isVerified) throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
    return user;
  });
}

/**
 * Lets in, for this request only, someone a role or plan rule would refuse: a client who dealt with
 * the professional whose profile they open, a free tradie invited to quote on this job.
 */
export type Exception = (user: AuthUser, request: FastifyRequest) => Promise<boolean>;

/** The `:id` of the request's path when it is a well-formed id: guards run before validation. */
export function pathIdOf(request: FastifyRequest): string | undefined {
  const { id } = request.params as { id?: unknown };
  return typeof id === 'string' && z.uuid().safeParse(id).success ? id : undefined;
}

/**
 * As `requireVerifiedRole(...roles)`, and a verified user of another kind whom `isExcepted` lets in
 * for this request (a client opening the profile of a professional they dealt with).
 */
export function requireVerifiedRoleOr(roles: UserType[], isExcepted: Exception): Guard {
  return guard([401, 403], async (request) => {
    const user = await requireUser(request);
    if (!roles.includes(user.userType) && !(await isExcepted(user, request))) {
      throw new AppError('FORBIDDEN', messages.auth.noAccess);
    }
    if (!user.isVerified) throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
    return user;
  });
}

/**
 * What the Professional plan pays for, on top of `base` (a role rule). A free tradie (or a tradie
 * who never held a plan) gets PLAN_REQUIRED, an ended subscription SUBSCRIPTION_EXPIRED; the
 * message is the spec's text for the action (`contact` or `preview`). `unless` lets someone
 * without the plan in for this request (invited to quote on this job).
 */
export function requirePlan(action: 'contact' | 'preview', base: Guard, unless?: Exception): Guard {
  return guard([401, 403], async (request) => {
    const user = await base(request);
    const { subscriptionStatus } = user;
    if (hasProfessionalAccess(subscriptionStatus)) return user;
    if (unless && (await unless(user, request))) return user;
    if (subscriptionStatus === 'expired')
      throw new AppError('SUBSCRIPTION_EXPIRED', messages.authModal.subscriptionExpired.text);
    throw new AppError(
      'PLAN_REQUIRED',
      action === 'contact'
        ? messages.authModal.upgradeToContact.text
        : messages.authModal.upgradeToPreview.text,
    );
  });
}

/** A rate limit's key for a guarded route: the account its guard checked (`limitRequests`'s `by`). */
export async function byAccount(request: FastifyRequest): Promise<string> {
  return `account:${(await requireAccount(request)).userId}`;
}

/**
 * The account a verification or first upload is for: a live session, or the verify token handed
 * out at sign-up (header or cookie).
 */
export const requireAccount = guard<AccountContext>([401], async (request) => {
  const session = await findSession(request);
  if (session) return { userId: session.user.id, via: 'session' };
  const candidates = [bearer(request), request.cookies[cookieNames.verifyToken]].filter(
    (token): token is string => Boolean(token),
  );
  for (const token of candidates) {
    const userId = await request.server.auth.accountOfVerifyToken(token);
    if (userId) return { userId, via: 'verify' };
  }
  throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
});
