import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { users } from './schema/users';
import { createFromTemplate, makeTemplate, templateKey } from './pglite-template';

describe('the embedded database template', () => {
  const root = mkdtempSync(join(tmpdir(), 'trademate-template-'));
  const template = join(root, 'template');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is made once, and a new database copied from it is migrated and opens', async () => {
    expect(await makeTemplate(template)).toBe(true);
    // Unchanged PGlite and migrations: the build keeps the one it made.
    expect(await makeTemplate(template)).toBe(false);

    const dataDir = join(root, 'data');
    expect(createFromTemplate(join(dataDir, 'db'), template)).toBe(true);
    // A database that exists already is never overwritten.
    expect(createFromTemplate(join(dataDir, 'db'), template)).toBe(false);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const migrationsApplied = async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      return row?.n;
    };
    try {
      const applied = await migrationsApplied();
      expect(applied).toBeGreaterThan(0);
      // Nothing is left to apply, and the schema is there to use.
      await runMigrations(database);
      expect(await migrationsApplied()).toBe(applied);
      const [accounts] = await database.db.select({ n: count() }).from(users);
      expect(accounts?.n).toBe(0);
      // The app's database alone: initdb's two templates are not copied into every new one.
      const { rows: databases } = (await database.db.execute(
        sql`select datname from pg_database`,
      )) as { rows: unknown[] };
      expect(databases).toEqual([{ datname: 'postgres' }]);
      expect(readdirSync(join(dataDir, 'db', 'base'))).toHaveLength(1);
      // Opened with the embedded database's own settings (decision 083).
      const { rows: settings } = (await database.db.execute(sql`show shared_buffers`)) as {
        rows: unknown[];
      };
      expect(settings).toEqual([{ shared_buffers: '64MB' }]);
    } finally {
      await database.close();
    }
    // PGlite's initdb and every migration run in WebAssembly on this thread: on a busy machine
    // that alone can take most of the default 30 seconds.
  }, 180_000);

  it('is made again when what fills it changes, and still used by a new database', async () => {
    const filled = (key: string) => ({
      key,
      fill: (client: PGlite) =>
        client.exec(`create table filled_by (key text); insert into filled_by values ('${key}')`),
    });
    expect(await makeTemplate(template, filled('first'))).toBe(true);
    expect(await makeTemplate(template, filled('first'))).toBe(false);
    expect(await makeTemplate(template, filled('second'))).toBe(true);

    const dataDir = join(root, 'filled');
    expect(createFromTemplate(join(dataDir, 'db'), template)).toBe(true);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = (await database.db.execute(sql`select key from filled_by`)) as {
        rows: unknown[];
      };
      expect(rows).toEqual([{ key: 'second' }]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('is not used when it was made for other migrations or another PGlite', () => {
    writeFileSync(join(template, 'key.txt'), `not-${templateKey()}\n`);
    const databaseDir = join(root, 'other', 'db');
    expect(createFromTemplate(databaseDir, template)).toBe(false);
    expect(existsSync(databaseDir)).toBe(false);
  });
});
