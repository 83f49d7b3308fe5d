import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorCode } from '@trademate/shared/errors';
import type { ErrorEnvelope } from '@trademate/shared/schemas/common';
import * as messages from '@trademate/shared/messages';
import { AppError, type FieldError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';
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
      return reply
        .status(error.statusCode)
        .send(envelope(error.statusCode, error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: pathOf(issue.instancePath, issue.params),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0]?.message ?? 'Invalid request';
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

export function apiNotFound(method: string, url: string): ErrorEnvelope {
  const path = url.split('?')[0] ?? url;
  return envelope(404, 'NOT_FOUND', `No API route ${method} ${path}`);
}
