import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenLifetimeSeconds } from '../../lib/tokens';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** See docs/decisions/013-rate-limits-and-sign-in-lockout.md. */
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

/** The HttpOnly cookie naming a browser that signed in (kept at sign-out: it is not a session). */
export const deviceCookie = 'signInDevice';

interface SignInBody {
  email: string;
}

/**
 * Brute force kept out without letting a stranger lock the owner out. Failures count per
 * account and source: the browser, when it carries a device cookie from a sign-in to this
 * account, else the address. Sources the account does not know (no device cookie, an address it
 * never signed in from) also share one slower ceiling per account. The owner's browser and
 * addresses are never held back by what strangers do elsewhere.
 */
export function createSignInLockout(app: FastifyInstance) {
  const emailOf = (request: FastifyRequest) => (request.body as SignInBody).email;

  /** The device id of a browser that signed in to this very account, if it is one. */
  async function deviceOf(request: FastifyRequest): Promise<string | null> {
    const token = request.cookies[deviceCookie];
    if (!token) return null;
    const claims = await app.tokens.verify('device', token);
    return claims && claims.email === emailOf(request) ? claims.did : null;
  }

  const perSource = app.createRateLimit({
    max: signInLimits.failuresPerSource,
    timeWindow: signInLimits.sourceWindowMs,
    keyGenerator: async (request) => {
      const device = await deviceOf(request);
      return device
        ? `sign-in-failures:device:${device}`
        : `sign-in-failures:address:${emailOf(request)}|${request.ip}`;
    },
  });
  const perAccount = app.createRateLimit({
    max: signInLimits.failuresPerAccount,
    timeWindow: signInLimits.accountWindowMs,
    keyGenerator: (request) => `sign-in-failures:account:${emailOf(request)}`,
  });
  const knownAddresses = app.createRateLimit({
    max: Number.MAX_SAFE_INTEGER,
    timeWindow: signInLimits.knownAddressMs,
    keyGenerator: (request) => `sign-in-known-address:${emailOf(request)}|${request.ip}`,
  });

  async function isKnownSource(request: FastifyRequest): Promise<boolean> {
    if (await deviceOf(request)) return true;
    const known = await knownAddresses(request, { increment: false });
    return !known.isAllowed && known.remaining < Number.MAX_SAFE_INTEGER;
  }

  return {
    /** Seconds until this request's source may try this account again; 0 when it may now. */
    async secondsBlocked(request: FastifyRequest): Promise<number> {
      const windows = [await perSource(request, { increment: false })];
      if (!(await isKnownSource(request)))
        windows.push(await perAccount(request, { increment: false }));
      let seconds = 0;
      for (const window of windows) {
        if (!window.isAllowed && window.remaining === 0)
          seconds = Math.max(seconds, window.ttlInSeconds, 1);
      }
      return seconds;
    },

    async recordFailure(request: FastifyRequest): Promise<void> {
      const isKnown = await isKnownSource(request);
      await perSource(request);
      if (!isKnown) await perAccount(request);
    },

    /**
     * The address becomes known to the account, and the browser gets a new device cookie: a fresh
     * count of its own from now on.
     */
    async recordSuccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await knownAddresses(request);
      const token = await app.tokens.sign('device', {
        email: emailOf(request),
        did: randomUUID(),
      });
      reply.setAuthCookie(deviceCookie, token, tokenLifetimeSeconds.device);
    },
  };
}
