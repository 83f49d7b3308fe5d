import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/** The part of a JSON Schema the API document's request bodies and parameters use. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** A route of the API document, with what it takes. */
export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/job/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema; undefined when the route takes none (or takes multipart). */
  body?: JsonSchema;
  /** The statuses its responses list. */
  documented: number[];
}

/** Every route of the app's OpenAPI document. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as DocumentedRoute['method'],
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documented: Object.keys(operation.responses).map(Number),
      })),
  );
}

/**
 * The string fields of a body schema, as `errors[].path` names them: dotted, an array's items
 * by the index 0.
 */
export function stringFieldsOf(schema: JsonSchema | undefined, path = ''): string[] {
  if (!schema) return [];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      stringFieldsOf(property, path ? `${path}.${key}` : key),
    );
  }
  if (schema.type === 'array') return stringFieldsOf(schema.items, `${path}.0`);
  return schema.type === 'string' && path ? [path] : [];
}

/**
 * Values valid by a schema's own keywords (not by the rules behind them: an id that exists, a
 * date in the future), so a request reaches as far as the rest of its body lets it. `ids` are
 * offered where a uuid goes.
 */
export function valueOf(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(null);
  const value = plainValueOf(schema, ids);
  return schema.nullable ? fc.option(value, { nil: null, freq: 4 }) : value;
}

function plainValueOf(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.properties) {
    const shape = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [key, valueOf(property, ids)]),
    );
    return fc.record(shape, { requiredKeys: schema.required ?? [] });
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1_000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    default:
      return fc.constant({});
  }
}

const dates = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function stringOf(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (schema.format === 'date-time') return dates.map((date) => date.toISOString());
  if (schema.format === 'date') return dates.map((date) => date.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

/** `value` with `text` placed at the dotted `path`, containers made where none were. */
export function withTextAt(value: unknown, path: string, text: string): unknown {
  const keys = path.split('.');
  const root: unknown = structuredClone(value ?? {});
  let container = root as Record<string, unknown>;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      container[key] = text;
      return;
    }
    const next = container[key];
    if (typeof next !== 'object' || next === null) {
      container[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    }
    container = container[key] as Record<string, unknown>;
  });
  return root;
}
