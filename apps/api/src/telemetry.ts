import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { AppConfig } from './config/env';

export interface Tracing {
  /** The active span's trace and span ids, for every log line written inside it. */
  logFields(): object;
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry's SDK: spans of the HTTP server and client, of Fastify's hooks and route
 * handlers, of PostgreSQL queries and Redis commands, sent over OTLP/HTTP as JSON. Called by
 * `server.ts` before any module of the app is loaded, and only when tracing is configured: the
 * loader hook must be in place before `pg` and the others are imported, so that their ESM imports
 * can be instrumented (decision 066).
 */
export function startTracing(settings: NonNullable<AppConfig['tracing']>): Tracing {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    traceExporter: new OTLPTraceExporter({
      url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces`,
    }),
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
      new RedisInstrumentation(),
    ],
  });
  sdk.start();
  return {
    logFields() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { traceId, spanId };
    },
    shutdown: () => sdk.shutdown(),
  };
}
