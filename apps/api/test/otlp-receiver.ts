import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding carries it, with the scope that made it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
}

interface ExportRequest {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: Array<{ key: string; value: Record<string, unknown> }>;
      }>;
    }>;
  }>;
}

/**
 * An OTLP/HTTP trace receiver of the test's own, on a free port: it keeps every span sent to
 * `/v1/traces` as JSON, and answers as a collector does.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest;
        for (const resource of body.resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans ?? []) {
            for (const span of scoped.spans ?? []) {
              spans.push({
                ...span,
                scope: scoped.scope?.name ?? '',
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
                ),
              });
            }
          }
        }
        arrivals.emit('spans');
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Resolves with what `pick` finds among the spans received, once it finds something. */
    async waitFor<T>(pick: (spans: ReceivedSpan[]) => T | undefined): Promise<T> {
      for (;;) {
        const found = pick(spans);
        if (found !== undefined) return found;
        await once(arrivals, 'spans');
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OtlpReceiver = Awaited<ReturnType<typeof startOtlpReceiver>>;
