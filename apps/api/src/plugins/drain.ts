import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a kept-alive connection may sit idle before the server closes it. Every answer
 * announces it (`Keep-Alive: timeout=5`), and HTTP clients that honour the announcement (undici,
 * Node's agent when it has an idle time of its own) stop reusing a connection a second or more
 * before it runs out; one that does not must retry a reset (decision 094). It is under the
 * drain's ceiling, so a draining server can wait for every idle connection to run out rather
 * than close one under a request a client is sending (decision 054).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** How long a shutdown waits for connections to finish before it closes those still open. */
export const DRAIN_CEILING_MS = 10_000;

/**
 * Makes `app.close()` drain the server before anything else closes (decision 054): it stops
 * listening; every request that still arrives on an open connection is served and answered with
 * `Connection: close`, which ends that connection right after its answer; idle connections end
 * when their keep-alive time runs out; after `DRAIN_CEILING_MS` whatever is still open is closed.
 * The process calls it once the app is built, in production: its hook then runs after the
 * real-time plugin's, which lets the sockets go first. Tests that build an app close it at once.
 */
export function drainOnClose(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    if (!server.listening) return done();
    // Ahead of Fastify and Socket.IO, so it reaches every answer, whoever writes it.
    server.prependListener('request', (_request, response) => {
      response.setHeader('connection', 'close');
    });
    const ceiling = setTimeout(() => {
      app.log.warn(
        `Connections still open ${DRAIN_CEILING_MS / 1000} s into the shutdown were closed`,
      );
      server.closeAllConnections();
    }, DRAIN_CEILING_MS);
    // net.Server's close, not http.Server's: the latter also drops every idle kept-alive
    // connection at once, which resets a client that is sending its next request on one.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(ceiling);
      done();
    });
  });
}
