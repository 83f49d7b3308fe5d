import { asc, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testsOnPostgres,
  type TestDatabase,
} from '../../../test/build-test-app';
import { insertRows, insertRowsReturning, isAnyOf } from './set-based';

/** A table with each kind of column and default the fan-out's tables have. */
const parcels = pgTable('set_based_parcels', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner: uuid('owner').notNull(),
  label: text('label').notNull().default('parcel'),
  tag: text('tag').$defaultFn(() => 'tagged'),
  facts: jsonb('facts').$type<Record<string, string>>(),
  tags: text('tags').array(),
  weight: integer('weight'),
  dueAt: timestamp('due_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const OWNER_A = '00000000-0000-4000-8000-00000000000a';
const OWNER_B = '00000000-0000-4000-8000-00000000000b';

describe.each([
  { name: 'the embedded database', embedded: true },
  ...(testsOnPostgres ? [{ name: 'PostgreSQL', embedded: false }] : []),
])('set-based inserts on $name', ({ embedded }) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ embedded, empty: true });
    await test.database.db.execute(sql`
      create table set_based_parcels (
        id uuid primary key default gen_random_uuid(),
        owner uuid not null,
        label text not null default 'parcel',
        tag text,
        facts jsonb,
        tags text[],
        weight integer,
        due_at timestamptz,
        created_at timestamptz not null default now()
      )`);
  });

  afterAll(async () => {
    await test?.destroy();
  });

  it('stores each row in one statement and gives them back as Drizzle reads them', async () => {
    const { db } = test.database;
    const dueAt = new Date('2026-12-01T08:30:00.123Z');
    const stored = await insertRowsReturning(db, parcels, [
      {
        owner: OWNER_A,
        label: 'it’s "quoted", with a \\ and a newline\n',
        facts: { firstName: 'Zoë', note: '{"not": "parsed"}' },
        tags: ['a', 'b,c'],
        weight: 3,
        dueAt,
      },
      { owner: OWNER_B, label: 'second' },
    ]);
    const read = await db.select().from(parcels).orderBy(asc(parcels.owner));
    expect(stored.sort((a, b) => a.owner.localeCompare(b.owner))).toEqual(read);
    expect(read[0]).toMatchObject({
      owner: OWNER_A,
      label: 'it’s "quoted", with a \\ and a newline\n',
      tag: 'tagged',
      facts: { firstName: 'Zoë', note: '{"not": "parsed"}' },
      tags: ['a', 'b,c'],
      weight: 3,
      dueAt,
    });
    expect(read[0]!.createdAt).toBeInstanceOf(Date);
    expect(read[1]).toMatchObject({
      label: 'second',
      tag: 'tagged',
      facts: null,
      tags: null,
      weight: null,
      dueAt: null,
    });
  });

  it('gives a column left out of some rows its JavaScript default, and of every row its database default', async () => {
    const { db } = test.database;
    await db.delete(parcels);
    await insertRows(db, parcels, [{ owner: OWNER_A, label: 'named' }, { owner: OWNER_B }]);
    const read = await db.select().from(parcels).orderBy(asc(parcels.owner));
    expect(read.map((row) => row.label)).toEqual(['named', 'parcel']);
    expect(new Set(read.map((row) => row.id)).size).toBe(2);
  });

  it('refuses a column whose default only the database knows when some rows leave it out, and writes nothing', async () => {
    const { db } = test.database;
    await db.delete(parcels);
    await expect(
      insertRows(db, parcels, [{ owner: OWNER_A, createdAt: new Date() }, { owner: OWNER_B }]),
    ).rejects.toThrow(/set_based_parcels\.created_at: give it in every row or in none/);
    expect(await db.select().from(parcels)).toEqual([]);
  });

  it('writes nothing for no rows', async () => {
    const { db } = test.database;
    await db.delete(parcels);
    await insertRows(db, parcels, []);
    expect(await insertRowsReturning(db, parcels, [])).toEqual([]);
    expect(await db.select().from(parcels)).toEqual([]);
  });

  it('matches a list of ids as one array parameter', async () => {
    const { db } = test.database;
    await db.delete(parcels);
    await insertRows(db, parcels, [{ owner: OWNER_A }, { owner: OWNER_B }, { owner: OWNER_B }]);
    const picked = await db
      .select()
      .from(parcels)
      .where(isAnyOf(parcels.owner, [OWNER_B]));
    expect(picked.map((row) => row.owner)).toEqual([OWNER_B, OWNER_B]);
    expect(await db.select().from(parcels).where(isAnyOf(parcels.owner, []))).toEqual([]);
  });
});
