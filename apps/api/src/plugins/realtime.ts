import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  realtimePath,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@trademate/shared/realtime';
import type { RealtimePublisher } from '../lib/realtime-publisher';
import { openRedis, withDeadline, withoutStrayRejections } from '../lib/redis-clients';
import { trustFunction, type TrustFunction } from '../lib/trust-proxy';
import { cookieNames } from './cookies';
import { isSameOrigin } from './same-origin';

interface SocketData {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

/** Waits at most this long for the other instances to answer who is connected. */
const INSTANCES_ANSWER_MS = 2_000;

/** The room of one session's sockets, so that signing out reaches them on every instance. */
function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The longest delay a timer takes (about 24.8 days); a session is far shorter. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends events to users' sockets; services take it and call it after their commit. */
    realtime: RealtimePublisher & {
      /**
       * Disconnects, on every instance, the user's sockets opened with a session that has just been
       * revoked: that one session, or every session but the one kept (none: all of them).
       */
      disconnectSessions(
        userId: string,
        revoked: { session: string } | { allBut: string | null },
      ): Promise<void>;
      /** Whether the user has a socket open on any instance (they are on the site). */
      isOnline(userId: string): Promise<boolean>;
      /** How many signed-in sockets are open on this instance (the metrics, decision 065). */
      localSocketCount(): number;
    };
  }
}

export class HandshakeRefused extends Error {
  override name = 'HandshakeRefused';
}

/** The entry the nearest proxy added (the last), as Fastify reads forwarded headers. */
function lastForwarded(value: string | string[] | undefined): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last?.split(',').at(-1)?.trim() || undefined;
}

/** Who each session token signs in (the accounts module answers, one query for all), or null. */
export type SessionAuthenticator = (
  tokens: string[],
) => Promise<Array<{ userId: string; sessionId: string; sessionExpiresAt: Date } | null>>;

/** The most tokens checked in one query. */
const MAX_TOKENS_PER_CHECK = 200;

/**
 * Checks tokens one by one for its callers, gathering those that arrive in the same turn of the
 * event loop into one call of `authenticate`: a burst of handshakes (every client reconnecting
 * after a restart) costs one session query per batch instead of one per socket, and a lone
 * handshake waits for no one.
 */
