import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn } from '../../test/factories';
import { redisStore } from './rate-limits';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
/** Above the most generous limit a route that anyone may call has. */
const ENOUGH_TO_MEET_ANY_LIMIT = 700;

describe('the limits on what anyone may send', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  let addresses = 0;
  const freshAddress = () => `10.${Math.floor(++addresses / 250)}.${addresses % 250}.1`;

  /** Every write route of the API, from its own OpenAPI document. */
  function writeRoutes(): Array<{ method: string; url: string }> {
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      WRITE_METHODS.filter((method) => method in operations).map((method) => ({
        method: method.toUpperCase(),
        // Path parameters get a well-formed id, so the request reaches the route.
        url: path.replace(/\{[^}]+\}/g, randomUUID()),
      })),
    );
  }

  async function sendUntilRefused(
    route: { method: string; url: string },
    headers: Record<string, string>,
  ) {
    const from = freshAddress();
    for (let i = 1; i <= ENOUGH_TO_MEET_ANY_LIMIT; i++) {
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers,
        payload: {},
        remoteAddress: from,
      });
      if (response.statusCode === 429) return response;
    }
    return null;
  }

  it('refuses a flood of any write a signed-out visitor can make, in the envelope with Retry-After', async () => {
    const open: string[] = [];
    for (const route of writeRoutes()) {
      const first = await testApp.app.inject({
        method: route.method as 'POST',
        url: route.url,
        payload: {},
        remoteAddress: freshAddress(),
      });
      if (first.statusCode === 401) continue; // needs a session or a token first
      open.push(`${route.method} ${route.url}`);
      const refused = await sendUntilRefused(route, {});
      expect(refused, `${route.method} ${route.url} has no limit`).not.toBeNull();
      expect(refused!.json()).toMatchObject({ responseCode: 429, code: 'RATE_LIMITED' });
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The spec's public writes are among them.
    expect(open).toEqual(
      expect.arrayContaining([
        'POST /api/user/signup',
        'POST /api/user/login',
        'POST /api/user/forgotPassword',
        'POST /api/newsletter/addNewsletter',
      ]),
    );
  });

  it('limits every upload per account, before the upload is read', async () => {
    const client = await createUser(testApp.app, { userType: 'client' });
    const token = await signIn(testApp.app, client);
    const uploads = writeRoutes().filter((route) => route.url.startsWith('/api/upload'));
    expect(uploads.map((route) => route.url).sort()).toEqual([
      '/api/upload',
      '/api/upload/jobPhoto',
    ]);
    for (const route of uploads) {
      const refused = await sendUntilRefused(route, { authorization: token });
      expect(refused, `${route.url} has no limit`).not.toBeNull();
      expect(refused!.json().code).toBe('RATE_LIMITED');
    }
  });
});

describe('the Redis store', () => {
  const count = (store: InstanceType<ReturnType<typeof redisStore>>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
    );

  it('counts in this process while Redis cannot answer, and says so once', async () => {
    const failures: unknown[] = [];
    const Store = redisStore(
      {
        eval: () => Promise.reject(new Error('The client is closed')),
      } as never,
      (error) => failures.push(error),
    );
    const store = new Store(undefined);
    expect(await count(store, 'someone')).toMatchObject({ current: 1 });
    expect(await count(store, 'someone')).toMatchObject({ current: 2 });
    expect(failures).toHaveLength(1);
  });
});
