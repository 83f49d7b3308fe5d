/**
 * zod's `z.uuid()` pattern (RFC 9562: versions 1 to 8 with the variant bits, the nil and the max
 * id), for a page that only needs to tell whether an address segment can be an id: importing the
 * schema (`schemas/common.ts`) brings zod and the messages, about 38 KB gzip, into that page's
 * first load (decision 046). `ids.test.ts` holds it to the schema.
 */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is an id as the API's `idParamSchema` accepts it. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
