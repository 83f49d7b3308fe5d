import { randomUUID } from 'node:crypto';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn } from '../../test/factories';
import { signInNewAdmin } from '../../test/staff';
import { startThrowawayRedis } from '../../test/throwaway-redis';
import { openRedis } from '../lib/redis-clients';
import { guardStatuses } from './documented-responses';
import { redisStore } from './rate-limits';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Above the most generous limit a route that anyone may call has. */
const ENOUGH_TO_MEET_ANY_LIMIT = 700;

describe('the limits on what anyone may send', () => {
  let testApp: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp(
      {},
      { observe: (app) => app.addHook('onRoute', (route) => void routes.push(route)) },
    );
  });
  afterAll(() => testApp.close());

  let addresses = 0;
  const freshAddress = () => `10.${Math.floor(++addresses / 250)}.${addresses % 250}.1`;

  const isWrite = (route: RouteOptions) =>
    [route.method].flat().some((method) => WRITE_METHODS.has(method));
  /** A request to the route: path parameters get a well-formed id, so it reaches the route. */
  const target = (route: RouteOptions) => ({
    method: [route.method].flat()[0] as 'POST',
    url: route.url.replace(/:[^/]+/g, randomUUID()),
  });

  async function sendUntilRefused(route: RouteOptions, headers: Record<string, string>) {
    const from = freshAddress();
    for (let i = 1; i <= ENOUGH_TO_MEET_ANY_LIMIT; i++) {
      const response = await testApp.app.inject({
        ...target(route),
        headers,
        payload: {},
        remoteAddress: from,
      });
      if (response.statusCode === 429) return response;
    }
    return null;
  }

  it('limits every write a signed-out visitor can make, and refuses a flood in the envelope with Retry-After', async () => {
    const open = routes.filter(
      (route) => route.url.startsWith('/api') && isWrite(route) && !guardStatuses(route).has(401),
    );
    expect(open.map((route) => `${String(route.method)} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/user/signup',
        'POST /api/user/login',
        'POST /api/user/forgotPassword',
        'POST /api/newsletter/addNewsletter',
      ]),
    );
    for (const route of open) {
      expect(route.config?.rateLimit, `${route.url} has no limit`).toBeTruthy();
      const refused = await sendUntilRefused(route, {});
      expect(refused, `${route.url} was never refused`).not.toBeNull();
      expect(refused!.json()).toMatchObject({ responseCode: 429, code: 'RATE_LIMITED' });
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits every upload per account, before the upload is read', async () => {
    const client = await createUser(testApp.app, { userType: 'client' });
    const token = await signIn(testApp.app, client);
    const apprentice = await createUser(testApp.app, { userType: 'apprentice' });
    const apprenticeToken = await signIn(testApp.app, apprentice);
    // Each upload is sent by the kind of account it is for, so the limit is what refuses it.
    const senderOf = (url: string): Record<string, string> =>
      url.startsWith('/api/admin/')
        ? { cookie: admin.cookie }
        : { authorization: url.endsWith('/logbookPhoto') ? apprenticeToken : token };
    const uploads = routes.filter((route) =>
      route.schema?.consumes?.includes('multipart/form-data'),
    );
    // The console's cover upload counts per staff member (decision 033).
    const admin = await signInNewAdmin(testApp.app);
    expect(uploads.map((route) => route.url).sort()).toEqual([
      '/api/admin/blog/cover',
      '/api/upload',
      '/api/upload/chatAttachment',
      '/api/upload/jobPhoto',
      '/api/upload/logbookPhoto',
    ]);
    for (const route of uploads) {
      expect(route.config?.rateLimit, `${route.url} has no limit`).toBeTruthy();
      const refused = await sendUntilRefused(route, senderOf(route.url));
      expect(refused, `${route.url} was never refused`).not.toBeNull();
      expect(refused!.json().code).toBe('RATE_LIMITED');
    }
  });
});

describe('the Redis store', () => {
  const count = (store: InstanceType<ReturnType<typeof redisStore>>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
    );

  it('counts in Redis, in this process while Redis is killed or hangs, and in Redis again once it answers', async () => {
    const redis = await startThrowawayRedis();
    const app = Fastify();
    try {
      const link = await openRedis(app, {
        url: redis.url,
        name: 'rate limits',
        consequence: 'each instance counts rate limits on its own',
        commandTimeoutMs: 1_000,
        failFast: true,
      });
      const failures: unknown[] = [];
      const Store = redisStore(link.client, (error) => failures.push(error));
      const store = new Store(undefined);
      expect(await count(store, 'someone')).toMatchObject({ current: 1 });
      expect(await count(store, 'someone')).toMatchObject({ current: 2 });

      // A Redis that holds the connection open and answers nothing: counted here after a second.
      redis.freeze();
      expect(await count(store, 'someone')).toMatchObject({ current: 1 });
      expect(failures).toHaveLength(1);
      redis.thaw();
      // Redis's own count again, the one that ran out of time included once Redis got to it.
      expect((await count(store, 'someone')).current).toBeGreaterThan(2);

      const reconnected = new Promise<void>((resolve) => link.onReconnected(resolve));
      await redis.kill();
      expect(await count(store, 'someone')).toMatchObject({ current: 2 });
      expect(failures).toHaveLength(2);
      await redis.start();
      await reconnected;
      // The restarted Redis kept nothing: its count starts again.
      expect(await count(store, 'someone')).toMatchObject({ current: 1 });
    } finally {
      await app.close();
      await redis.destroy();
    }
  });
});
