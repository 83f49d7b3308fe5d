import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: none of them depends on the request, so
 * every response gets the same list instead of helmet rebuilding its policy strings each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.fromEntries(headers);
}

/**
 * Security headers on every response. The SPA is built with no inline scripts, so scripts are
 * limited to our own origin; styles allow inline attributes for the UI library's positioning.
 * Connections go to our own origin only: `'self'` covers the real-time client's ws:/wss: to the
 * same host and port (CSP Level 3), so no other host can be written to. No page may be framed,
 * which `frame-ancestors` and the older X-Frame-Options (for browsers without CSP) both say.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
