import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';

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

  let address = 0;
  function signIn(app: FastifyInstance, email: string, password: string) {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      // Addresses of their own, so only the per-account limit is in play.
      remoteAddress: `10.77.${Math.floor(address / 250)}.${address % 250}`,
    });
  }

  it('locks an account after five wrong passwords, whichever instances they reached', async () => {
    const user = await createUser(appA, { userType: 'client' });
    for (const app of [appA, appB, appA, appB, appB]) {
      expect((await signIn(app, user.email, 'not the password')).statusCode).toBe(401);
    }
    const locked = await signIn(appA, user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
  });
});
