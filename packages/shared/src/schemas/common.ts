import { z } from 'zod';
import { limits } from '../constants/limits';
import { states } from '../constants/states';
import { errorStatus } from '../errors';

/** Every API response: `responseCode` equals the HTTP status. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ responseCode: z.number().int(), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  responseCode: z.number().int(),
  code: z.enum(
    Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]],
  ),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const idParamSchema = z.object({
  id: z.uuid({ error: 'The id in the address is not valid' }),
});

/** Page-number pagination for small, bounded collections (the services catalogue). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

export const pageQueryFields = {
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(10_000, { error: 'page must be 10000 or less' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(24),
};

/** Keyset pagination for growing lists (jobs, people, messages): never an unbounded list. */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const cursorQueryFields = {
  cursor: z.string().max(200, { error: 'The page cursor is not valid' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be between 1 and ${limits.pageMaxLimit}` })
    .max(limits.pageMaxLimit, { error: `limit must be between 1 and ${limits.pageMaxLimit}` })
    .default(limits.pageDefaultLimit),
};

/** Optional list filters by place: a state, and a city of that state. */
export const placeFilterFields = {
  state: z.enum(states, { error: 'Choose a state from the list' }).optional(),
  city: z.string().trim().max(80).optional(),
};
