import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** The success envelope: `responseCode` mirrors the HTTP status. */
export function ok<T>(data: T, message = 'OK', responseCode = 200) {
  return { responseCode, message, data };
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type JsonSchemaNode = Record<string, unknown>;

/**
 * `anyOf: [{ type: X, … }, { type: 'null' }]` (how zod writes a nullable value) as
 * `type: [X, 'null']`: fast-json-stringify picks an `anyOf` branch by validating the value against
 * each, which costs more than the rest of a page; a list of types it checks with `typeof`.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchemaNode).map(
    ([key, value]) => [key, withNullableTypes(value)] as const,
  );
  const schema: JsonSchemaNode = Object.fromEntries(entries);
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const [value, nothing] = branches as JsonSchemaNode[];
  if (nothing?.type !== 'null' || typeof value?.type !== 'string') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const enumValues = Array.isArray(value.enum) ? { enum: [...value.enum, null] } : {};
  return { ...rest, ...value, ...enumValues, type: [value.type, 'null'] };
}

/** How a response serializer is made (decision 047). */
export interface SerializerChecks {
  /**
   * Also serialize with the zod schema (checked, unknown keys stripped, `JSON.stringify`) and
   * compare: everywhere but production, so every test and every development run does it.
   */
  checked: boolean;
  /** A difference between the two throws (the tests) instead of sending the zod answer. */
  strict: boolean;
  /** Told of each difference when not strict. */
  onMismatch?: (route: string, written: string, expected: string) => void;
}

/** The answer a serializer writes: its route and status. */
type ResponseRoute = { method: string; url: string; httpStatus?: string };

/**
 * A response's serializer: fast-json-stringify compiled from the zod schema's JSON Schema. It writes
 * only the schema's keys (anything else on the value is left out, as zod's serializer strips it)
 * and refuses a value missing a required one, without copying the value first as zod's check does
 * before `JSON.stringify` writes it again. A schema JSON Schema cannot express (a transform, a date)
 * keeps zod's serializer. With `checked`, zod's serializer also runs and the two answers must be
 * the same JSON.
 */
export function compileResponseSerializer(
  schema: unknown,
  route: ResponseRoute,
  checks: SerializerChecks,
): (value: unknown) => string {
  // Made on the route's first answer, not at start: compiling every route's serializers took
  // most of a second before the first request could be answered (decision 077).
  let serialize: ((value: unknown) => string) | undefined;
  return (value) => (serialize ??= serializerOf(schema, route, checks))(value);
}

function serializerOf(
  schema: unknown,
  route: ResponseRoute,
  checks: SerializerChecks,
): (value: unknown) => string {
  const zodSerialize = serializerCompiler({ schema, ...route } as never) as (
    value: unknown,
  ) => string;
  let fastSerialize: (value: unknown) => string;
  try {
    fastSerialize = fastJson(
      withNullableTypes(
        z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-07' }),
      ) as never,
    ) as (value: unknown) => string;
  } catch {
    return zodSerialize;
  }
  if (!checks.checked) return fastSerialize;
  const name = `${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim();
  return (value) => {
    const expected = zodSerialize(value);
    const written = fastSerialize(value);
    // The same JSON, key order aside (fast-json-stringify writes required keys first).
    if (written === expected || isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      return written;
    }
    if (checks.strict) {
      throw new Error(
        `The serializer of ${name} wrote ${written.slice(0, 2000)} where the schema gives ${expected.slice(0, 2000)}`,
      );
    }
    checks.onMismatch?.(name, written, expected);
    return expected;
  };
}

/**
 * A GET route's answer as text, made as the route's own serializer makes it
 * (`compileResponseSerializer`), for answers kept in a read cache and sent as they are.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  url: string,
  checks: SerializerChecks,
): (value: z.input<S>) => string {
  return compileResponseSerializer(schema, { method: 'GET', url, httpStatus: '200' }, checks);
}

/** Sends a body made by `jsonBody` as it is: there is nothing left for the serializer to do. */
export function sendJsonBody(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
