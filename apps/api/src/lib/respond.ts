import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** The success envelope: `responseCode` mirrors the HTTP status. */
export function ok<T>(data: T, message = 'OK', responseCode = 200) {
  return { responseCode, message, data };
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A GET route's answer as the route itself serializes it (the zod type provider's serializer:
 * checked against the schema, unknown keys stripped, stringified), for answers kept as text in a
 * read cache and sent as they are.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  url: string,
): (value: z.input<S>) => string {
  return serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
}

/** Sends a body made by `jsonBody` as it is: there is nothing left for the serializer to do. */
export function sendJsonBody(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
