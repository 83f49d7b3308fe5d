import { rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startLocalS3 } from '../../../test/local-s3';
import { startThrowawayRedis } from '../../../test/throwaway-redis';

async function ready(testApp: TestApp) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even with its database gone', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.close();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        responseCode: 200,
        message: messages.health.live,
        data: { status: 'ok' },
      });
    } finally {
      await testApp.close();
    }
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with every part up on a migrated database and a writable data folder', async () => {
    const testApp = await buildTestApp();
    try {
      expect(await ready(testApp)).toMatchObject({
        status: 200,
        body: {
          message: messages.health.ready,
          data: {
            status: 'ready',
            database: 'up',
            migrations: 'up',
            fileStore: 'up',
            draining: false,
          },
        },
      });
      expect((await ready(testApp)).body.data).not.toHaveProperty('redis');
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 while a first start writes the demo data, and 200 once it is in', async () => {
    const testApp = await buildTestApp();
    try {
      testApp.app.startup.demoData = 'loading';
      expect(await ready(testApp)).toMatchObject({
        status: 503,
        body: {
          message: messages.health.notReady([messages.health.parts.demoData]),
          data: { status: 'unavailable', database: 'up', demoData: 'loading' },
        },
      });
      // The first answer does not wait for it.
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);

      testApp.app.startup.demoData = 'loaded';
      expect(await ready(testApp)).toMatchObject({
        status: 200,
        body: { data: { status: 'ready', demoData: 'loaded' } },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 naming the database once it is gone', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.close();
      expect(await ready(testApp)).toMatchObject({
        status: 503,
        body: {
          responseCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: messages.health.notReady([messages.health.parts.database]),
          data: { status: 'unavailable', database: 'down', fileStore: 'up' },
        },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 while the database lacks a migration this version ships', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await ready(testApp)).toMatchObject({
        status: 503,
        body: {
          message: messages.health.notReady([messages.health.parts.migrations]),
          data: { status: 'unavailable', database: 'up', migrations: 'down' },
        },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 while the data folder cannot take files', async () => {
    const testApp = await buildTestApp();
    try {
      const uploadsDir = testApp.app.config.uploadsDir;
      rmSync(uploadsDir, { recursive: true, force: true });
      writeFileSync(uploadsDir, 'a file where the folder should be');
      expect(await ready(testApp)).toMatchObject({
        status: 503,
        body: {
          message: messages.health.notReady([messages.health.parts.fileStore]),
          data: { database: 'up', fileStore: 'down' },
        },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 while the S3 bucket does not answer, and 200 once it is back', async () => {
    const s3 = await startLocalS3();
    const testApp = await buildTestApp(s3.env);
    try {
      expect(await ready(testApp)).toMatchObject({
        status: 200,
        body: { data: { fileStore: 'up' } },
      });
      await s3.stop();
      expect(await ready(testApp)).toMatchObject({
        status: 503,
        body: {
          message: messages.health.notReady([messages.health.parts.fileStore]),
          data: { database: 'up', fileStore: 'down' },
        },
      });
      await s3.start();
      expect(await ready(testApp)).toMatchObject({
        status: 200,
        body: { data: { fileStore: 'up' } },
      });
    } finally {
      await testApp.close();
      await s3.close();
    }
  });

  it('answers 503 while Redis is away, and 200 once it is back', async () => {
    const redis = await startThrowawayRedis();
    const testApp = await buildTestApp({ REDIS_URL: redis.url });
    try {
      expect(await ready(testApp)).toMatchObject({ status: 200, body: { data: { redis: 'up' } } });
      const links = testApp.app.redisLinks;
      const back = Promise.all(
        links.map((link) => new Promise<void>((resolve) => link.onReconnected(resolve))),
      );
      await redis.kill();
      await expect.poll(async () => (await ready(testApp)).status).toBe(503);
      expect(await ready(testApp)).toMatchObject({
        body: {
          message: messages.health.notReady([messages.health.parts.redis]),
          data: { status: 'unavailable', database: 'up', redis: 'down' },
        },
      });
      await redis.start();
      await back;
      expect(await ready(testApp)).toMatchObject({ status: 200, body: { data: { redis: 'up' } } });
    } finally {
      await testApp.close();
      await redis.destroy();
    }
  });
});
