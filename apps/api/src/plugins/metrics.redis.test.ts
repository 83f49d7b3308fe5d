import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePath } from '@trademate/shared/realtime';
import { apiClient } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sampleValue } from '../../test/prometheus-text';
import { startThrowawayRedis, type ThrowawayRedis } from '../../test/throwaway-redis';
import { redisLinksOf } from '../lib/redis-clients';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** An instance on a Redis of the test's own, which the test stops; its sockets and Redis links. */
describe('metrics of the real-time side', () => {
  let redis: ThrowawayRedis;
  let testApp: TestApp;
  let socket: Socket | undefined;
  const app = () => testApp.app;
  const { call, signedIn } = apiClient(app);

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    testApp = await buildTestApp({ METRICS_TOKEN: TOKEN, REDIS_URL: redis.url });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.close();
    await testApp?.close();
    await redis?.destroy();
  });

  async function scrape(): Promise<string> {
    const response = await call('GET', '/api/metrics', null, undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('count the signed-in sockets connected to this instance', async () => {
    const person = await signedIn('client');
    const { port } = app().server.address() as AddressInfo;
    socket = connect(`http://127.0.0.1:${port}`, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token: person.token },
    });
    const connected = socket;
    await new Promise<void>((resolve) => connected.once('connect', () => resolve()));
    const text = await scrape();
    expect(sampleValue(text, 'trademate_realtime_sockets')).toBe(1);
    expect(sampleValue(text, 'trademate_http_open_connections')).toBeGreaterThanOrEqual(1);
  });

  it('say whether each Redis connection answers', async () => {
    const links = redisLinksOf(app());
    expect(links.length).toBeGreaterThan(0);
    const before = await scrape();
    for (const link of links) {
      expect(sampleValue(before, 'trademate_redis_up', { connection: link.name })).toBe(1);
    }

    const lost = links.map((link) => once(link.client, 'error'));
    await redis.kill();
    await Promise.all(lost);
    const after = await scrape();
    for (const link of links) {
      expect(sampleValue(after, 'trademate_redis_up', { connection: link.name })).toBe(0);
    }
  });
});
