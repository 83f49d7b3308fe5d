import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { findFreePort } from '../test/free-port';

describe('the request log', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-request-log-'));
  let api: ApiProcess;
  let base: string;

  beforeAll(async () => {
    const port = await findFreePort();
    api = await startApiProcess({
      NODE_ENV: 'production',
      JWT_SECRET: randomUUID() + randomUUID(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one line per answered request, with its method, path, status and request id', async () => {
    const response = await fetch(`${base}/api/plan`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    // Lines arrive in the order they are written: once the next request's line is here, every
    // line of this one is too.
    const next = await fetch(`${base}/api/health`);
    const nextId = next.headers.get('x-request-id');
    await expect.poll(() => api.output(), { timeout: 60_000 }).toContain(`"${nextId}"`);
    const lines = api
      .output()
      .split('\n')
      .filter((line) => line.includes(`"${requestId}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/plan',
      status: 200,
    });
  });
});
