import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RedisClientType } from 'redis';

/** How long one attempt to reach Redis may take before the next is planned. */
const CONNECT_TIMEOUT_MS = 3_000;
/** How long a closing client may wait for its last replies before its socket is cut. */
const CLOSE_WAIT_MS = 1_000;
/**
 * The most commands one connection holds unanswered: a Redis that hangs with the connection open
 * would otherwise collect every event published meanwhile. More fail at once ("The queue is full").
 */
const MAX_PENDING = 10_000;

/**
 * The wait before reconnecting: doubling from 100 ms to at most 2 s, plus up to a quarter of a
 * second at random so that every instance does not knock at the same moment. It never gives up:
 * an instance reconnects however long Redis is away (decision 052).
 */
export function reconnectDelay(retries: number): number {
  return Math.min(100 * 2 ** retries, 2_000) + Math.floor(Math.random() * 250);
}

/** One connection to Redis that outlives Redis going away and coming back. */
export interface RedisLink {
  /** Names the connection in logs and in the health answer ("rate limits", …). */
  readonly name: string;
  readonly client: RedisClientType;
  /** Connected and answering commands now. */
  readonly isReady: boolean;
  /** Runs `listener` each time the connection is ready again after it was lost. */
  onReconnected(listener: () => void): void;
  /** Closes the connection: its last replies if Redis answers, at once if it does not. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every Redis connection the app holds; decorated by the first one opened. */
    redisLinks: RedisLink[];
  }
}

/** Every Redis connection the app holds (none without `REDIS_URL`), for its health answer. */
export function redisLinksOf(app: FastifyInstance): readonly RedisLink[] {
  return app.hasDecorator('redisLinks') ? app.redisLinks : [];
}

/** A Redis command, or a question to the other instances through Redis, not answered in time. */
export class RedisDeadlineError extends Error {
  override name = 'RedisDeadlineError';
}

/**
 * `promise`, or a `RedisDeadlineError` after `ms`. node-redis's own command time-out covers a
 * command only until it is written: one written to a Redis that hangs (a stopped process, a
 * network that drops packets) waits for its reply for as long as the connection lives. What
 * `promise` does after the deadline is ignored.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RedisDeadlineError(`${what}: no answer within ${ms} ms`)),
      ms,
    );
  });
  // A late failure has no one left to tell.
  promise.catch(() => {});
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The error classes of node-redis, once it is loaded (only with `REDIS_URL`, decision 045). */
let redisErrorClasses: Array<abstract new (...args: never[]) => Error> = [];

/**
 * Whether an error comes from a Redis connection: node-redis's own errors (a command timed out,
 * the client is offline or closed, the socket closed), a missed deadline, or a socket's system
 * error (a refused or reset connection). `server.ts` keeps the process up should one of these
 * ever go unhandled.
 */
export function isRedisConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RedisDeadlineError) return true;
  if (redisErrorClasses.some((errorClass) => error instanceof errorClass)) return true;
  return (
    redisErrorClasses.length > 0 && typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}

/**
 * Opens a node-redis client for `app` that handles Redis going away: its `error` events are
 * logged (once per outage, with `consequence`), it reconnects for ever (`reconnectDelay`), a
 * command not yet written gives up after `commandTimeoutMs` (callers bound the wait for a reply
 * with `withDeadline`), at most `MAX_PENDING` commands wait at once, and with `failFast` commands
 * fail at once while Redis is away instead of waiting in the client's queue. Resolves once the
 * first attempt to connect has succeeded or failed: an instance starts without Redis and
 * connects when it can. Closed with the app.
 */
export async function openRedis(
  app: FastifyInstance,
  options: {
    url: string;
    name: string;
    /** What the app does without this connection, for the outage's log line. */
    consequence: string;
    commandTimeoutMs: number;
    failFast: boolean;
  },
): Promise<RedisLink> {
  // node-redis is loaded only when Redis is configured (decision 045).
  const redis = await import('redis');
  redisErrorClasses = [
    redis.ClientClosedError,
    redis.ClientOfflineError,
    redis.ConnectionTimeoutError,
    redis.DisconnectsClientError,
    redis.ReconnectStrategyError,
    redis.SocketClosedUnexpectedlyError,
    redis.SocketTimeoutError,
    redis.TimeoutError,
  ];
  const client = redis.createClient({
    url: options.url,
    disableOfflineQueue: options.failFast,
    commandOptions: { timeout: options.commandTimeoutMs },
    commandsQueueMaxLength: MAX_PENDING,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => reconnectDelay(retries),
    },
  }) as RedisClientType;

  const log: FastifyBaseLogger = app.log.child({ redis: options.name });
  const reconnected: Array<() => void> = [];
  let state: 'connecting' | 'ready' | 'away' = 'connecting';
  client.on('error', (error: unknown) => {
    // An error on a connection that still answers is not an outage (a command's own failure).
    if (client.isReady) {
      log.error({ err: error }, 'redis error');
      return;
    }
    if (state === 'away') {
      log.debug({ err: error }, 'redis still unreachable');
      return;
    }
    state = 'away';
    log.error({ err: error }, `Redis is unreachable: ${options.consequence} until it answers`);
  });
  client.on('ready', () => {
    const wasAway = state === 'away';
    state = 'ready';
    if (!wasAway) return;
    log.info('Redis answers again');
    for (const listener of reconnected) listener();
  });

  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', () => resolve());
  });
  // Rejects only when the client is closed before it connects, which the app's close does.
  client.connect().catch(() => {});
  await firstAttempt;

  const link: RedisLink = {
    name: options.name,
    client,
    get isReady() {
      return client.isReady;
    },
    onReconnected(listener) {
      reconnected.push(listener);
    },
    async close() {
      if (!client.isOpen) return;
      if (client.isReady) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        });
        await Promise.race([client.close(), waited]);
        clearTimeout(timer);
      }
      // Whatever is still waiting (Redis away, or it did not answer in time) is failed now.
      client.destroy();
    },
  };
  if (!app.hasDecorator('redisLinks')) app.decorate('redisLinks', []);
  app.redisLinks.push(link);
  app.addHook('onClose', () => link.close());
  return link;
}

/**
 * The client as `@socket.io/redis-adapter` should see it: the adapter sends PUBLISH and
 * (UN)SUBSCRIBE without waiting for their answers, so when Redis is away their promises reject
 * with no one to catch them, and Node.js ends the process on such a rejection. Here those
 * methods hand their failure to `onFailure` and resolve instead. Everything else reaches the
 * client unchanged (bound to it), and commands the adapter waits for (`PUBSUB NUMSUB`, through
 * `sendCommand`) still fail to their callers.
 */
export function withoutStrayRejections<T extends object>(
  client: T,
  onFailure: (error: unknown) => void,
): T {
  const fireAndForget = new Set<PropertyKey>([
    'publish',
    'sPublish',
    'subscribe',
    'pSubscribe',
    'sSubscribe',
    'unsubscribe',
    'pUnsubscribe',
    'sUnsubscribe',
  ]);
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(property)) {
        const method = value as (...args: unknown[]) => unknown;
        wrapped.set(
          property,
          fireAndForget.has(property)
            ? (...args: unknown[]) => {
                let result: unknown;
                try {
                  result = method.apply(target, args);
                } catch (error) {
                  onFailure(error);
                  return Promise.resolve(undefined);
                }
                if (!(result instanceof Promise)) return result;
                return result.catch((error: unknown) => {
                  onFailure(error);
                  return undefined;
                });
              }
            : method.bind(target),
        );
      }
      return wrapped.get(property);
    },
  });
}
