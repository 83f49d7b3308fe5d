import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRateLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limiter';

const redisUrl = process.env.TEST_REDIS_URL;
let redis: RedisClientType | undefined;

beforeAll(async () => {
  if (!redisUrl) return;
  redis = createClient({ url: redisUrl }) as RedisClientType;
  await redis.connect();
});
afterAll(async () => {
  await redis?.close();
});

const tooMany = (seconds: number) => `Try again in ${seconds} s`;

const stores: Array<[string, () => RateLimitStore]> = [
  ['in this process', () => memoryRateLimitStore()],
  ...(redisUrl
    ? ([
        [
          'in Redis',
          () =>
            redisRateLimitStore(redis!, (error) => {
              throw error;
            }),
        ],
      ] as Array<[string, () => RateLimitStore]>)
    : []),
];

describe.each(stores)('rate limits counted %s', (_where, makeStore) => {
  // Keys of their own per test: a Redis server outlives the test run.
  const key = () => randomUUID();

  it('lets `max` events through in a window, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter(makeStore(), 'test-limit', { max: 3, windowMs: 60_000 });
    const who = key();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.hit(who, tooMany);
    await expect(limiter.hit(who, tooMany)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Try again in 60 s',
    });
    expect(await limiter.isBlocked(who)).toBe(60);
    expect(await limiter.isBlocked(key())).toBe(0);
  });

  it('opens a fresh window once the last one ends, and forgets a key on reset', async () => {
    const limiter = createRateLimiter(makeStore(), 'test-limit', { max: 1, windowMs: 300 });
    const who = key();
    await limiter.hit(who, tooMany);
    await expect(limiter.hit(who, tooMany)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    await limiter.hit(who, tooMany);

    await limiter.reset(who);
    await limiter.hit(who, tooMany);
  });

  it('keeps separate counts for limits with different names', async () => {
    const store = makeStore();
    const signIns = createRateLimiter(store, 'sign-ins', { max: 1, windowMs: 60_000 });
    const tickets = createRateLimiter(store, 'tickets', { max: 1, windowMs: 60_000 });
    const who = key();
    await signIns.hit(who, tooMany);
    await tickets.hit(who, tooMany);
    await expect(signIns.hit(who, tooMany)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  it('counts the events of every instance together', async () => {
    const onError = (error: unknown) => {
      throw error;
    };
    const instanceA = createRateLimiter(redisRateLimitStore(redis!, onError), 'shared', {
      max: 2,
      windowMs: 60_000,
    });
    const instanceB = createRateLimiter(redisRateLimitStore(redis!, onError), 'shared', {
      max: 2,
      windowMs: 60_000,
    });
    const who = randomUUID();
    await instanceA.hit(who, tooMany);
    await instanceB.hit(who, tooMany);
    await expect(instanceA.hit(who, tooMany)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('rate limits while Redis cannot answer', () => {
  it('counts in this process instead, and reports the outage once', async () => {
    // A real client that is not connected: every command fails at once.
    const unreachable = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true });
    const onError = vi.fn();
    const limiter = createRateLimiter(
      redisRateLimitStore(unreachable as RedisClientType, onError),
      'outage',
      { max: 2, windowMs: 60_000 },
    );
    await limiter.hit('someone', tooMany);
    await limiter.hit('someone', tooMany);
    await expect(limiter.hit('someone', tooMany)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await limiter.isBlocked('someone')).toBe(60);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
