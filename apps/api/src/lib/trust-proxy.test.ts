import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { parseTrustProxy, trustFunction } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, empty or 0', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('11')).toEqual({ error: 'must be a hop count from 0 to 10' });
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual({
      addresses: ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses anything else, naming it', () => {
    for (const value of ['true', 'all', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', '-1', '1.5']) {
      expect(parseTrustProxy(value)).toEqual({
        error: expect.stringContaining(value) as string,
      });
    }
  });
});

describe('trustFunction', () => {
  it('trusts the listed proxies only, whatever the hop', () => {
    const trust = trustFunction({ addresses: ['10.0.0.0/8'] });
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
  });

  it('trusts exactly the last hops of a hop count', () => {
    const trust = trustFunction({ hops: 1 });
    expect(trust('203.0.113.9', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });
});

describe('the address a rate limit counts', () => {
  let emails = 0;
  const signUp = (testApp: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        firstName: 'Jess',
        lastName: 'Tran',
        contactNumber: '0412 345 678',
        address: { state: 'QLD', city: 'Brisbane' },
        userType: 'client',
        email: `proxy${++emails}@example.com.au`,
        password: 'secret1',
      },
    });

  const forged = (i: number) => `198.51.100.${i}`;

  /** An app with these settings for the tests of one `describe`. */
  function appWith(env: Record<string, string>) {
    const holder: { testApp?: TestApp } = {};
    beforeAll(async () => {
      holder.testApp = await buildTestApp(env);
    });
    afterAll(() => holder.testApp?.close());
    return () => holder.testApp!;
  }

  describe('in production without TRUST_PROXY', () => {
    const app = appWith({ NODE_ENV: 'production', SIGNUPS_PER_HOUR: '3' });

    it('is the peer: a forged X-Forwarded-For changes nothing', async () => {
      for (let i = 1; i <= 3; i++) expect((await signUp(app(), forged(i))).statusCode).toBe(201);
      const fourth = await signUp(app(), forged(4));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('RATE_LIMITED');
    });

    it('counts sign-in requests by the real address too', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i++) {
        const response = await app().app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: '127.0.0.9',
          headers: { 'x-forwarded-for': forged(i) },
          payload: { email: `nobody${i}@example.com.au`, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('behind a trusted proxy at 127.0.0.1', () => {
    const app = appWith({ TRUST_PROXY: '127.0.0.1', SIGNUPS_PER_HOUR: '3' });

    it('is the address the proxy saw: entries a client adds before it are ignored', async () => {
      // The proxy appends the address it saw (203.0.113.5) to whatever the client sent.
      for (let i = 1; i <= 3; i++)
        expect((await signUp(app(), `${forged(i)}, 203.0.113.5`)).statusCode).toBe(201);
      expect((await signUp(app(), `${forged(4)}, 203.0.113.5`)).statusCode).toBe(429);
      // Someone else behind the same proxy has their own count.
      expect((await signUp(app(), `${forged(5)}, 203.0.113.6`)).statusCode).toBe(201);
    });
  });

  describe('with TRUST_PROXY naming other proxies', () => {
    const app = appWith({ TRUST_PROXY: '10.0.0.0/8', SIGNUPS_PER_HOUR: '2' });

    it('ignores the header from a peer that is not a listed proxy', async () => {
      for (let i = 1; i <= 2; i++)
        expect((await signUp(app(), forged(i), '203.0.113.7')).statusCode).toBe(201);
      expect((await signUp(app(), forged(3), '203.0.113.7')).statusCode).toBe(429);
    });
  });
});
