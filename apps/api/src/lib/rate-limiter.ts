import type { RedisClientType } from 'redis';
import { AppError } from './app-error';

/** A fixed window's count and how long it has left. */
export interface WindowState {
  count: number;
  msLeft: number;
}

/** Where rate-limit windows are counted: this process, or Redis for every instance at once. */
export interface RateLimitStore {
  /** Counts one event under `key`, opening a window of `windowMs` if none is open. */
  increment(key: string, windowMs: number): Promise<WindowState>;
  /** The open window under `key`, if any, without counting. */
  peek(key: string): Promise<WindowState | null>;
  delete(key: string): Promise<void>;
}

/** Windows kept in this process: one instance's own count. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  const open = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetsAt > now ? window : undefined;
  };
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      let window = open(key, now);
      if (!window) {
        window = { count: 0, resetsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.resetsAt <= now) windows.delete(k);
        }
      }
      window.count += 1;
      return { count: window.count, msLeft: window.resetsAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const window = open(key, now);
      return window ? { count: window.count, msLeft: window.resetsAt - now } : null;
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

/** INCR, the window's expiry set by the first event only, and the time left: one atomic step. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const KEY_PREFIX = 'rate-limit:';

/**
 * Windows in Redis, shared by every instance: a limit means the same behind a load balancer as on
 * one server. While Redis cannot answer, this process counts on its own (and says so once), so a
 * Redis outage neither blocks sign-ins nor lifts the limits.
 */
export function redisRateLimitStore(
  client: Pick<RedisClientType, 'eval' | 'get' | 'pTTL' | 'del'>,
  onError: (error: unknown) => void,
): RateLimitStore {
  const local = memoryRateLimitStore();
  let failing = false;
  async function attempt<T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      failing = false;
      return result;
    } catch (error) {
      if (!failing) onError(error);
      failing = true;
      return fallback();
    }
  }
  return {
    increment: (key, windowMs) =>
      attempt(
        async () => {
          const [count, msLeft] = (await client.eval(INCREMENT_SCRIPT, {
            keys: [KEY_PREFIX + key],
            arguments: [String(windowMs)],
          })) as [number, number];
          return { count, msLeft: msLeft > 0 ? msLeft : windowMs };
        },
        () => local.increment(key, windowMs),
      ),
    peek: (key) =>
      attempt(
        async () => {
          const [count, msLeft] = await Promise.all([
            client.get(KEY_PREFIX + key),
            client.pTTL(KEY_PREFIX + key),
          ]);
          return count === null || msLeft <= 0 ? null : { count: Number(count), msLeft };
        },
        () => local.peek(key),
      ),
    delete: (key) =>
      attempt(
        async () => {
          await client.del(KEY_PREFIX + key);
        },
        () => local.delete(key),
      ),
  };
}

/**
 * A fixed-window limit named `name` (its keys never meet another limit's): `max` events per key
 * per `windowMs`, counted in `store`.
 */
export function createRateLimiter(
  store: RateLimitStore,
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
) {
  const keyOf = (key: string) => `${name}:${key}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    /** Counts one event; throws RATE_LIMITED once the window's budget is spent. */
    async hit(key: string, message: (retryAfterSeconds: number) => string): Promise<void> {
      const window = await store.increment(keyOf(key), windowMs);
      if (window.count > max) throw new AppError('RATE_LIMITED', message(seconds(window.msLeft)));
    },
    /** Seconds until the key has budget again (0: it has some now), without counting. */
    async isBlocked(key: string): Promise<number> {
      const window = await store.peek(keyOf(key));
      return window && window.count >= max ? seconds(window.msLeft) : 0;
    },
    async reset(key: string): Promise<void> {
      await store.delete(keyOf(key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
}
