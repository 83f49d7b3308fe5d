import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newPGlite } from '../../../test/new-pglite';
import { withPreparedStatements } from './pglite-prepared';

let client: PGlite;
beforeEach(async () => {
  client = await newPGlite();
  await client.exec(`
    create table items (id uuid primary key default gen_random_uuid(), name text unique not null,
                        size int, made_at timestamptz not null default now(), tags jsonb);
    insert into items (name, size, tags) values ('first', 1, '["a"]'), ('second', null, null);
  `);
});
afterEach(async () => {
  await client.close();
});

/** The statements the embedded connection holds prepared, asked through PGlite's own path. */
async function preparedTexts() {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe('PGlite with statements kept prepared', () => {
  it('answers as PGlite.query does, parameters and types included', async () => {
    const preparing = withPreparedStatements(client);
    const text =
      'select id, name, size, made_at, tags from items where size is not distinct from $1 or name = $2 order by name';
    for (const params of [
      [1, 'second'],
      [null, 'none'],
      [7, 'first'],
    ]) {
      const expected = await client.query(text, params);
      const answer = await preparing.query(text, params);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    const [first] = (await preparing.query<{ made_at: Date; tags: string[] }>(text, [1, 'x'])).rows;
    expect(first?.made_at).toBeInstanceOf(Date);
    expect(first?.tags).toEqual(['a']);
  });

  it("reads every answer as PGlite does: rows, columns, counts, Drizzle's parsers and row modes", async () => {
    const preparing = withPreparedStatements(client);
    // The parsers Drizzle's PGlite driver passes: its own for dates and times.
    const parsers = { 1184: (value: string) => value, 1082: (value: string) => value };
    const cases: [string, unknown[], QueryOptions | undefined][] = [
      ['select id, name, size, made_at, tags from items order by name', [], undefined],
      ['select name, made_at, size from items order by name', [], { rowMode: 'array', parsers }],
      [
        'select name, made_at from items where name = $1',
        ['first'],
        { rowMode: 'object', parsers },
      ],
      ["select 'é ✓ 日本' as text, null::int as nothing, 1.5::float8 as half", [], undefined],
      ['select name from items where false', [], undefined],
      ['update items set size = size + 1 where name like $1', ['%'], undefined],
      ['insert into items (name) values ($1), ($2)', ['third', 'fourth'], undefined],
      ['delete from items where name = $1', ['fourth'], undefined],
    ];
    for (const [text, params, options] of cases) {
      // PGlite's own answer to the same statement, its changes undone.
      let expected: unknown;
      await client.transaction(async (tx) => {
        expected = await tx.query(text, params, options);
        await tx.rollback();
      });
      expect(await preparing.query(text, params, options)).toEqual(expected);
    }
  });

  it('hands on the notices a statement raises', async () => {
    await client.exec(
      "create function careful() returns int language plpgsql as $$ begin raise notice 'mind the step'; return 1; end $$",
    );
    const preparing = withPreparedStatements(client);
    const notices: string[] = [];
    const { rows } = await preparing.query('select careful() as one', [], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(rows).toEqual([{ one: 1 }]);
    expect(notices).toEqual(['mind the step']);
  });

  it('parses each statement once, however often it runs', async () => {
    const preparing = withPreparedStatements(client);
    const text = 'select name from items where size = $1';
    for (let run = 0; run < 3; run += 1) await preparing.query(text, [1]);
    expect(await preparedTexts()).toEqual([text]);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const preparing = withPreparedStatements(client, { maxStatements: 2 });
    await preparing.query('select 1 as one');
    await preparing.query('select 2 as two');
    await preparing.query('select 1 as one');
    await preparing.query('select 3 as three');
    expect(await preparedTexts()).toEqual(['select 1 as one', 'select 3 as three']);
    expect((await preparing.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it("rejects with PostgreSQL's error, and the next statements still run", async () => {
    const preparing = withPreparedStatements(client);
    const insert = 'insert into items (name) values ($1)';
    await expect(preparing.query(insert, ['first'])).rejects.toMatchObject({ code: '23505' });
    await expect(preparing.query('selec name from items')).rejects.toMatchObject({ code: '42601' });
    await preparing.query(insert, ['third']);
    const { rows } = await preparing.query('select count(*)::int as n from items');
    expect(rows).toEqual([{ n: 3 }]);
    // The statement that did not parse was not kept.
    expect(await preparedTexts()).not.toContain('selec name from items');
  });

  it('runs concurrent statements one at a time, each with its own answer', async () => {
    const preparing = withPreparedStatements(client);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? preparing.query<{ n: number }>('select $1::int * 2 as n', [index])
          : preparing.query<{ n: number }>('select $1::int + 1000 as n', [index]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? index * 2 : index + 1000)),
    );
  });

  it('waits for a transaction in progress, and delivers notifications to listeners', async () => {
    const preparing = withPreparedStatements(client);
    const heard: string[] = [];
    // As the app listens: PGlite's own paths (transactions) and statements run prepared.
    await client.listen('table_changes', (payload) => heard.push(payload));
    preparing.onNotification('table_changes', (payload) => heard.push(payload));
    let later: Promise<unknown> | undefined;
    await preparing.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('in a transaction')");
      // Sent while the transaction is open: runs after its commit, as PGlite.query would.
      later = preparing.query("select pg_notify('table_changes', 'items')");
      await tx.query("update items set size = 5 where name = 'in a transaction'");
    });
    await later;
    expect(heard).toEqual(['items']);
    const { rows } = await preparing.query(
      "select size from items where name = 'in a transaction'",
    );
    expect(rows).toEqual([{ size: 5 }]);
  });
});
