import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { OtpPurpose } from '@trademate/shared/constants/accounts';

/**
 * Signed tokens (HS256, algorithm pinned, expiry checked). Each carries its kind, so a token made for
 * one purpose is never accepted for another.
 */
export type TokenKind =
  'session' | 'verify' | 'otp' | 'reset' | 'device' | 'staffSecondStep' | 'staffDevice';

export interface TokenClaims {
  /** The spec's claims (`_id`, `email`, `userType`, `userVerified`) and the session row (`sid`). */
  session: {
    sub: string;
    sid: string;
    _id: string;
    email: string;
    userType: string;
    userVerified: boolean;
  };
  verify: { sub: string };
  otp: { cid: string; purpose: OtpPurpose };
  reset: { sub: string; cid: string };
  /** A browser that signed in to this account (by email): a new id at each sign-in. */
  device: { email: string; did: string };
  /**
   * A staff member's password was right: the authenticator code comes next (decision 030), for
   * the sign-in challenge `cid` only (decision 055).
   */
  staffSecondStep: { sub: string; cid: string };
  /**
   * A browser that finished a staff sign-in (decision 055): a kind of its own, so a customer's
   * device token for the same email never counts at the console.
   */
  staffDevice: { email: string; did: string };
}

export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  session: 24 * 60 * 60,
  verify: 24 * 60 * 60,
  otp: 10 * 60,
  reset: 15 * 60,
  device: 90 * 24 * 60 * 60,
  staffSecondStep: 5 * 60,
  staffDevice: 90 * 24 * 60 * 60,
};

/** How many verified tokens are remembered (every signed-in request presents one). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokens(secret: string) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A token's signature is checked once: the same string is valid until it expires, so it is
  // remembered with its claims (the oldest forgotten first). Revocation is the session row's
  // business and is checked on every request regardless.
  const verified = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();

  async function verifiedPayload(token: string): Promise<JWTPayload | null> {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.payload;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.exp !== undefined) {
        verified.set(token, { payload, expiresAtMs: payload.exp * 1000 });
        if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      }
      return payload;
    } catch {
      return null;
    }
  }

  return {
    async sign<K extends TokenKind>(kind: K, claims: TokenClaims[K]): Promise<string> {
      return new SignJWT({ ...claims, typ: kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${tokenLifetimeSeconds[kind]}s`)
        .sign(key);
    },

    /** The claims of a valid, unexpired token of that kind; null for anything else. */
    async verify<K extends TokenKind>(kind: K, token: string): Promise<TokenClaims[K] | null> {
      const payload = await verifiedPayload(token);
      if (!payload || payload.typ !== kind) return null;
      return payload as unknown as TokenClaims[K];
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
