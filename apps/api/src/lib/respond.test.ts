import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@trademate/shared/schemas/common';
import { compileResponseSerializer, jsonBody, ok } from './respond';

const cardSchema = envelopeSchema(
  z.object({
    items: z.array(
      z.object({
        _id: z.string(),
        state: z.enum(['NSW', 'VIC']),
        hiringStatus: z.enum(['available', 'unavailable']).nullable(),
        rating: z.number().nullable(),
        reviewCount: z.number().int(),
        distanceKm: z.number().int().optional(),
        record: z.object({ answered: z.number().int().nullable() }),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
);

const page = ok({
  items: [
    {
      _id: 'a',
      state: 'NSW' as const,
      hiringStatus: null,
      rating: 4.5,
      reviewCount: 2,
      distanceKm: 12,
      record: { answered: null },
    },
    {
      _id: 'b',
      state: 'VIC' as const,
      hiringStatus: 'available' as const,
      rating: null,
      reviewCount: 0,
      record: { answered: 3 },
    },
  ],
  nextCursor: null,
});

describe('jsonBody', () => {
  for (const checked of [true, false]) {
    describe(checked ? 'checked against the zod schema' : 'unchecked (production)', () => {
      const toBody = jsonBody(cardSchema, '/cards', { checked, strict: true });

      it('writes what the zod serializer writes, nulls and missing optional keys included', () => {
        const body = toBody(page);
        expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(cardSchema.parse(page))));
        expect(JSON.parse(body).data.items[1]).not.toHaveProperty('distanceKm');
      });

      it('leaves out keys the schema does not name', () => {
        const leaky = {
          ...page,
          data: {
            ...page.data,
            items: [{ ...page.data.items[0]!, passwordHash: 'secret', email: 'a@b.c' }],
          },
        };
        const body = toBody(leaky);
        expect(body).not.toContain('secret');
        expect(body).not.toContain('a@b.c');
        expect(JSON.parse(body).data.items[0]).toEqual(page.data.items[0]);
      });

      it('refuses a value missing a required key', () => {
        const { reviewCount: _reviewCount, ...incomplete } = page.data.items[0]!;
        const broken = { ...page, data: { ...page.data, items: [incomplete] } };
        expect(() => toBody(broken as never)).toThrow();
      });
    });
  }

  it('when checked, refuses a value of the wrong type that the stringifier alone would coerce', () => {
    const wrong = {
      ...page,
      data: { ...page.data, items: [{ ...page.data.items[0]!, reviewCount: '2' }] },
    };
    expect(() =>
      jsonBody(cardSchema, '/cards', { checked: true, strict: true })(wrong as never),
    ).toThrow();
    const unchecked = jsonBody(cardSchema, '/cards', { checked: false, strict: true })(
      wrong as never,
    );
    expect(JSON.parse(unchecked).data.items[0].reviewCount).toBe(2);
  });
});

describe('compileResponseSerializer', () => {
  const route = { method: 'GET', url: '/names', httpStatus: '200' };
  // zod's `trim` rewrites the value as it checks it; JSON Schema cannot say so.
  const trimmed = z.object({ name: z.string().trim() });

  it('keeps zod’s answer and reports the difference when the two disagree', () => {
    const mismatches: string[] = [];
    const serialize = compileResponseSerializer(trimmed, route, {
      checked: true,
      strict: false,
      onMismatch: (name, written, expected) => mismatches.push(`${name}: ${written} ≠ ${expected}`),
    });
    expect(serialize({ name: ' Ann ' })).toBe('{"name":"Ann"}');
    expect(mismatches).toEqual(['GET /names 200: {"name":" Ann "} ≠ {"name":"Ann"}']);
  });

  it('throws on a difference when strict (the tests)', () => {
    const serialize = compileResponseSerializer(trimmed, route, { checked: true, strict: true });
    expect(() => serialize({ name: ' Ann ' })).toThrow(/GET \/names 200/);
    expect(serialize({ name: 'Ann' })).toBe('{"name":"Ann"}');
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot express', () => {
    const dated = z.object({ at: z.date().transform((date) => date.toISOString()) });
    const serialize = compileResponseSerializer(dated, route, { checked: false, strict: false });
    expect(serialize({ at: new Date('2026-11-26T00:00:00Z') })).toBe(
      '{"at":"2026-11-26T00:00:00.000Z"}',
    );
  });
});
