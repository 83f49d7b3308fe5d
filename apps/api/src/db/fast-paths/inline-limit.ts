import { sql } from 'drizzle-orm';

/**
 * A row limit written into a prepared statement's text instead of sent as a parameter.
 *
 * Drizzle sends `.limit(n)` as a parameter. PostgreSQL plans a named statement with custom plans for
 * its first five runs and then keeps one generic plan only if that plan's cost is no worse; with
 * `limit $n` the generic plan must assume a tenth of the rows, costs ten times as much as the
 * custom ones, and is never chosen, so every run of the statement is planned again (planning the
 * feed took longer than running it: decision 047). With the limit in the text, the generic plan is
 * the custom one and PostgreSQL settles on it. The caller keys its prepared statement by the limit.
 */
export function inlineLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) {
    throw new RangeError(`A row limit must be a whole number of rows, not ${rows}`);
  }
  // Drizzle writes an SQL chunk given as the limit into the statement as it is; its types only
  // name numbers and placeholders.
  return sql.raw(String(rows)) as unknown as number;
}
