import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: one series, whatever the address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds, from a cached page (a millisecond) to a request that waited for an outage. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every answered request and times it, by method and route pattern (`/api/job/:id`, never
 * the address asked for, so the series stay as many as the routes), the count also by status:
 * the request rate, the errors (`status_code` 4xx and 5xx) and the latency of each route.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'trademate_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'trademate_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // A callback hook, not a promise: every request runs it (decision 051).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.labels(request.method, route, String(reply.statusCode)).inc();
    latency.labels(request.method, route).observe(reply.elapsedTime / 1000);
    done();
  });
}
