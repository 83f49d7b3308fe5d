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
 * The origins Google Tag Manager and the Google Analytics 4 tags it loads use, as Google's guide
 * to Tag Manager under a content security policy lists them: allowed only when a container is
 * configured (`GTM_ID`, decision 068). Tags of other kinds (Ads, custom HTML) stay blocked.
 */
export const tagManagerSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const;

/**
 * Security headers on every response. The SPA is built with no inline scripts, so scripts are
 * limited to our own origin; styles allow inline attributes for the UI library's positioning.
 * Connections go to our own origin only: `'self'` covers the real-time client's ws:/wss: to the
 * same host and port (CSP Level 3), so no other host can be written to. No page may be framed,
 * which `frame-ancestors` and the older X-Frame-Options (for browsers without CSP) both say.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction, gtmId }: { isProduction: boolean; gtmId: string | null },
) {
  const tags = gtmId ? tagManagerSources : { script: [], img: [], connect: [] };
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tags.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tags.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tags.connect],
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
