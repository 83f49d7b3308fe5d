import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorCode } from '@trademate/shared/errors';
import type { ErrorEnvelope } from '@trademate/shared/schemas/common';
import * as messages from '@trademate/shared/messages';
import { AppError, type FieldError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-errors';

/** The longest path parameter the router matches (its `maxParamLength`); a longer one is a 414. */
export const MAX_PARAM_LENGTH = 200;
const PARAM_TOO_LONG = messages.http.partTooLong(MAX_PARAM_LENGTH);

const GENERIC_500 = messages.http.serverError;
/** How long a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function envelope(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
): ErrorEnvelope {
  return errors
    ? { responseCode: status, code, message, errors }
    : { responseCode: status, code, message };
}

function pathOf(instancePath: string | undefined, params: unknown): string {
  const fromInstance = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (fromInstance) return fromInstance;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '';
}

/**
 * One place turns every failure into the envelope: coded application errors, request validation
 * (first field's message + the list), framework 4xx (bad JSON, too large, wrong type), a
 * database that cannot be reached (503 with Retry-After), and everything else as a logged,
 * generic 500.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) {
        // A service the app needs failed (the file store, Stripe): logged, and worth a retry.
        request.log.warn({ err: error.cause ?? error, code: error.code }, 'service unavailable');
        if (!reply.hasHeader('retry-after')) {
          reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        }
      }
      return reply
        .status(error.statusCode)
        .send(envelope(error.statusCode, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath, issue.params),
        message: issue.message ?? messages.http.invalidValue,
      }));
      const first = errors[0]?.message ?? messages.http.invalid;
      return reply.status(400).send(envelope(400, 'VALIDATION', first, errors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(envelope(503, 'DATABASE_UNAVAILABLE', messages.outage.database));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(status, errorCodeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
    const safeStatus = status === 503 ? 503 : 500;
    return reply.status(safeStatus).send(envelope(safeStatus, code, GENERIC_500));
  });
}

/**
 * Fastify's own refusals before any route runs (its `frameworkErrors` option), in the envelope: a
 * URL whose %-encoding cannot be decoded (400) and a path parameter over the router's
 * `maxParamLength` (414, whatever route it was meant for).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body =
    error.code === 'FST_ERR_BAD_URL'
      ? envelope(400, 'MALFORMED_REQUEST', messages.http.brokenEncoding)
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? envelope(414, 'URI_TOO_LONG', PARAM_TOO_LONG)
        : frameworkEnvelope(error, request);
  // No route was found, so no hook runs: the request id and the log line are given here.
  request.log.info(
    { method: request.method, url: request.url, status: body.responseCode, code: error.code },
    'request',
  );
  void reply.status(body.responseCode).header('x-request-id', request.id).send(body);
}

function frameworkEnvelope(error: FastifyError, request: FastifyRequest): ErrorEnvelope {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return envelope(status, errorCodeForStatus(status), error.message);
  request.log.error({ err: error }, 'unhandled framework error');
  return envelope(500, 'INTERNAL', GENERIC_500);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (its `clientErrorHandler` option):
 * headers over Node's limit (431), a request that took too long to arrive (408) and a message
 * that is not HTTP (400). The envelope is written on the socket itself, which is then closed.
 */
export function writeClientError(
  error: Error & { code?: string },
  socket: Socket,
  log: FastifyBaseLogger,
): void {
  // A reset connection is already gone; a response already under way cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const body =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? envelope(431, 'HEADERS_TOO_LARGE', messages.http.headersTooLarge)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? envelope(408, 'REQUEST_TIMEOUT', messages.http.tooSlow)
        : envelope(400, 'MALFORMED_REQUEST', messages.http.notHttp);
  log.info({ status: body.responseCode, code: error.code }, 'refused a malformed request');
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${body.responseCode} ${STATUS_CODES[body.responseCode]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}

/**
 * The answer to an /api request that matched no route: 404, or 414 when a part of its path is
 * over `MAX_PARAM_LENGTH` (with the SPA served, its catch-all route takes such a path before the
 * router can report the long parameter).
 */
export function unknownApiRoute(method: string, url: string): ErrorEnvelope {
  const path = url.split('?')[0] ?? url;
  const isTooLong = path.split('/').some((segment) => decodedLength(segment) > MAX_PARAM_LENGTH);
  if (isTooLong) return envelope(414, 'URI_TOO_LONG', PARAM_TOO_LONG);
  return envelope(404, 'NOT_FOUND', messages.http.noSuchRoute(method, path));
}

/** A path segment's length as the router measures a parameter: decoded. */
function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}
