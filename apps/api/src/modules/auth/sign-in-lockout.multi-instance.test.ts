import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { signInLimits } from '../../lib/sign-in-lockout';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances behind one load balancer share their rate limits through Redis. */
describe.skipIf(!redisUrl)('rate limits across instances', () => {
  let instances: TwoInstances;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    instances = await buildTwoInstances({ REDIS_URL: redisUrl });
    ({ appA, appB } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  // Addresses of this run's own, in a block picked at random among 38,400: the Redis server
  // outlives the run, so a block an earlier run used within the limits' window would start
  // counted. Other test files take theirs from 10.90.x.x (test/api-client.ts).
  const block = `10.${100 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 256)}`;
  let address = 0;
  const freshAddress = () => `${block}.${++address}`;
  const run = Math.random().toString(36).slice(2, 10);

  function signIn(app: FastifyInstance, email: string, password: string, from: string) {
    return app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress: from,
    });
  }

  it('holds an address back after five wrong passwords, whichever instances they reached', async () => {
    const user = await createUser(appA, { userType: 'client' });
    const from = freshAddress();
    for (const app of [appA, appB, appA, appB, appB]) {
      expect((await signIn(app, user.email, 'not the password', from)).statusCode).toBe(401);
    }
    for (const app of [appA, appB]) {
      const held = await signIn(app, user.email, TEST_PASSWORD, from);
      expect(held.statusCode).toBe(429);
      expect(held.json().code).toBe('RATE_LIMITED');
    }
  });

  it("counts an account's ceiling over both instances", async () => {
    const user = await createUser(appA, { userType: 'client' });
    for (let i = 0; i < signInLimits.failuresPerAccount; i++) {
      const app = i % 2 === 0 ? appA : appB;
      expect((await signIn(app, user.email, 'guess', freshAddress())).statusCode).toBe(401);
    }
    expect((await signIn(appB, user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(429);
  });

  it("counts a route's requests from one address over both instances", async () => {
    const from = freshAddress();
    const subscribe = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter/addNewsletter',
        payload: {
          email: `reader${run}-${i}@example.com.au`,
          subscriptionDate: new Date().toISOString(),
        },
        remoteAddress: from,
      });
    for (let i = 0; i < 10; i++)
      expect((await subscribe(i % 2 ? appA : appB, i)).statusCode).toBe(201);
    expect((await subscribe(appA, 10)).statusCode).toBe(429);
  });
});