function gatherTokens(authenticate: SessionAuthenticator) {
  const waiting: Array<{
    token: string;
    resolve: (result: Awaited<ReturnType<SessionAuthenticator>>[number]) => void;
    reject: (error: unknown) => void;
  }> = [];
  const check = () => {
    const batch = waiting.splice(0, MAX_TOKENS_PER_CHECK);
    if (waiting.length > 0) setImmediate(check);
    authenticate(batch.map((entry) => entry.token)).then(
      (results) => batch.forEach((entry, index) => entry.resolve(results[index] ?? null)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return (token: string) =>
    new Promise<Awaited<ReturnType<SessionAuthenticator>>[number]>((resolve, reject) => {
      waiting.push({ token, resolve, reject });
      if (waiting.length === 1) setImmediate(check);
    });
}

/**
 * Who opens this socket: the token given in the handshake's `auth`, else the session cookie,
 * checked exactly as an HTTP request's. A cookie is sent by the browser whatever page opens the
 * socket, so with a cookie the handshake must come from this site (as unsafe HTTP requests must).
 */
async function authenticateHandshake(
  app: FastifyInstance,
  socket: RealtimeSocket,
  isTrustedProxy: TrustFunction,
  authenticate: ReturnType<typeof gatherTokens>,
): Promise<SocketData> {
  const { handshake } = socket;
  const given: unknown = handshake.auth?.token;
  // The same value as the Authorization header, with or without its "Bearer " scheme.
  let token = typeof given === 'string' ? given.replace(/^Bearer\s+/i, '').trim() : '';
  if (token === '') {
    const cookieHeader = handshake.headers.cookie;
    token = (cookieHeader && app.parseCookie(cookieHeader)[cookieNames.token]) || '';
    if (token === '') throw new HandshakeRefused('Sign in to receive updates');
    // Forwarded headers count only from a trusted proxy, as for HTTP requests (TRUST_PROXY).
    const behindProxy = isTrustedProxy(handshake.address, 0);
    const protocol =
      (behindProxy && lastForwarded(handshake.headers['x-forwarded-proto'])) ||
      (handshake.secure ? 'https' : 'http');
    const host =
      (behindProxy && lastForwarded(handshake.headers['x-forwarded-host'])) ||
      handshake.headers.host;
    const isAllowed =
      host !== undefined &&
      isSameOrigin(
        { origin: handshake.headers.origin, fetchSite: handshake.headers['sec-fetch-site'] },
        `${protocol}://${host}`,
      );
    if (!isAllowed) throw new HandshakeRefused('Cross-site requests are not allowed');
  }
  const auth = await authenticate(token);
  if (!auth) throw new HandshakeRefused('Sign in to receive updates');
  return { userId: auth.userId, sessionId: auth.sessionId, expiresAt: auth.sessionExpiresAt };
}

/**
 * Socket.IO on the app's own HTTP server, at the contract's path. A socket is a signed-in user's
 * and joins their room only; it sends nothing. With `redisUrl`, events and disconnections reach
 * every instance through Redis.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: { redisUrl?: string; channel?: string; authenticate: SessionAuthenticator },
) {
  const io: RealtimeServer = new Server(app.server, {
    path: realtimePath,
    serveClient: false,
    // Sockets only receive small events: compressing each frame would cost every socket a zlib
    // context (tens of kilobytes) for next to no saving (decision 038).
    perMessageDeflate: false,
    // A client sends nothing but its handshake (its token included): refuse anything bigger.
    maxHttpBufferSize: 16 * 1024,
  });

  if (options.redisUrl) {
    await useRedisAdapter(app, io, options.redisUrl, options.channel ?? 'trademate');
  }

  const isTrustedProxy = trustFunction(app.config.trustProxy);
  const authenticate = gatherTokens(options.authenticate);
  io.use((socket, next) => {
    authenticateHandshake(app, socket, isTrustedProxy, authenticate).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => {
        if (error instanceof HandshakeRefused) return next(error);
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('Something went wrong'));
      },
    );
  });

  io.on('connection', (socket) => {
    // The handshake's HTTP request, headers and token have done their work: kept, they would cost
    // every socket for its whole life (decision 038). Who the socket is stays in `socket.data`.
    (socket.conn as { request?: unknown }).request = undefined;
    socket.handshake.headers = {};
    socket.handshake.auth = {};
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    // A socket lives no longer than its session: at the session's end it is cut, and the client's
    // reconnection is refused like any request with that token.
    const untilExpiry = Math.min(socket.data.expiresAt.getTime() - Date.now(), MAX_TIMER_MS);
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(untilExpiry, 0));
    expiry.unref();
    socket.once('disconnect', () => clearTimeout(expiry));
    // Sockets only listen: anything sent is a misbehaving client.
    socket.onAny(() => socket.disconnect(true));
  });

  let everyInstanceAnswers = true;
  /**
   * The user's sockets on every instance; while the instances cannot be asked (Redis is away, or
   * one does not answer in time), this instance's own (decision 052).
   */
  async function socketsOf(userId: string) {
    const room = userRoom(userId);
    try {
      // The adapter's own wait covers the instances' answers, not Redis's reply to its question.
      const asked = io.in(room).fetchSockets();
      const sockets = await withDeadline(asked, INSTANCES_ANSWER_MS, 'sockets on every instance');
      everyInstanceAnswers = true;
      return sockets;
    } catch (error) {
      if (everyInstanceAnswers) {
        app.log.warn({ err: error }, 'Other instances cannot be asked: sockets here only');
      }
      everyInstanceAnswers = false;
      return io.local.in(room).fetchSockets();
    }
  }

  app.decorate('realtime', {
    toUser(userId, event, payload) {
      // One emitter per event: the payload types follow the event name.
      (io.to(userRoom(userId)).emit as (name: string, body: unknown) => boolean)(event, payload);
    },
    async disconnectSessions(userId, revoked) {
      // By room, without asking who is where. The Redis adapter cuts even this instance's sockets
      // only when its own word comes back through Redis, so they are cut here first, whatever
      // Redis does; the other instances' go when the word reaches them, which while Redis is away
      // means when it is back (decision 052).
      const revokedSockets = (of: typeof io | typeof io.local) => {
        if ('session' in revoked) return of.in(sessionRoom(revoked.session));
        const sockets = of.in(userRoom(userId));
        return revoked.allBut ? sockets.except(sessionRoom(revoked.allBut)) : sockets;
      };
      revokedSockets(io.local).disconnectSockets(true);
      revokedSockets(io).disconnectSockets(true);
    },
    async isOnline(userId) {
      return (await socketsOf(userId)).length > 0;
    },
    localSocketCount: () => io.of('/').sockets.size,
  });

  // Before the HTTP server closes: open sockets would otherwise hold it open. Each connection is
  // closed under its socket without a DISCONNECT packet, which would tell the client to stay
  // away (`io server disconnect`): the client sees a lost connection (`transport close`) and
  // reconnects, through the load balancer to another instance, and catches up (decision 069).
  app.addHook('preClose', async () => {
    io.engine.close();
    await io.of('/').adapter.close();
  });
}

/**
 * Joins the instances through Redis (`@socket.io/redis-adapter`, one publishing and one
 * subscribed connection) so that an event or a disconnection reaches a user's sockets on every
 * instance. While Redis is away, events still reach the sockets of the instance that sends them
 * and are not kept for the others (decision 052); once this instance hears Redis again, its
 * sockets are made to reconnect, and clients catch up from the API as after any reconnection.
 */
async function useRedisAdapter(
  app: FastifyInstance,
  io: RealtimeServer,
  url: string,
  channel: string,
): Promise<void> {
  const consequence = 'real-time events reach only the sockets of the instance that sends them';
  // node-redis's adapter is loaded only when Redis is configured (decision 045).
  const [{ createAdapter }, publisher, subscriber] = await Promise.all([
    import('@socket.io/redis-adapter'),
    // An event that cannot be published now is dropped at once, not queued for later.
    openRedis(app, {
      url,
      name: 'real-time publisher',
      consequence,
      commandTimeoutMs: 2_000,
      failFast: true,
    }),
    // Subscriptions asked for while Redis is away are sent when it is back.
    openRedis(app, {
      url,
      name: 'real-time subscriber',
      consequence,
      commandTimeoutMs: 2_000,
      failFast: false,
    }),
  ]);
  // Redis being away is logged once by its connections: each command lost to it is a detail.
  const notSent = (error: unknown) => app.log.debug({ err: error }, 'real-time command not sent');
  io.adapter(
    createAdapter(
      withoutStrayRejections(publisher.client, notSent),
      withoutStrayRejections(subscriber.client, notSent),
      { key: channel, requestsTimeout: INSTANCES_ANSWER_MS },
    ),
  );
  subscriber.onReconnected(() => {
    // Closing the connection, not disconnecting the socket: a client reconnects by itself after
    // a lost connection (and catches up), but not after the server has said goodbye.
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  });
}
