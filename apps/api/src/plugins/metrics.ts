import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { createAppMetrics, metricsOff, type AppMetrics } from '../lib/app-metrics';
import { serveMetrics } from './metrics-endpoint';
import { watchInfrastructure } from './metrics-infrastructure';
import { countRequests } from './metrics-requests';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the modules and the passes tell the Prometheus metrics (decision 065): sign-ins,
     * sign-ups, jobs posted, hires, payments, the passes' runs and the outboxes' backlogs.
     */
    metrics: AppMetrics;
  }
}

/**
 * The Prometheus metrics of this instance, when `METRICS_TOKEN` or `METRICS_PORT` asks for them
 * (decision 065): a registry of the app's own (tests build many apps in one process, so never
 * prom-client's global one) holding Node.js's figures, every request by route pattern, the
 * infrastructure's state and what the modules count. Off, `app.metrics` counts nothing and no
 * request pays for it. Register before the routes, so that every request is counted.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { token, port } = app.config.metrics;
  if (token === null && port === null) {
    app.decorate('metrics', metricsOff);
    return;
  }
  const registry = new Registry();
  // Event-loop lag, heap, handles, CPU, file descriptors and garbage collections.
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', createAppMetrics(registry));
  countRequests(app, registry);
  watchInfrastructure(app, registry);
  serveMetrics(app, registry);
}
