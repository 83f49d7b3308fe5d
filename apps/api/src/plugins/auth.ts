import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  sessionHintCookieName,
  sessionHintCookieValue,
} from '@trademate/shared/constants/session-hint';
import type { SubscriptionStatus } from '@trademate/shared/constants/accounts';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/subscriptions';
import { sessions, users } from '../db/schema/users';
import { AppError } from '../lib/app-error';
import { createTokens, tokenLifetimeSeconds, type Tokens } from '../lib/tokens';
import { effectiveSubscriptionStatus, hasProfessionalAccess } from '../lib/subscription-status';
import { answers } from './documented-responses';

export interface AuthUser {
  id: string;
  email: string;
  userType: UserType;
  isVerified: boolean;
  firstName: string;
  lastName: string;
  /** Read with the session in the same query, so plan checks cost nothing more. */
  subscriptionStatus: SubscriptionStatus;
}

export interface AuthContext {
  user: AuthUser;
  sessionId: string;
  /** When the session ends by itself (sign-out and password changes end it sooner). */
  sessionExpiresAt: Date;
}

/** Who an account-level request (verification, first avatar) is for: a session or a verify token. */
export interface AccountContext {
  userId: string;
  via: 'session' | 'verify';
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    account: AccountContext | null;
  }
}

/** The cookies the spec's front end used, and the session hint; logout clears every one of them. */
export const cookieNames = {
  token: 'token',
  verifyToken: 'verifyToken',
  encryptedOtp: 'encryptedOtp',
  firstName: 'firstName',
  email: 'email',
  sessionHint: sessionHintCookieName,
} as const;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

export async function registerAuth(
  app: FastifyInstance,
  options: { secret: string; secureCookies: boolean },
) {
  await app.register(fastifyCookie);
  app.decorate('tokens', createTokens(options.secret));
  app.decorateRequest('auth', null);
  app.decorateRequest('account', null);

  // A state-changing request sent by a page of another site is refused: cookies alone never
  // authorise a cross-site form or script (login CSRF included).
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const isSameSite = isSameOrigin(
      {
        origin: request.headers.origin,
        fetchSite: request.headers['sec-fetch-site'],
      },
      `${request.protocol}://${request.host}`,
    );
    if (!isSameSite) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  });

  app.decorateReply(
    'setAuthCookie',
    function (this: FastifyReply, name: string, value: string, maxAgeSeconds: number) {
      return this.setCookie(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
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
        { path: '/', sameSite: 'lax', secure: options.secureCookies, maxAge: maxAgeSeconds },
      );
    },
  );
  app.decorateReply('clearAuthCookies', function (this: FastifyReply, names: readonly string[]) {
    for (const name of names) this.clearCookie(name, { path: '/' });
    return this;
  });
}

declare module 'fastify' {
  interface FastifyReply {
    setAuthCookie(name: string, value: string, maxAgeSeconds: number): FastifyReply;
    /** Sets the HttpOnly session cookie `token` and the readable session hint beside it. */
    setSessionCookies(token: string, maxAgeSeconds: number): FastifyReply;
    clearAuthCookies(names: readonly string[]): FastifyReply;
  }
}

/**
 * Whether a request's `Origin` and `Sec-Fetch-Site` allow it to come from this site (`ownOrigin`,
 * the scheme and host it was addressed to). No `Origin` at all is not cross-site: browsers send
 * one with every cross-site request that matters here.
 */
export function isSameOrigin(
  headers: { origin: string | undefined; fetchSite: string | string[] | undefined },
  ownOrigin: string,
): boolean {
  if (headers.fetchSite === 'cross-site') return false;
  if (!headers.origin) return true;
  let originHost: string;
  try {
    originHost = new URL(headers.origin).host;
  } catch {
    return false;
  }
  // Through URL on both sides, so a default port (":80", ":443") compares equal to none.
  return originHost === new URL(ownOrigin).host;
}

export function sessionCookieMaxAge(): number {
  return tokenLifetimeSeconds.session;
}

