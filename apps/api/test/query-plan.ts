import type { FastifyInstance } from 'fastify';
import type { Statement } from './count-queries';

interface Driver {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * How Postgres runs `statement` on the app's database, with table scans, bitmap scans and sorting
 * priced out of reach (with a test's few rows the planner would otherwise scan and sort whatever
 * the indexes): if the plan still sorts or reads the table, no index serves the statement.
 */
export async function planWithoutScans(
  app: FastifyInstance,
  statement: Statement,
): Promise<string> {
  const client = (app.db as unknown as { $client: Driver }).$client;
  // One connection for the settings and the plan: the pool's own on PostgreSQL, PGlite's only one.
  const pool = client as unknown as { connect?: () => Promise<Driver & { release(): void }> };
  const connection = pool.connect ? await pool.connect() : client;
  try {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await connection.query(`set ${setting} = off`);
    }
    const { rows } = await connection.query(`explain ${statement.text}`, statement.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.query('reset all');
    (connection as { release?: () => void }).release?.();
  }
}
