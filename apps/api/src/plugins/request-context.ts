import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { withRequestId } from '../lib/request-context';

const scope = Symbol('requestScope');

declare module 'fastify' {
  interface FastifyRequest {
    [scope]?: AsyncResource;
  }
}

/**
 * Makes each request's id the current one (`currentRequestId`) for everything its hooks, handler
 * and services do. A body arrives in the socket's events, outside the context the request
 * started in, so the context is kept in an async resource made on arrival and entered again once
 * the body is read (as `@fastify/request-context` does; decision 066). Hooks with callbacks, as
 * every hook all requests run (decision 051).
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    withRequestId(request.id, () => {
      request[scope] = new AsyncResource('trademate:request');
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = request[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
