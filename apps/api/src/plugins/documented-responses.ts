import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@trademate/shared/schemas/common';
import { MAX_PARAM_LENGTH } from './error-handler';

/** What each error status means, as the OpenAPI document tells it. */
const errorDescriptions: Record<number, string> = {
  400: 'The request is not valid: `message` is the first problem, `errors` lists each field',
  401: 'Not signed in, or the session has ended',
  402: 'The payment was declined',
  403: 'Not allowed: another account type, an unverified email, no plan, a block between the two people, or a cross-site request',
  404: 'No such record, or not one this account may see',
  409: 'The record is not in a state that allows this',
  413: 'The body is too large',
  414: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters`,
  415: 'The body is of a type this route does not take',
  429: 'Too many requests: try again later',
  431: 'The headers, or the address with its query, are over the 16 KiB the server reads',
  500: 'Something went wrong on our side',
  503: 'The database, or a service TradeMate needs, is not answering: try again later',
};

/** Statuses answered with a `Retry-After` header. */
const retryAfterStatuses = new Set([429, 503]);

const retryAfterHeader = {
  'Retry-After': {
    type: 'integer',
    minimum: 0,
    description: 'Seconds to wait before trying again',
  },
};

const errorResponses = new Map<number, z.ZodType>();

/** The error envelope as the response of `status`: its meaning, and `Retry-After` where sent. */
export function errorResponse(status: number): z.ZodType {
  let schema = errorResponses.get(status);
  if (!schema) {
    schema = errorEnvelopeSchema.meta({
      description: errorDescriptions[status] ?? 'The request was refused',
      // @fastify/swagger turns a response schema's `headers` into the response's headers.
      ...(retryAfterStatuses.has(status) ? { headers: retryAfterHeader } : {}),
    });
    errorResponses.set(status, schema);
  }
  return schema;
}

const answeredStatuses = Symbol('answeredStatuses');

/**
 * Marks a route hook (an access guard) with the statuses it may answer, so that every route
 * using it documents them without listing them by hand.
 */
export function answers<T extends object>(statuses: readonly number[], hook: T): T {
  return Object.assign(hook, { [answeredStatuses]: statuses });
}

function statusesOf(hook: unknown): readonly number[] {
  return (hook as { [answeredStatuses]?: readonly number[] })[answeredStatuses] ?? [];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARD_PHASES = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/** What a route's access guards answer, together (401 for a route that needs a sign-in). */
export function guardStatuses(route: RouteOptions): Set<number> {
  const statuses = new Set<number>();
  for (const phase of GUARD_PHASES) {
    for (const hook of [route[phase] ?? []].flat()) {
      for (const status of statusesOf(hook)) statuses.add(status);
    }
  }
  return statuses;
}

/**
 * Every status a route can answer, from what the route is: each route may fail unexpectedly
 * (500), meet a database outage (503) or be sent headers or a query over the server's limit
 * (431, answered before any route by `writeClientError`); a body may be malformed (400), too
 * large (413), of a type the route does not take (415) or sent from another site (403); validated
 * input may be invalid (400); a path parameter may be too long (414); its guards answer what they
 * mark (`answers`); a per-route rate limit (`config.rateLimit`) answers 429. A route declares
 * only what is its own (404, 409, 402, …).
 */
function derivedStatuses(route: RouteOptions): Set<number> {
  const statuses = new Set([431, 500, 503]);
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method))) {
    for (const status of [400, 403, 413, 415]) statuses.add(status);
  }
  const schema = route.schema ?? {};
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (route.url.includes(':')) statuses.add(414);
  for (const status of guardStatuses(route)) statuses.add(status);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return statuses;
}

/**
 * Completes each documented route's responses before @fastify/swagger reads them, so the OpenAPI
 * document lists every status a route can answer with the error envelope as its body. Register it
 * before swagger and before any route.
 */
export function registerDocumentedResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const declared = (route.schema.response ?? {}) as Record<string, unknown>;
    const response: Record<string, unknown> = {};
    for (const status of derivedStatuses(route)) response[status] = errorResponse(status);
    for (const [status, schema] of Object.entries(declared)) {
      response[status] = schema === errorEnvelopeSchema ? errorResponse(Number(status)) : schema;
    }
    route.schema = { ...route.schema, response };
  });
}
