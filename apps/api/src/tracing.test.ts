import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { createTestDatabase, testsOnPostgres, type TestDatabase } from '../test/build-test-app';
import { findFreePort } from '../test/free-port';
import { startOtlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres';

const SPAN_KIND_SERVER = 2;
/**
 * The SQL spans come from the `pg` driver's instrumentation, so the server runs on PostgreSQL:
 * the tests' server when TEST_DATABASE_URL is set, else a cluster of the test's own (decision
 * 066; the embedded database has no driver to instrument).
 */
const postgresBin = testsOnPostgres ? null : findPostgresBinaries();

describe.skipIf(!testsOnPostgres && !postgresBin)('traces sent over OTLP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-tracing-'));
  let receiver: OtlpReceiver;
  let testDatabase: TestDatabase | undefined;
  let throwaway: ThrowawayPostgres | undefined;
  let api: ApiProcess | undefined;
  let base: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    let databaseUrl: string;
    if (testsOnPostgres) {
      testDatabase = await createTestDatabase();
      databaseUrl = testDatabase.url!;
    } else {
      throwaway = await startThrowawayPostgres(postgresBin!);
      databaseUrl = throwaway.url;
    }
    const port = await findFreePort();
    api = await startApiProcess({
      NODE_ENV: 'production',
      JWT_SECRET: randomUUID() + randomUUID(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'trademate-test',
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
    await testDatabase?.destroy();
    await throwaway?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends one request’s HTTP, route and SQL spans in one trace, whose id its log line carries', async () => {
    const response = await fetch(`${base}/api/service`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;

    const server = await receiver.waitFor((spans) =>
      spans.find(
        (span) =>
          span.kind === SPAN_KIND_SERVER &&
          span.scope === '@opentelemetry/instrumentation-http' &&
          span.attributes['http.route'] === '/api/service',
      ),
    );
    const inTrace = (scope: string) => (spans: typeof receiver.spans) => {
      const found = spans.filter((span) => span.traceId === server.traceId && span.scope === scope);
      return found.length > 0 ? found : undefined;
    };
    const route = await receiver.waitFor(inTrace('@fastify/otel'));
    const sql = await receiver.waitFor(inTrace('@opentelemetry/instrumentation-pg'));
    expect(route.map((span) => span.name)).toContain('request');
    expect(
      sql.some((span) => span.attributes['db.system.name'] ?? span.attributes['db.system']),
    ).toBe(true);

    const requestLine = () =>
      api!
        .output()
        .split('\n')
        .filter((text) => text.includes(`"${requestId}"`))
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.msg === 'request');
    await expect.poll(requestLine, { timeout: 60_000 }).toBeDefined();
    const line = requestLine();
    expect(line).toMatchObject({ traceId: server.traceId, url: '/api/service', status: 200 });
  });
});
