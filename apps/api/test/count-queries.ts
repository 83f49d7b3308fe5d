import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vi } from 'vitest';
import { currentRequestId } from '../src/lib/request-context';

type Client = { query: (...args: unknown[]) => unknown };

/** Fastify's channel for the start of each route handler (its message holds the request). */
const handlerStart = diagnostics.channel('tracing:fastify.request.handler:start');

/**
 * How many SQL statements the requests `run` makes sent to the app's database (PGlite or a pg
 * pool alike), their hooks included. Only statements made for a request that `run` sent count
 * (by the request id each statement runs under, decision 066): a background pass (the push
 * sender, the payments sweep) that wakes while `run` is in flight is not part of it.
 */
export async function countQueries(
  app: FastifyInstance,
  run: () => Promise<unknown>,
): Promise<number> {
  const client = (app.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const requestsOfRun = new Set<string>();
  const statementsFor: (string | null)[] = [];
  const onHandler = (message: unknown) => {
    requestsOfRun.add((message as { request: FastifyRequest }).request.id);
  };
  handlerStart.subscribe(onHandler);
  const query = vi.spyOn(client, 'query').mockImplementation(function (this: Client, ...args) {
    statementsFor.push(currentRequestId());
    return original.apply(this, args);
  });
  try {
    await run();
    return statementsFor.filter((id) => id !== null && requestsOfRun.has(id)).length;
  } finally {
    query.mockRestore();
    handlerStart.unsubscribe(onHandler);
  }
}
