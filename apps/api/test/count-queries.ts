import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vi } from 'vitest';
import { currentRequestId } from '../src/lib/request-context';

type Client = { query: (...args: unknown[]) => unknown };

/** A SQL statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** Fastify's channel for the start of each route handler (its message holds the request). */
const handlerStart = diagnostics.channel('tracing:fastify.request.handler:start');

/**
 * The SQL statements the requests `run` makes sent to the app's database (PGlite or a pg pool
 * alike), their hooks included, in order: counted at the driver, below drizzle, so nothing can
 * hide from it. Only statements made for a request that `run` sent count (by the request id each
 * statement runs under, decision 066): a background pass (the push sender, the payments sweep)
 * that wakes while `run` is in flight is not part of it.
 */
export async function statementsOf(
  app: FastifyInstance,
  run: () => Promise<unknown>,
): Promise<Statement[]> {
  const client = (app.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const requestsOfRun = new Set<string>();
  const sent: (Statement & { requestId: string | null })[] = [];
  const onHandler = (message: unknown) => {
    requestsOfRun.add((message as { request: FastifyRequest }).request.id);
  };
  handlerStart.subscribe(onHandler);
  const query = vi.spyOn(client, 'query').mockImplementation(function (this: Client, ...args) {
    const [statement, params] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    sent.push({
      text: typeof statement === 'string' ? statement : statement.text,
      params: (typeof statement === 'string' ? undefined : statement.values) ?? params ?? [],
      requestId: currentRequestId(),
    });
    return original.apply(this, args);
  });
  try {
    await run();
    return sent
      .filter(({ requestId }) => requestId !== null && requestsOfRun.has(requestId))
      .map(({ text, params }) => ({ text, params }));
  } finally {
    query.mockRestore();
    handlerStart.unsubscribe(onHandler);
  }
}

/** How many SQL statements the requests `run` makes sent to the app's database (`statementsOf`). */
export async function countQueries(
  app: FastifyInstance,
  run: () => Promise<unknown>,
): Promise<number> {
  return (await statementsOf(app, run)).length;
}
