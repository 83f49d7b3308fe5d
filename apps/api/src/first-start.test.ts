import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApiArgs, startApiProcess, type ApiProcess } from '../test/api-process';
import { apiRoot } from '../test/api-root';
import { findFreePort } from '../test/free-port';

const run = promisify(execFile);

/**
 * `npm start` on an empty data folder, as a newcomer runs it (development, the embedded database,
 * no SMTP server, demo data), on a port of its own; then `npm run admin:create` on the same
 * data with the server stopped and no PORT given (decision 058).
 */
describe('a first start on an empty data folder', () => {
  let dataDir: string;
  let port: number;
  let api: ApiProcess | undefined;
  const env = () => ({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-app'),
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trademate-first-start-'));
    port = await findFreePort();
    api = await startApiProcess({ ...env(), PORT: String(port), HOST: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints each kept mail as one readable line, and the demo sign-ins last', async () => {
    await expect
      .poll(() => api!.output(), { timeout: 120_000 })
      .toMatch(/more @demo\.trademate\.com\.au accounts in every state\.\n/);
    const output = api!.output();
    const lines = output.split('\n');
    const mailLines = lines.filter((line) => line.startsWith('Mail kept (no SMTP_URL) for '));
    expect(mailLines.length).toBeGreaterThan(5);
    for (const line of mailLines) {
      expect(line).toMatch(/@demo\.trademate\.com\.au: “[^”]+”/);
      expect(line).not.toMatch(/\\n|\\"/);
    }
    // No mail's text as an escaped JSON string any more.
    expect(output).not.toContain('mail kept in the outbox (no SMTP_URL):');
    const signIns = lines.findIndex((line) => line.startsWith('Demo accounts (password for all'));
    expect(signIns).toBeGreaterThan(lines.lastIndexOf(mailLines.at(-1)!));
    expect(
      lines.slice(signIns + 1).filter((line) => !line.startsWith('  ') && line !== ''),
    ).toEqual([]);
    expect(lines.slice(signIns - 3, signIns).join('\n')).toContain(
      `TradeMate is running at http://localhost:${port}`,
    );
  });

  it('lets `npm run admin:create` link to where the server ran, with no PORT given', async () => {
    await api!.stop();
    const { stdout } = await run(
      process.execPath,
      builtApiArgs('admin-create', '--email', 'first.admin@example.com.au'),
      { cwd: apiRoot, env: { PATH: process.env.PATH, ...env() } },
    );
    expect(stdout).toContain('Admin invited: first.admin <first.admin@example.com.au>');
    expect(stdout).toMatch(
      new RegExp(`\\n {2}http://localhost:${port}/admin/invitation/[A-Za-z0-9_-]+\\n`),
    );
  }, 120_000);
});
