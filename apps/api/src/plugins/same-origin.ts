import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request's `Origin` and `Sec-Fetch-Site` allow it to come from this site (`ownOrigin`,
 * the scheme and host it was addressed to). No `Origin` at all is not cross-site: browsers send
 * one with every cross-site request that matters here.
 */
export function isSameOrigin(
  headers: { origin: string | undefined; fetchSite: string | string[] | undefined },
  ownOrigin: string,
): boolean {
  if (headers.fetchSite === 'cross-site') return false;
  if (!headers.origin) return true;
  let originHost: string;
  try {
    originHost = new URL(headers.origin).host;
  } catch {
    return false;
  }
  // Through URL on both sides, so a default port (":80", ":443") compares equal to none.
  return originHost === new URL(ownOrigin).host;
}

/**
 * A state-changing request sent by a page of another site is refused (403): cookies alone never
 * authorise a cross-site form or script (login CSRF included).
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const isSameSite = isSameOrigin(
      { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
      `${request.protocol}://${request.host}`,
    );
    done(isSameSite ? undefined : new AppError('FORBIDDEN', 'Cross-site requests are not allowed'));
  });
}
