import { z } from 'zod';
import { limits } from '../constants/limits';
import { states } from '../constants/states';
import { errorStatus } from '../errors';
import * as messages from '../messages';

const r = messages.request;

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
  id: z.uuid({ error: r.idInvalid }),
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
    .number({ error: r.pageNotWhole })
    .int({ error: r.pageNotWhole })
    .min(1, { error: r.pageTooSmall })
    .max(10_000, { error: r.pageTooLarge })
    .default(1),
  limit: z.coerce
    .number({ error: r.limitNotWhole })
    .int({ error: r.limitNotWhole })
    .min(1, { error: r.limitOutOfRange(100) })
    .max(100, { error: r.limitOutOfRange(100) })
    .default(24),
};

/** Keyset pagination for growing lists (jobs, people, messages): never an unbounded list. */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const cursorQueryFields = {
  cursor: z.string().max(200, { error: r.cursorInvalid }).optional(),
  limit: z.coerce
    .number({ error: r.limitNotWhole })
    .int({ error: r.limitNotWhole })
    .min(1, { error: r.limitOutOfRange(limits.pageMaxLimit) })
    .max(limits.pageMaxLimit, { error: r.limitOutOfRange(limits.pageMaxLimit) })
    .default(limits.pageDefaultLimit),
};

/** Optional list filters by place: a state, and a city of that state. */
export const placeFilterFields = {
  state: z.enum(states, { error: r.stateInvalid }).optional(),
  city: z.string().trim().max(80).optional(),
};

/**
 * Trimmed text between two lengths, with one message for each way it can be wrong (empty, short,
 * long): a single issue, which does not stop the form's cross-field checks.
 */
export function boundedTextSchema(rule: {
  min: number;
  max: number;
  required: string;
  tooShort: string;
  tooLong: string;
}) {
  return z
    .string({ error: rule.required })
    .trim()
    .superRefine((text, ctx) => {
      const message =
        text.length === 0
          ? rule.required
          : text.length < rule.min
            ? rule.tooShort
            : text.length > rule.max
              ? rule.tooLong
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
