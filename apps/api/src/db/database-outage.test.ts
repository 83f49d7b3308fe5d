import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { jobPostPayload } from '../../test/job-fixtures';
import { findFreePort } from '../../test/free-port';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres';

const postgresBin = findPostgresBinaries();
/** A request that has not been answered by then is a hang, which the test reports. */
const HANG_MS = 60_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  jobId?: string;
}

describe.skipIf(!postgresBin)('the API while PostgreSQL crashes and comes back', () => {
  let postgres: ThrowawayPostgres;
  let api: ApiProcess;
  let base: string;
  let dataDir: string;
  let exited: { code: number | null; signal: string | null } | null = null;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(postgresBin!);
    dataDir = mkdtempSync(join(tmpdir(), 'trademate-outage-'));
    const port = await findFreePort();
    base = `http://127.0.0.1:${port}`;
    api = await startApiProcess({
      NODE_ENV: 'development',
      DATABASE_URL: postgres.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      SIGNUPS_PER_HOUR: '1000',
    });
    api.child.once('exit', (code, signal) => (exited = { code, signal }));
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function call(path: string, init: RequestInit = {}) {
    const response = await fetch(base + path, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(HANG_MS),
    });
    return {
      response,
      body: (await response.json()) as {
        data: { _id: string; token: string; items: { _id: string }[]; database: string };
      },
    };
  }

  async function signInVerifiedClient(): Promise<string> {
    const email = 'outage-client@example.com.au';
    const signup = await call('/api/user/signup', {
      method: 'POST',
      body: JSON.stringify({
        firstName: 'Olivia',
        lastName: 'Bennett',
        contactNumber: '0412345678',
        address: { state: 'VIC', city: 'Geelong' },
        userType: 'client',
        email,
        password: 'outage-password',
      }),
    });
    expect(signup.response.status).toBe(201);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query('update users set email_verified_at = now() where email = $1', [email]);
    await client.end();
    const login = await call('/api/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'outage-password' }),
    });
    expect(login.response.status).toBe(200);
    return login.body.data.token;
  }

  it('stays up, answers 503 while it is down, serves again at once, and loses no acknowledged write', async () => {
    const token = await signInVerifiedClient();
    const services = await call('/api/service?limit=1');
    const serviceId = services.body.data.items[0]!._id;
    expect(serviceId).toBeTruthy();

    const answers: Answer[] = [];
    const waiters: Array<{ matches: (answer: Answer) => boolean; resolve: () => void }> = [];
    const record = (answer: Answer) => {
      answers.push(answer);
      for (const waiter of [...waiters]) {
        if (waiter.matches(answer)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    };
    const apiExit = once(api.child, 'exit').then(() => {
      throw new Error(`The API process died:\n${api.output()}`);
    });
    apiExit.catch(() => {});
    /** Resolves when a later answer matches: the test moves on events, never on time. */
    const nextAnswer = (matches: (answer: Answer) => boolean) =>
      Promise.race([new Promise<void>((resolve) => waiters.push({ matches, resolve })), apiExit]);

    /** Status 0: the request got no answer at all (refused, reset or hung). */
    const postJob = async (): Promise<Answer> => {
      const answered = await call('/api/job', {
        method: 'POST',
        headers: { authorization: token },
        body: JSON.stringify(jobPostPayload(serviceId)),
      }).catch(() => null);
      if (!answered) return { status: 0, retryAfter: null };
      const { response, body } = answered;
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        jobId: response.status === 201 ? body.data._id : undefined,
      };
    };

    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing && api.child.exitCode === null) record(await postJob());
    });

    for (let round = 1; round <= 3; round += 1) {
      await nextAnswer((answer) => answer.status === 201);
      await postgres.killPostmaster();
      await nextAnswer((answer) => answer.status === 503);
      const health = await call('/api/health');
      expect(health.response.status).toBe(503);
      expect(health.body.data.database).toBe('down');

      await postgres.start();
      // Accepting connections again: the very next request is served, with no restart.
      const first = await postJob();
      record(first);
      expect(first.status).toBe(201);
      expect((await call('/api/health')).response.status).toBe(200);
    }
    writing = false;
    await Promise.all(writers);

    expect(exited, api.output()).toBeNull();
    expect(api.child.exitCode).toBeNull();
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }

    const acknowledged = answers.flatMap((answer) => (answer.jobId ? [answer.jobId] : []));
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      'select id from jobs where id = any($1::uuid[])',
      [acknowledged],
    );
    await client.end();
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  }, 300_000);
});