/**
 * Every authenticated request looks its session up, so the statement is prepared once per database
 * connection (a named statement): PostgreSQL plans it once instead of on every request.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      subscriptionStatus: subscriptions.status,
      subscriptionPeriodEnd: subscriptions.currentPeriodEnd,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ user: AuthUser; expiresAt: Date } | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sessionId, userId, now: new Date() });
  if (!row) return null;
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    userType: row.userType,
    isVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    subscriptionStatus: effectiveSubscriptionStatus(
      row.subscriptionStatus && row.subscriptionPeriodEnd
        ? { status: row.subscriptionStatus, currentPeriodEnd: row.subscriptionPeriodEnd }
        : null,
    ),
  };
  return { user, expiresAt: row.sessionExpiresAt };
}

/** Who a session token signs in: a valid signature, unexpired, and its session row still live. */
export async function authenticateSessionToken(
  app: FastifyInstance,
  token: string,
): Promise<AuthContext | null> {
  const claims = await app.tokens.verify('session', token);
  if (!claims) return null;
  const session = await findLiveSession(app.db, claims.sid, claims.sub);
  return session
    ? { user: session.user, sessionId: claims.sid, sessionExpiresAt: session.expiresAt }
    : null;
}

/** The signed-in user of this request, from the session cookie or the Authorization header. */
export async function resolveAuth(request: FastifyRequest): Promise<AuthContext | null> {
  if (request.auth) return request.auth;
  const candidates = [bearer(request), request.cookies[cookieNames.token]].filter(
    Boolean,
  ) as string[];
  for (const token of candidates) {
    const auth = await authenticateSessionToken(request.server, token);
    if (auth) {
      request.auth = auth;
      return request.auth;
    }
  }
  return null;
}

/*
 * The guards are marked with the statuses they answer (`answers`), so every route that uses one
 * documents them in the OpenAPI document.
 */

/** preHandler: a live session, or 401. */
export const requireAuth = answers([401], async (request: FastifyRequest): Promise<void> => {
  if (!(await resolveAuth(request)))
    throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
});

/**
 * preHandler of `GET /user/me`: as requireAuth, and when nobody is signed in it also clears the
 * session cookies, so the web app stops asking on every page.
 */
export const requireAuthOrForgetSession = answers(
  [401],
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (await resolveAuth(request)) return;
    reply.clearAuthCookies([cookieNames.token, cookieNames.sessionHint]);
    throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
  },
);

/** preHandler: a session whose email is verified. */
export const requireVerified = answers([401, 403], async (request: FastifyRequest) => {
  await requireAuth(request);
  if (!request.auth!.user.isVerified)
    throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
});

/** preHandler factory: a session of one of these user types. */
export function requireRole(...roles: UserType[]) {
  return answers([401, 403], async (request: FastifyRequest): Promise<void> => {
    await requireAuth(request);
    if (!roles.includes(request.auth!.user.userType)) {
      throw new AppError('FORBIDDEN', messages.auth.noAccess);
    }
  });
}

/** preHandler factory: a verified session of one of these user types. */
export function requireVerifiedRole(...roles: UserType[]) {
  const role = requireRole(...roles);
  return answers([401, 403], async (request: FastifyRequest): Promise<void> => {
    await role(request);
    if (!request.auth!.user.isVerified)
      throw new AppError('NOT_VERIFIED', messages.authModal.verify.text);
  });
}

/**
 * preHandler factory: what the Professional plan pays for. A free tradie (or a tradie who never
 * held a plan) gets PLAN_REQUIRED, an ended subscription SUBSCRIPTION_EXPIRED; the message is the
 * spec's text for the action (`contact` or `preview`). Use after a role check.
 */
export function requirePlan(action: 'contact' | 'preview') {
  return answers([401, 403], async (request: FastifyRequest): Promise<void> => {
    await requireAuth(request);
    const { subscriptionStatus } = request.auth!.user;
    if (hasProfessionalAccess(subscriptionStatus)) return;
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

/**
 * preHandler: the account a verification or first upload is for — a live session, or the verify
 * token handed out at sign-up (header or cookie).
 */
export const requireAccount = answers([401], async (request: FastifyRequest): Promise<void> => {
  const auth = await resolveAuth(request);
  if (auth) {
    request.account = { userId: auth.user.id, via: 'session' };
    return;
  }
  const candidates = [bearer(request), request.cookies[cookieNames.verifyToken]].filter(
    Boolean,
  ) as string[];
  for (const token of candidates) {
    const claims = await request.server.tokens.verify('verify', token);
    if (claims) {
      request.account = { userId: claims.sub, via: 'verify' };
      return;
    }
  }
  throw new AppError('UNAUTHENTICATED', messages.auth.signInRequired);
});
