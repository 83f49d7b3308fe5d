import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { realtimePath } from '@trademate/shared/realtime';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { findFreePort } from '../test/free-port';

const CLIENTS = 10;
/** PostgreSQL when the tests have one (a quicker start than the embedded database's first). */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  /** The answer's `Connection` header: `close` once the server is draining. */
  connection: string | undefined;
  /** Whether the request was sent after SIGTERM was. */
  afterSignal: boolean;
}

/** How one keep-alive client's loop ended: the server refused a new connection, or an error. */
interface ClientRun {
  answers: Answer[];
  /** The error code that ended the loop (`ECONNREFUSED`: the server no longer listens). */
  endedWith: string;
}

/**
 * One GET on the agent's kept-alive connection; resolves with the status once the whole body has
 * arrived, rejects with the socket's error code otherwise.
 */
function get(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Omit<Answer, 'afterSignal'>> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: '127.0.0.1', port, path, method: 'GET', headers },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('the server shutting down under keep-alive traffic', () => {
  let api: ApiProcess;
  let port: number;
  let dataDir: string;
  let token: string;
  let databaseName: string | undefined;

  async function asAdmin(sql: string) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trademate-shutdown-'));
    port = await findFreePort();
    let databaseUrl: Record<string, string> = {};
    if (adminUrl) {
      databaseName = `trademate_shutdown_${randomUUID().replaceAll('-', '')}`;
      await asAdmin(`create database ${databaseName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = { DATABASE_URL: url.toString() };
    }
    api = await startApiProcess({
      ...databaseUrl,
      NODE_ENV: 'production',
      JWT_SECRET: randomUUID() + randomUUID(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${port}`;
    const email = `drain-${randomUUID().slice(0, 8)}@example.com.au`;
    const password = `drain-${randomUUID().slice(0, 8)}`;
    const signup = await fetch(`${base}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Lee',
        lastName: 'Morgan',
        contactNumber: '0412345678',
        address: { state: 'VIC', city: 'Geelong' },
        userType: 'client',
        email,
        password,
      }),
    });
    expect(signup.status).toBe(201);
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    if (databaseName) await asAdmin(`drop database if exists ${databaseName} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent, resets none, lets sockets go and exits 0 on SIGTERM', async () => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const socketLetGo = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    let signalled = false;
    let answered = 0;
    let enoughTraffic!: () => void;
    const trafficFlowing = new Promise<void>((resolve) => (enoughTraffic = resolve));

    /** Asks until the server stops taking connections, on one kept-alive connection at a time. */
    async function runClient(index: number): Promise<ClientRun> {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const answers: Answer[] = [];
      // Half ask a signed-in question (a session lookup), half the database's health.
      const [path, headers] =
        index % 2 === 0 ? ['/api/user/me', { authorization: token }] : ['/api/health', {}];
      try {
        for (;;) {
          const afterSignal = signalled;
          try {
            answers.push({ ...(await get(agent, port, path, headers)), afterSignal });
          } catch (error) {
            return { answers, endedWith: (error as NodeJS.ErrnoException).code ?? String(error) };
          }
          if (++answered === CLIENTS * 20) enoughTraffic();
        }
      } finally {
        agent.destroy();
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) => runClient(index));
    await trafficFlowing;
    const exited = once(api.child, 'exit') as Promise<[number | null, string | null]>;
    signalled = true;
    api.child.kill('SIGTERM');
    const runs = await Promise.all(clients);
    const [code, signal] = await exited;

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Every loop ended only because the server stopped listening: no request it had been sent
    // was reset, cut (EPIPE) or left unanswered (socket hang up).
    expect(runs.map((run) => run.endedWith)).toEqual(Array(CLIENTS).fill('ECONNREFUSED'));
    for (const run of runs) {
      expect(run.answers.every((answer) => answer.status === 200)).toBe(true);
      // The connection ended after an answer that said so, never under a request.
      expect(run.answers.at(-1)!.connection).toBe('close');
    }
    // A lost connection, which a client reconnects after (to another instance), not a dismissal.
    expect(await socketLetGo).toBe('transport close');
    // Nothing was left for the ceiling to close.
    expect(api.output()).not.toMatch(/still open .* were closed/);
  }, 60_000);
});

describe('the server shutting down with a request that never ends', () => {
  let api: ApiProcess;
  let dataDir: string;

  afterAll(async () => {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes it at the drain ceiling and still exits 0', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trademate-shutdown-ceiling-'));
    const port = await findFreePort();
    api = await startApiProcess({
      NODE_ENV: 'production',
      JWT_SECRET: randomUUID() + randomUUID(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
    });
    // A request whose body stops halfway: the drain cannot wait it out, the ceiling closes it.
    const stuck = createConnection({ host: '127.0.0.1', port });
    await once(stuck, 'connect');
    stuck.on('error', () => {});
    stuck.write(
      'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    const closedByServer = once(stuck, 'close');
    const exited = once(api.child, 'exit') as Promise<[number | null, string | null]>;
    api.child.kill('SIGTERM');
    await closedByServer;
    const [code, signal] = await exited;

    expect(api.output()).toMatch(/still open 10 s into the shutdown were closed/);
    expect(api.output()).not.toMatch(/AVV_ERR|did not start in time/);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  }, 120_000);
});
