import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, type ThrowawayRedis } from '../../test/throwaway-redis';
import {
  isRedisConnectionError,
  openRedis,
  reconnectDelay,
  RedisDeadlineError,
  redisLinksOf,
  withDeadline,
  withoutStrayRejections,
  type RedisLink,
} from './redis-clients';

interface LogLine {
  level: number;
  msg: string;
  redis?: string;
}

describe('reconnectDelay', () => {
  it('doubles from 100 ms to at most 2 s, with under a quarter second of jitter, and never gives up', () => {
    for (const [retries, base] of [
      [0, 100],
      [1, 200],
      [3, 800],
      [5, 2_000],
      [1_000, 2_000],
    ] as const) {
      const delay = reconnectDelay(retries);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThan(base + 250);
    }
  });
});

/** node-redis connections against a Redis server of the test's own, killed, hung and restarted. */
describe('openRedis', () => {
  let redis: ThrowawayRedis;
  let app: FastifyInstance;
  let lines: LogLine[];
  const waiters: Array<{ matches: (line: LogLine) => boolean; resolve: () => void }> = [];
  const links: RedisLink[] = [];

  /** Resolves at the next log line that matches. */
  const nextLine = (matches: (line: LogLine) => boolean) =>
    new Promise<void>((resolve) => waiters.push({ matches, resolve }));

  beforeAll(async () => {
    redis = await startThrowawayRedis();
  });
  afterAll(async () => {
    await redis.destroy();
  });

  async function open(options: { failFast: boolean }) {
    lines = [];
    app = Fastify({
      logger: {
        level: 'debug',
        stream: {
          write(text: string) {
            const line = JSON.parse(text) as LogLine;
            lines.push(line);
            for (const waiter of [...waiters]) {
              if (!waiter.matches(line)) continue;
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve();
            }
          },
        },
      },
    });
    const link = await openRedis(app, {
      url: redis.url,
      name: 'test',
      consequence: 'nothing is shared',
      commandTimeoutMs: 2_000,
      failFast: options.failFast,
    });
    links.push(link);
    return link;
  }

  afterEach(async () => {
    redis.thaw();
    if (!redis.isRunning()) await redis.start();
    await Promise.all(links.splice(0).map((link) => link.close()));
    await app.close();
  });

  it('reconnects by itself when Redis is back, logging the outage once and the return once', async () => {
    const link = await open({ failFast: true });
    expect(link.isReady).toBe(true);
    expect(redisLinksOf(app)).toEqual([link]);
    let reconnections = 0;
    const reconnected = new Promise<void>((resolve) =>
      link.onReconnected(() => {
        reconnections += 1;
        resolve();
      }),
    );

    const away = nextLine((line) => line.msg.startsWith('Redis is unreachable'));
    const retried = nextLine((line) => line.msg === 'redis still unreachable');
    await redis.kill();
    await away;
    await retried;
    expect(link.isReady).toBe(false);
    // While it is away, a command fails at once instead of waiting for it.
    const offline = await link.client.ping().catch((error: unknown) => error);
    expect(isRedisConnectionError(offline)).toBe(true);

    const back = nextLine((line) => line.msg === 'Redis answers again');
    await redis.start();
    await reconnected;
    await back;
    expect(link.isReady).toBe(true);
    await expect(link.client.ping()).resolves.toBe('PONG');
    expect(reconnections).toBe(1);
    const outageLines = lines.filter((line) => line.level >= 50);
    expect(outageLines.map((line) => [line.msg, line.redis])).toEqual([
      ['Redis is unreachable: nothing is shared until it answers', 'test'],
    ]);
  });

  it('starts without Redis and connects once it is there', async () => {
    await redis.kill();
    const link = await open({ failFast: true });
    expect(link.isReady).toBe(false);
    const reconnected = new Promise<void>((resolve) => link.onReconnected(resolve));
    await redis.start();
    await reconnected;
    await expect(link.client.ping()).resolves.toBe('PONG');
  });

  it('stops waiting for a reply Redis does not send at the deadline, and closes at once', async () => {
    const link = await open({ failFast: true });
    redis.freeze();
    // Written to a connection that stays open: only the deadline ends the wait.
    const error = await withDeadline(link.client.ping(), 200, 'PING').catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(RedisDeadlineError);
    expect((error as Error).message).toBe('PING: no answer within 200 ms');
    expect(isRedisConnectionError(error)).toBe(true);
    // A client that waits for replies Redis will not send is cut rather than left hanging.
    await link.close();
    expect(link.client.isOpen).toBe(false);
  });

  it('hands the failures of unanswered PUBLISH and SUBSCRIBE to a callback, while awaited commands still fail', async () => {
    const link = await open({ failFast: true });
    const failures: unknown[] = [];
    const safe = withoutStrayRejections(link.client, (error) => failures.push(error));
    await expect(safe.publish('channel', 'before')).resolves.toBe(0);
    expect(safe.isReady).toBe(true);

    const away = nextLine((line) => line.msg.startsWith('Redis is unreachable'));
    await redis.kill();
    await away;
    // Neither rejects: an adapter that drops these promises would otherwise end the process.
    await expect(safe.publish('channel', 'while away')).resolves.toBeUndefined();
    await expect(safe.subscribe('channel', () => {})).resolves.toBeUndefined();
    expect(failures).toHaveLength(2);
    expect(failures.every(isRedisConnectionError)).toBe(true);
    await expect(safe.sendCommand(['PUBSUB', 'NUMSUB', 'channel'])).rejects.toThrow(
      'The client is offline',
    );
  });

  it('tells Redis connection failures from other errors', async () => {
    await open({ failFast: true });
    expect(isRedisConnectionError(new Error('boom'))).toBe(false);
    expect(isRedisConnectionError('ECONNREFUSED')).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(isRedisConnectionError(refused)).toBe(true);
  });
});
