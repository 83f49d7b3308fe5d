import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePath } from '@trademate/shared/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { signInFresh } from '../../test/job-fixtures';
import { startThrowawayRedis, type ThrowawayRedis } from '../../test/throwaway-redis';

/** One instance whose Redis (of the test's own) is away: it answers from its own sockets. */
describe('real time while Redis is away', () => {
  let redis: ThrowawayRedis;
  let testApp: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    // Redis is away before the instance starts: it starts all the same.
    await redis.kill();
    testApp = await buildTestApp({ REDIS_URL: redis.url });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
    await redis?.destroy();
  });

  async function openSocket(token: string, reconnection = false): Promise<Socket> {
    const socket = connect(baseUrl, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token },
      reconnection,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it("says who is online from this instance's sockets, and cuts a signed-out session's at once", async () => {
    const { app } = testApp;
    expect(app.redisLinks.every((link) => !link.isReady)).toBe(true);
    const online = await createUser(app, { userType: 'client' });
    const offline = await createUser(app, { userType: 'client' });
    const [first, second] = [await signInFresh(app, online), await signInFresh(app, online)];
    const kept = await openSocket(first);
    const revoked = await openSocket(second);

    await expect(app.realtime.isOnline(online.id)).resolves.toBe(true);
    await expect(app.realtime.isOnline(offline.id)).resolves.toBe(false);

    const cut = new Promise((resolve) => revoked.once('disconnect', resolve));
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: second },
    });
    expect(signOut.statusCode).toBe(200);
    await expect(cut).resolves.toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });

  it('makes its sockets reconnect, to catch up, once Redis is there', async () => {
    const { app } = testApp;
    const user = await createUser(app, { userType: 'client' });
    const socket = await openSocket(await signInFresh(app, user), true);
    const lost = new Promise((resolve) => socket.once('disconnect', resolve));
    const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    await redis.start();
    await expect(lost).resolves.toBe('transport close');
    await back;
    expect(socket.connected).toBe(true);
    await expect(app.realtime.isOnline(user.id)).resolves.toBe(true);
  });
});
