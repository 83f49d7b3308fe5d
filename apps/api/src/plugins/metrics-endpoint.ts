import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** Where the metrics are on the main port, and on their own listener. */
export const METRICS_PATH = '/api/metrics';
export const METRICS_LISTENER_PATH = '/metrics';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether an `Authorization` header carries `token` as its bearer token, compared in constant time
 * (both sides hashed first, so neither the token's length nor its first differing character shows
 * in the time taken).
 */
export function isBearerOf(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Serves the registry's Prometheus text, never to the public (decision 065): with a token, at
 * `/api/metrics` on the app's own port to a bearer of it, and anyone else gets the same 404 as an
 * address that does not exist; with a port, on a listener of its own (loopback unless
 * `METRICS_HOST` says otherwise) started when the app listens, asking for the token too if set.
 */
export function serveMetrics(app: FastifyInstance, registry: Registry): void {
  const { token, port, host } = app.config.metrics;
  if (token !== null) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!isBearerOf(request.headers.authorization, token)) return reply.callNotFound();
      const text = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  }
  if (port === null) return;

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    const isAllowed = token === null || isBearerOf(request.headers.authorization, token);
    if (request.method !== 'GET' || path !== METRICS_LISTENER_PATH || !isAllowed) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Could not collect the metrics');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect\n');
      },
    );
  };
  const listener = createServer(answer);
  // Only when the app itself listens: an operator command building the app opens no port.
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve) => {
      listener.once('error', (error) => {
        app.log.error({ err: error, port, host }, 'The metrics listener could not start');
        resolve();
      });
      listener.listen(port, host, () => {
        app.log.info({ port, host }, 'metrics listening');
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!listener.listening) return;
    listener.closeAllConnections();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });
}
