import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as messages from '@trademate/shared/messages';
import { minutes } from '../plugins/rate-limits';
import { AppError } from './app-error';
import { tokenLifetimeSeconds } from './tokens';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** See docs/decisions/013-rate-limits-and-sign-in-lockout.md (and 055 for staff). */
export const signInLimits = {
  /** Wrong passwords for one account from one source (a known browser, else an address). */
  failuresPerSource: 5,
  sourceWindowMs: 15 * MINUTE_MS,
  /** Wrong passwords for one account from all sources it does not know, together. */
  failuresPerAccount: 20,
  accountWindowMs: 60 * MINUTE_MS,
  /** How long an address that signed in to an account stays known to it. */
  knownAddressMs: 30 * DAY_MS,
};

/** What sets one kind of account's lockout apart from another's (customers', staff's). */
export interface SignInLockoutOptions {
  /** Prefixes every count, so a customer and a staff member with one email never share one. */
  name: string;
  /** The token kind of the device cookie: another kind's token counts for nothing here. */
  deviceToken: 'device' | 'staffDevice';
  /** The HttpOnly cookie naming a browser that signed in (kept at sign-out: not a session). */
  deviceCookie: string;
  setDeviceCookie: (reply: FastifyReply, token: string, maxAgeSeconds: number) => void;
}

/**
 * Brute force kept out without letting a stranger lock the owner out. Failures count per
 * account and source: the browser, when it carries a device cookie from a sign-in to this
 * account, else the address. Sources the account does not know (no device cookie, an address it
 * never signed in from) also share one slower ceiling per account. The owner's browser and
 * addresses are never held back by what strangers do elsewhere. `account` is the email the
 * request signs in to.
 */
export function createSignInLockout(app: FastifyInstance, options: SignInLockoutOptions) {
  const { name, deviceToken, deviceCookie } = options;
  // The limiter's key generators see only the request: the account it signs in to is kept here.
  const accounts = new WeakMap<FastifyRequest, string>();
  const accountOf = (request: FastifyRequest) => accounts.get(request) ?? '';

  /** The device id of a browser that signed in to this very account, if it is one. */
  async function deviceOf(request: FastifyRequest): Promise<string | null> {
    const token = request.cookies[deviceCookie];
    if (!token) return null;
    const claims = await app.tokens.verify(deviceToken, token);
    return claims && claims.email === accountOf(request) ? claims.did : null;
  }

  const perSource = app.createRateLimit({
    max: signInLimits.failuresPerSource,
    timeWindow: signInLimits.sourceWindowMs,
    keyGenerator: async (request) => {
      const device = await deviceOf(request);
      return device
        ? `${name}-failures:device:${device}`
        : `${name}-failures:address:${accountOf(request)}|${request.ip}`;
    },
  });
  const perAccount = app.createRateLimit({
    max: signInLimits.failuresPerAccount,
    timeWindow: signInLimits.accountWindowMs,
    keyGenerator: (request) => `${name}-failures:account:${accountOf(request)}`,
  });
  const knownAddresses = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: signInLimits.knownAddressMs,
    keyGenerator: (request) => `${name}-known-address:${accountOf(request)}|${request.ip}`,
  });

  async function isKnownSource(request: FastifyRequest): Promise<boolean> {
    if (await deviceOf(request)) return true;
    const known = await knownAddresses(request, { increment: false });
    return !known.isAllowed && known.remaining < Number.MAX_SAFE_INTEGER;
  }

  /** Seconds until this request's source may try this account again; 0 when it may now. */
  async function secondsBlocked(request: FastifyRequest): Promise<number> {
    const windows = [await perSource(request, { increment: false })];
    if (!(await isKnownSource(request)))
      windows.push(await perAccount(request, { increment: false }));
    let seconds = 0;
    for (const window of windows) {
      if (!window.isAllowed && window.remaining === 0)
        seconds = Math.max(seconds, window.ttlInSeconds, 1);
    }
    return seconds;
  }

  return {
    /** Refuses (429, with Retry-After) a source held back from this account. */
    async refuseIfBlocked(request: FastifyRequest, reply: FastifyReply, account: string) {
      accounts.set(request, account);
      const blockedFor = await secondsBlocked(request);
      if (blockedFor > 0) {
        reply.header('retry-after', String(blockedFor));
        throw new AppError('RATE_LIMITED', messages.http.tooManyAttempts(minutes(blockedFor)));
      }
    },

    async recordFailure(request: FastifyRequest, account: string): Promise<void> {
      accounts.set(request, account);
      const isKnown = await isKnownSource(request);
      await perSource(request);
      if (!isKnown) await perAccount(request);
    },

    /**
     * The address becomes known to the account, and the browser gets a new device cookie: a fresh
     * count of its own from now on.
     */
    async recordSuccess(request: FastifyRequest, reply: FastifyReply, account: string) {
      accounts.set(request, account);
      await knownAddresses(request);
      const token = await app.tokens.sign(deviceToken, { email: account, did: randomUUID() });
      options.setDeviceCookie(reply, token, tokenLifetimeSeconds[deviceToken]);
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
