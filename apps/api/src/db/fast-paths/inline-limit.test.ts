import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { users } from '../schema/users';
import { inlineLimit } from './inline-limit';

// Only builds statements: no connection is opened.
const db = drizzle.mock();

describe('inlineLimit', () => {
  it('writes the limit into the statement instead of sending it as a parameter', () => {
    const query = db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.city} = ${'Ballarat'}`)
      .limit(inlineLimit(21))
      .toSQL();
    expect(query.sql).toMatch(/ limit 21$/);
    expect(query.params).toEqual(['Ballarat']);
  });

  it('refuses anything but a whole, non-negative number of rows', () => {
    for (const rows of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => inlineLimit(rows)).toThrow(RangeError);
    }
    expect(() => inlineLimit(0)).not.toThrow();
  });
});
