import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents, realtimePath, type ChatMessageEvent } from '@trademate/shared/realtime';
import { startThrowawayRedis, type ThrowawayRedis } from '../../test/throwaway-redis';
import {
  startTwoInProcess,
  startTwoProcesses,
  type Instance,
  type TwoInstancesOnRedis,
} from '../../test/two-instances-on-redis';

/** A PostgreSQL server: with it the instances are processes of their own, as in production. */
const adminUrl = process.env.TEST_DATABASE_URL;
/** Longer than node-redis's and the adapter's 5-second time-outs, which ended instances before. */
const OUTAGE_MS = 8_000;
/** What may pass between Redis accepting connections again and events crossing instances. */
const RECOVERY_MS = 15_000;

interface Answer {
  instance: Instance['name'];
  kind: 'message' | 'probe' | 'sign-in' | 'unread' | 'health' | 'sign-out';
  status: number;
  at: number;
  /** The health answer's view of Redis. */
  redis?: string;
  /** A stored message's id (201). */
  messageId?: string;
}

/**
 * Issue 27, point 1: Redis killed with SIGKILL under traffic to two instances, then started again
 * on the same port (decision 052).
 */
describe('two instances while Redis is killed and comes back', () => {
  let redis: ThrowawayRedis;
  let cluster: TwoInstancesOnRedis;
  const sockets: Socket[] = [];
  const answers: Answer[] = [];
  const waiters: Array<{ matches: (answer: Answer) => boolean; resolve: () => void }> = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    const env = { LOGINS_PER_15_MINUTES: '5' };
    cluster = adminUrl
      ? await startTwoProcesses(redis.url, env)
      : await startTwoInProcess(redis.url, env);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.close();
    await redis?.destroy();
  }, 60_000);

  /** Resolves with `promise`, or fails as soon as an instance exits. */
  const unlessAnInstanceExits = <T>(promise: Promise<T>) =>
    Promise.race([promise, cluster.a.exited, cluster.b.exited]);

  /** Resolves when a later answer matches: the test moves on events, never on time. */
  const nextAnswer = (matches: (answer: Answer) => boolean) =>
    unlessAnInstanceExits(new Promise<void>((resolve) => waiters.push({ matches, resolve })));

  const onBoth = (matches: (answer: Answer, instance: Instance) => boolean) =>
    Promise.all(
      [cluster.a, cluster.b].map((instance) =>
        nextAnswer((answer) => answer.instance === instance.name && matches(answer, instance)),
      ),
    );

  async function call(
    instance: Instance,
    kind: Answer['kind'],
    method: string,
    path: string,
    { token, body }: { token?: string; body?: object } = {},
  ): Promise<Answer> {
    const response = await fetch(instance.base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => null);
    const json = (await response?.json().catch(() => null)) as {
      data?: { _id?: string; redis?: string };
    } | null;
    const answer: Answer = {
      instance: instance.name,
      kind,
      status: response?.status ?? 0, // 0: no answer at all (refused or reset)
      at: Date.now(),
      redis: json?.data?.redis,
      messageId: response?.status === 201 ? json?.data?._id : undefined,
    };
    answers.push(answer);
    for (const waiter of [...waiters]) {
      if (waiter.matches(answer)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    return answer;
  }

  /** A message of the traffic, into the conversation read back at the end. */
  const send = (instance: Instance, text: string) =>
    call(instance, 'message', 'POST', `/api/chat/${cluster.people.conversationId}/messages`, {
      token: cluster.people.tradieToken,
      body: { body: text },
    });

  /** A message the test waits for, from another account (the traffic's meets its limit). */
  const sendProbe = (instance: Instance, text: string) =>
    call(instance, 'probe', 'POST', `/api/chat/${cluster.people.probeConversationId}/messages`, {
      token: cluster.people.probeToken,
      body: { body: text },
    });

  function open(instance: Instance, token: string, reconnection: boolean): Promise<Socket> {
    const socket = connect(instance.base, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token },
      reconnection,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  /** Resolves with the time the message `body` reaches `socket`. */
  const arrival = (socket: Socket, body: string) =>
    unlessAnInstanceExits(
      new Promise<number>((resolve) => {
        const listener = (event: ChatMessageEvent) => {
          if (event.message.body !== body) return;
          socket.off(realtimeEvents.chatMessage, listener);
          resolve(Date.now());
        };
        socket.on(realtimeEvents.chatMessage, listener);
      }),
    );

  /** Every message id the conversation holds, read page by page through the API. */
  async function storedMessageIds(): Promise<Set<string>> {
    const { a, people } = cluster;
    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '50', ...(cursor ? { cursor } : {}) });
      const page = await fetch(`${a.base}/api/chat/${people.conversationId}/messages?${query}`, {
        headers: { authorization: people.clientToken },
      });
      const { data } = (await page.json()) as {
        data: { items: { _id: string }[]; nextCursor: string | null };
      };
      for (const item of data.items) ids.add(item._id);
      cursor = data.nextCursor;
    } while (cursor);
    return ids;
  }

  it('keeps both up answering 2xx, 429 or 503, and shares events again within 15 s of its return', async () => {
    const { a, b, people } = cluster;

    // Events cross instances before anything goes wrong.
    const clientSocket = await open(a, people.clientToken, true);
    const before = arrival(clientSocket, 'Before the outage');
    expect((await sendProbe(b, 'Before the outage')).status).toBe(201);
    await before;

    let flowing = true;
    let sent = 0;
    const traffic = [a, b].map(async (instance) => {
      while (flowing) {
        sent += 1;
        await send(instance, `Traffic ${sent}`);
        await call(instance, 'sign-in', 'POST', '/api/user/login', { body: people.signer });
        await call(instance, 'unread', 'GET', '/api/chat/unreadCount', {
          token: people.clientToken,
        });
        await call(instance, 'health', 'GET', '/api/health');
      }
    });
    await onBoth((answer) => answer.kind === 'health' && answer.status === 200);

    // Two sessions with a socket on B, to be signed out while Redis is away: one through B, one
    // through A.
    const [signedOutOnB, signedOutOnA] = people.spareTokens;
    const socketSignedOutOnB = await open(b, signedOutOnB, false);
    const socketSignedOutOnA = await open(b, signedOutOnA, true);

    await redis.kill();
    const killedAt = Date.now();
    await onBoth((x) => x.kind === 'health' && x.redis === 'down');

    // An event still reaches the sockets of the instance that sends it.
    const local = arrival(clientSocket, 'While Redis is away');
    expect((await sendProbe(a, 'While Redis is away')).status).toBe(201);
    await local;

    // Signing out cuts the session's sockets on the instance asked; elsewhere they wait for Redis.
    const cut = new Promise((resolve) => socketSignedOutOnB.once('disconnect', resolve));
    const signOutB = await call(b, 'sign-out', 'POST', '/api/user/logout', { token: signedOutOnB });
    expect(signOutB.status).toBe(200);
    await expect(unlessAnInstanceExits(cut)).resolves.toBe('io server disconnect');
    const signOutA = await call(a, 'sign-out', 'POST', '/api/user/logout', { token: signedOutOnA });
    expect(signOutA.status).toBe(200);

    // Sign-ins are still limited (each instance counting its own), and both instances serve on
    // well past the Redis client's and the adapter's time-outs.
    await onBoth((x) => x.kind === 'sign-in' && x.status === 429 && x.at > killedAt);
    await onBoth((x) => x.at - killedAt > OUTAGE_MS);

    const caughtUp = new Promise<void>((resolve) => clientSocket.once('connect', () => resolve()));
    const refused = new Promise<Error>((resolve) =>
      socketSignedOutOnA.once('connect_error', resolve),
    );
    await redis.start();
    const restartedAt = Date.now();
    await onBoth((x) => x.kind === 'health' && x.redis === 'up' && x.at > restartedAt);
    // A's sockets reconnect to catch up; on B, the session signed out through A is refused then.
    await unlessAnInstanceExits(caughtUp);
    expect((await unlessAnInstanceExits(refused)).message).toBe('Sign in to receive updates');

    const after = arrival(clientSocket, 'After the outage');
    expect((await sendProbe(b, 'After the outage')).status).toBe(201);
    expect((await after) - restartedAt).toBeLessThanOrEqual(RECOVERY_MS);

    flowing = false;
    await Promise.all(traffic);
    expect(a.problem() ?? b.problem()).toBeNull();
    const unexpected = answers.filter(
      ({ status }) => !((status >= 200 && status < 300) || status === 429 || status === 503),
    );
    expect(unexpected).toEqual([]);
    for (const instance of [a, b]) {
      const whileAway = answers.filter(
        (x) => x.instance === instance.name && x.at > killedAt && x.at < restartedAt,
      );
      expect(whileAway.length).toBeGreaterThan(10);
    }

    // Every message acknowledged with 201, while Redis was away too, is in the conversation.
    const acknowledged = answers.flatMap((x) =>
      x.kind === 'message' && x.messageId ? [x.messageId] : [],
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await storedMessageIds();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 240_000);
});
