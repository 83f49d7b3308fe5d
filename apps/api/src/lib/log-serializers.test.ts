import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app';
import { isDatabaseUnavailable } from './database-errors';
import { serializeError } from './log-serializers';

describe('serializeError', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.destroy());

  async function failedQuery(): Promise<Error> {
    const { db } = testDatabase.database;
    const insert = (email: string) =>
      db.execute(
        sql`insert into users (email, password_hash, user_type, first_name, last_name, contact_number, state, city)
            values (${email}, ${'secret-hash-123'}, 'client', 'Sam', 'Nguyen', '0412345678', 'QLD', 'Brisbane')`,
      );
    await insert('taken@example.com.au');
    return insert('taken@example.com.au').then(
      () => {
        throw new Error('the second insert should have failed');
      },
      (error: Error) => error,
    );
  }

  it('logs a failed query by its SQL and codes, never its parameters or the conflicting value', async () => {
    const error = await failedQuery();
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('taken@example.com.au');
    expect(logged).not.toContain('secret-hash-123');
    expect(logged).toContain('insert into users');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key');
  });

  it('keeps the stack frames under the safe message', async () => {
    const error = new DrizzleQueryError('select $1', ['token-abc'], new Error('boom'));
    const logged = serializeError(error);
    expect(logged.message).toBe('Failed query: select $1');
    expect(logged.stack.split('\n')[0]).toBe('DrizzleQueryError: Failed query: select $1');
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(logged)).not.toContain('token-abc');
  });

  it('hides the input quoted in a PostgreSQL message', () => {
    const error = Object.assign(
      new Error('invalid input syntax for type uuid: "eyJhbGciOi.secret"'),
      {
        code: '22P02',
      },
    );
    expect(serializeError(error).message).toBe('invalid input syntax for type uuid: "[redacted]"');
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true for a refused or broken connection, however deep in the causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is true for a server shutting down, starting up or crashed, and for connection exceptions', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server says no'), { code }))).toBe(
        true,
      );
    }
  });

  it('is false for a query that was wrong, and for anything else', async () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
