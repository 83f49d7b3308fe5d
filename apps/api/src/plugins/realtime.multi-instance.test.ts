import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  realtimeEvents,
  realtimePath,
  type ChatMessageEvent,
  type NotificationEvent,
} from '@trademate/shared/realtime';
import { buildTwoInstances, type TwoInstances } from '../../test/build-test-app';
import { createUser, setSubscription } from '../../test/factories';
import { createServicePool, insertJob, signInFresh } from '../../test/job-fixtures';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances of the app on one database, as behind a load balancer, joined by Redis. */
describe.skipIf(!redisUrl)('realtime across instances', () => {
  let instances: TwoInstances;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let urlOfB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    instances = await buildTwoInstances({ REDIS_URL: redisUrl });
    ({ appA, appB } = instances);
    await appB.listen({ port: 0, host: '127.0.0.1' });
    urlOfB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await instances?.close();
  });

  async function openOnB(token: string): Promise<Socket> {
    const socket = connect(urlOfB, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('delivers on instance B what a request to instance A caused', async () => {
    const [service] = await createServicePool(appA)(1);
    const client = await createUser(appA, { userType: 'client' });
    const tradie = await createUser(appA, { userType: 'tradie', serviceIds: [service!.id] });
    await setSubscription(appA, tradie.id, 'active');
    const job = await insertJob(appA, { clientId: client.id, serviceId: service!.id });
    const clientSocket = await openOnB(await signInFresh(appA, client));
    const tradieToken = await signInFresh(appA, tradie);
    const tradieSocket = await openOnB(tradieToken);

    const notification = new Promise<NotificationEvent>((resolve) =>
      clientSocket.once(realtimeEvents.notification, resolve),
    );
    const tradieMessage = new Promise<ChatMessageEvent>((resolve) =>
      tradieSocket.once(realtimeEvents.chatMessage, resolve),
    );
    const response = await appA.inject({
      method: 'POST',
      url: `/api/jobRequest/${job.id}/contact`,
      payload: { message: 'I can fix that tap on Friday.' },
      headers: { authorization: tradieToken },
    });
    expect(response.statusCode).toBe(201);

    expect((await notification).notification).toMatchObject({ kind: 'job_contacted' });
    expect(await tradieMessage).toMatchObject({
      conversationId: response.json().data.conversationId,
      message: { body: 'I can fix that tap on Friday.', isMine: true },
    });
  });

  it('disconnects on instance B the sockets of a session signed out on instance A', async () => {
    const client = await createUser(appA, { userType: 'client' });
    const token = await signInFresh(appA, client);
    const socket = await openOnB(token);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));

    await appA.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: token },
    });
    await expect(gone).resolves.toBe('io server disconnect');
  });
});
