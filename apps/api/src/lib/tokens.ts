import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed tokens (HS256, algorithm pinned, expiry checked). Each carries its kind, so a token made for
 * one purpose is never accepted for another.
 */
export type TokenKind = 'session' | 'verify' | 'otp' | 'reset';

export interface TokenClaims {
  session: { sub: string; sid: string; email: string; userType: string; userVerified: boolean };
  verify: { sub: string };
  otp: { cid: string; purpose: 'verify_email' | 'reset_password' };
  reset: { sub: string; cid: string };
}

export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  session: 24 * 60 * 60,
  verify: 24 * 60 * 60,
  otp: 10 * 60,
  reset: 15 * 60,
};

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== kind) return null;
        return payload as unknown as TokenClaims[K];
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
