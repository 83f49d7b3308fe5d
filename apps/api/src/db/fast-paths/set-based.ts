import { getTableColumns, getTableName, is, SQL, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/**
 * Set-based statements for the writes of a fan-out (decision 076): however many rows, one
 * statement with one parameter, whose text stays the same from batch to batch.
 *
 * Drizzle's `insert(...).values(rows)` builds one parameter per column per row and walks each
 * of them in JavaScript; for a fan-out's batches of hundreds of rows that building, not the
 * database, was most of the work. Here the rows travel as one JSON document, which PostgreSQL
 * turns into the table's own row type (`jsonb_populate_recordset`), and lists of ids as one
 * array parameter.
 */

type Row = Record<string, unknown>;

/**
 * Column types whose values JSON carries as PostgreSQL reads them (a Date as its ISO time, an
 * array as a JSON array): passed as they are, not through the driver's mapping, row by row.
 */
const AS_THEY_ARE = new Set([
  'PgUUID',
  'PgText',
  'PgVarchar',
  'PgInteger',
  'PgSmallInt',
  'PgDoublePrecision',
  'PgReal',
  'PgBoolean',
  'PgTimestamp',
  'PgTimestampString',
  'PgJsonb',
  'PgJson',
  'PgArray',
  'PgEnumColumn',
]);

/**
 * What a column takes where a row leaves it out: its JavaScript default (`.default(value)`,
 * `$defaultFn`), null, or, for a default only the database knows (`defaultNow()`,
 * `defaultRandom()`), an error: such a column is given by every row or by none.
 */
function fillerOf(tableName: string, column: Column): () => unknown {
  if (column.defaultFn) return column.defaultFn;
  if (!column.hasDefault) return () => null;
  if (!is(column.default, SQL)) return () => column.default;
  return () => {
    throw new Error(
      `${tableName}.${column.name}: give it in every row or in none (its default is the database's)`,
    );
  };
}

/**
 * The columns the rows give, and the rows as one JSON document of objects keyed by column name.
 * A column left out of every row (and without a JavaScript default) takes its database default.
 */
function documentOf<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) {
  const given = Object.entries(getTableColumns(table))
    .filter(
      ([field, column]) =>
        column.defaultFn !== undefined || rows.some((row) => (row as Row)[field] !== undefined),
    )
    .map(([field, column]) => ({
      field,
      column,
      name: column.name,
      fill: fillerOf(getTableName(table), column),
      asSent: AS_THEY_ARE.has(column.columnType)
        ? null
        : (value: unknown) => column.mapToDriverValue(value),
    }));
  const documents = rows.map((row) => {
    const document: Row = {};
    for (const { field, name, fill, asSent } of given) {
      let value = (row as Row)[field];
      if (value === undefined) value = fill();
      document[name] = value === null || asSent === null ? value : asSent(value);
    }
    return document;
  });
  return { columns: given.map(({ column }) => column), json: JSON.stringify(documents) };
}

function insertStatement<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: boolean,
): SQL {
  const { columns, json } = documentOf(table, rows);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${returning ? sql` returning *` : sql``}`;
}

/** Inserts the rows in one statement with one parameter. */
export async function insertRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(insertStatement(table, rows, false));
}

/** Inserts the rows in one statement with one parameter, and gives them back as stored. */
export async function insertRowsReturning<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const result = (await tx.execute(insertStatement(table, rows, true))) as unknown as {
    rows: Row[];
  };
  const columns = Object.entries(getTableColumns(table));
  return result.rows.map((stored) => {
    const row: Row = {};
    for (const [field, column] of columns) {
      const value = stored[column.name];
      row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

/** `column = any($1)`: a list of values as one array parameter, not one parameter each. */
export function isAnyOf(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
}
