import { describe, expect, it } from 'vitest';
import { numbersQuerySchema } from '@trademate/shared/schemas/numbers';
import { peopleQuerySchema } from '@trademate/shared/schemas/people';
import { numbersQueryOf } from './numbers';
import { peopleFilters, peopleQueryOf } from './people';

// The pages read their address without zod (decision 099); what they read must be what the API's
// schema reads from the same address, or the default view where the schema refuses it.
function schemaReading(
  schema: { safeParse(raw: unknown): { success: true; data: unknown } | { success: false } },
  keys: readonly string[],
  params: URLSearchParams,
  refused: object,
): unknown {
  const raw = Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : refused;
}

describe("the People page's address", () => {
  const addresses = [
    '',
    'q=smith',
    'q=%20%20smith%20',
    'q=%20%20',
    `q=${'a'.repeat(200)}`,
    `q=${'a'.repeat(201)}`,
    `q=${' '.repeat(10)}${'b'.repeat(200)}`,
    'userType=tradie&state=VIC&plan=trial&status=active',
    'userType=apprentice&page=3',
    'userType=admin',
    'state=XYZ&q=bob',
    'plan=gold',
    'status=deleted',
    'page=0',
    'page=1',
    'page=2.5',
    'page=abc',
    'page=10000',
    'page=10001',
    'page=1e2',
    'page=%202%20',
    'page=-1',
    'page=',
    'limit=5&page=2',
    'q=ann&userType=client&state=NSW&plan=none&status=unverified&page=7',
  ];

  it.each(addresses)('reads ?%s as the API does', (address) => {
    const params = new URLSearchParams(address);
    expect(peopleQueryOf(params)).toEqual(
      schemaReading(peopleQuerySchema, [...peopleFilters, 'page'], params, { page: 1 }),
    );
  });
});

describe("the numbers page's address", () => {
  const addresses = [
    '',
    'period=month',
    'period=week&state=TAS',
    'state=QLD',
    'period=year',
    'period=year&state=QLD',
    'period=month&state=XX',
    'state=',
    'from=2025-01-01&to=2025-02-01',
  ];

  it.each(addresses)('reads ?%s as the API does', (address) => {
    const params = new URLSearchParams(address);
    expect(numbersQueryOf(params)).toEqual(
      schemaReading(numbersQuerySchema, ['period', 'state'], params, { period: 'week' }),
    );
  });
});
