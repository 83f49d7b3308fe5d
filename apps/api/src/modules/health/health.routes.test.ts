import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { startThrowawayRedis } from '../../../test/throwaway-redis';

describe('GET /api/health', () => {
  it('answers 200 while the database is up', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        responseCode: 200,
        data: { status: 'ok', database: 'up' },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 with a clear body once the database is gone', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.close();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        responseCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not answering',
        data: { status: 'degraded', database: 'down' },
      });
    } finally {
      await testApp.close();
    }
  });

  it('keeps answering 200 while Redis is away, saying so, and reports its return', async () => {
    const redis = await startThrowawayRedis();
    const testApp = await buildTestApp({ REDIS_URL: redis.url });
    const health = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      return { status: response.statusCode, body: response.json() };
    };
    try {
      expect(await health()).toMatchObject({
        status: 200,
        body: { data: { status: 'ok', database: 'up', redis: 'up' } },
      });
      const links = testApp.app.redisLinks;
      const back = Promise.all(
        links.map((link) => new Promise<void>((resolve) => link.onReconnected(resolve))),
      );
      await redis.kill();
      await expect.poll(async () => (await health()).body.data.redis).toBe('down');
      expect(await health()).toMatchObject({
        status: 200,
        body: {
          message: 'TradeMate is serving; Redis is not answering',
          data: { status: 'degraded', database: 'up', redis: 'down' },
        },
      });
      await redis.start();
      await back;
      expect((await health()).body.data).toMatchObject({ status: 'ok', redis: 'up' });
    } finally {
      await testApp.close();
      await redis.destroy();
    }
  });
});
