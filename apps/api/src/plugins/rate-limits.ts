import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { RedisClientType } from 'redis';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../lib/app-error';
import { openRedis, withDeadline } from '../lib/redis-clients';

/** How long until a limit lets someone try again, in words ("1 minute", "15 minutes"). */
export function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  messages.http.tooManyAttempts(minutes(retryAfterSeconds));

/**
 * A route's request limit, for its `config`: at most `max` requests per `windowMs` for each key
 * (the client's address unless `by` says otherwise: an account, an address and an email…),
 * refused with 429 RATE_LIMITED, `Retry-After` and `message`. A limit by address counts every
 * request as it arrives (`onRequest`), before its body is even parsed; one with `by` counts at
 * `preHandler`, after the access rules (so `by` can name the signed-in user) and still before the
 * handler reads or decodes an upload.
 */
export function limitRequests(options: {
  max: number;
  windowMs: number;
  by?: (request: FastifyRequest) => string | Promise<string>;
  message?: (retryAfterSeconds: number) => string;
}): { rateLimit: RateLimitOptions } {
  const message = options.message ?? tooManyAttempts;
  return {
    rateLimit: {
      max: options.max,
      timeWindow: options.windowMs,
      hook: options.by ? 'preHandler' : 'onRequest',
      ...(options.by ? { keyGenerator: options.by } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', message(Math.ceil(context.ttl / 1000))),
    },
  };
}

/**
 * A second limit on a route that has one already (`limitRequests`), as a `preHandler`: the
 * library runs one route limit per request, so this one counts through `app.createRateLimit`.
 * `name` keeps its keys apart from every other limit's.
 */
export function limitAlso(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    windowMs: number;
    by: (request: FastifyRequest) => string;
    message?: (retryAfterSeconds: number) => string;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${options.by(request)}`,
  });
  const message = options.message ?? tooManyAttempts;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const window = await limiter(request);
    if (window.isAllowed || !window.isExceeded) return;
    reply.header('retry-after', String(window.ttlInSeconds));
    throw new AppError('RATE_LIMITED', message(window.ttlInSeconds));
  };
}

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** INCR, the window's expiry set by the first event only, and the time left: one atomic step. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** The count and time left, without counting. */
const READ_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return { 0, 0 } end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return { tonumber(count), ttl }`;

/** How long a request waits for Redis to count it before this process counts it instead. */
const REDIS_ANSWER_MS = 1_000;

interface WindowCount {
  current: number;
  ttl: number;
}

/** This process's own count, for while Redis cannot answer: a fixed window per key. */
function localWindows() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  const open = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  };
  return {
    incr(key: string, windowMs: number): WindowCount {
      const now = Date.now();
      let window = open(key, now);
      if (!window) {
        window = { current: 0, endsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        }
      }
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - now };
    },
    read(key: string): WindowCount {
      const window = open(key, Date.now());
      return window
        ? { current: window.current, ttl: window.endsAt - Date.now() }
        : { current: 0, ttl: 0 };
    },
  };
}

/**
 * A store for @fastify/rate-limit (its documented `store` option) over the app's node-redis
 * client, so every instance counts the same windows. The library's own Redis store needs
 * ioredis, a second Redis client library. While Redis cannot answer, this process counts on its
 * own (and says so once): an outage neither blocks sign-ins nor lifts the limits.
 */
export function redisStore(
  client: Pick<RedisClientType, 'eval'>,
  onError: (error: unknown) => void,
  prefix = 'rate-limit:',
) {
  const local = localWindows();
  let failing = false;

  async function attempt(
    run: () => Promise<WindowCount>,
    fallback: () => WindowCount,
    callback: IncrementCallback,
  ) {
    try {
      const result = await run();
      failing = false;
      callback(null, result);
    } catch (error) {
      if (!failing) onError(error);
      failing = true;
      callback(null, fallback());
    }
  }

  const evalScript = async (script: string, key: string, args: string[]) => {
    const reply = client.eval(script, { keys: [key], arguments: args });
    const [current, ttl] = (await withDeadline(reply, REDIS_ANSWER_MS, 'rate limit')) as [
      number,
      number,
    ];
    return { current, ttl };
  };

  return class RedisRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = prefix,
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number) {
      const full = this.namespace + key;
      void attempt(
        async () => {
          const { current, ttl } = await evalScript(INCREMENT_SCRIPT, full, [String(timeWindow)]);
          return { current, ttl: ttl > 0 ? ttl : timeWindow };
        },
        () => local.incr(full, timeWindow),
        callback,
      );
    }

    read(key: string, callback: IncrementCallback) {
      const full = this.namespace + key;
      void attempt(
        () => evalScript(READ_SCRIPT, full, []),
        () => local.read(full),
        callback,
      );
    }

    /**
     * Each route counts in windows of its own. The library passes the route's merged limit
     * options, the route under `routeInfo` (empty for `createRateLimit`, whose keys are named).
     */
    child(routeOptions: RouteOptions & { path: string; prefix: string }) {
      const { routeInfo } = routeOptions as unknown as {
        routeInfo?: { method?: string; url?: string };
      };
      const route = `${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}`;
      return new RedisRateLimitStore(undefined, `${this.namespace}${route}:`);
    }
  };
}

/**
 * @fastify/rate-limit for the whole app: no global limit, each route declares its own with
 * `limitRequests`, and `app.createRateLimit` serves the sign-in lockout. With `redisUrl` the
 * windows live in Redis, shared by every instance; otherwise in this process.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redisUrl?: string }) {
  let store: ReturnType<typeof redisStore> | undefined;
  if (options.redisUrl) {
    // Commands fail at once while Redis is unreachable instead of queueing, and give up after a
    // second when it does not answer: the store then counts in this process (decision 052).
    const link = await openRedis(app, {
      url: options.redisUrl,
      name: 'rate limits',
      consequence: 'each instance counts rate limits on its own',
      commandTimeoutMs: REDIS_ANSWER_MS,
      failFast: true,
    });
    store = redisStore(link.client, (error) =>
      app.log.error({ err: error }, 'Rate limits are counted per instance until Redis answers'),
    );
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(store ? { store } : { cache: 50_000 }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', tooManyAttempts(Math.ceil(context.ttl / 1000))),
  });
}
