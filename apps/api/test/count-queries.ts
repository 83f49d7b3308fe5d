import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

/** How many SQL statements answering `run` sent to the app's database (PGlite or a pg pool alike). */
export async function countQueries(
  app: FastifyInstance,
  run: () => Promise<unknown>,
): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = vi.spyOn(client, 'query');
  try {
    await run();
    return query.mock.calls.length;
  } finally {
    query.mockRestore();
  }
}
