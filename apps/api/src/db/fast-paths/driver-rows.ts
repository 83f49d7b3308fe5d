/**
 * The rows of a prepared statement as the driver returns them, without Drizzle's row mapping.
 *
 * Drizzle maps each row field by field, checking each field's kind as it goes; for a page of the
 * feed that cost more than shaping the page (decision 047). Both of Drizzle's PostgreSQL drivers
 * used here (node-postgres and PGlite) give their prepared statements an `all()` that runs the same
 * named statement and returns the driver's own rows: objects keyed by column name, timestamps and
 * dates as PostgreSQL writes them. Its type is not declared for PostgreSQL, so it is checked here;
 * the feed's tests run on both drivers.
 */
export async function driverRows<Row>(
  prepared: object,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { all } = prepared as { all?: (values: Record<string, unknown>) => Promise<unknown> };
  if (typeof all !== 'function') {
    throw new TypeError('This prepared statement cannot return its driver rows');
  }
  return (await all.call(prepared, values)) as Row[];
}
