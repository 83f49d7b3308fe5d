// The balancer test's own Redis, and the outage of it: every instance stops being ready at once,
// HAProxy sends requests to the degraded backend, and back to the main one once Redis answers
// (decision 069, deploy/haproxy/haproxy.cfg).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { backends, isCheckedUp, serverStats } from './haproxy.mjs';

/** Whether a Redis answers PING on `port`. */
function answersPing(port) {
  return new Promise((resolve) => {
    const connection = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    connection.on('connect', () => connection.write('PING\r\n'));
    connection.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) connection.end();
    });
    connection.on('close', () => resolve(answer.startsWith('+PONG')));
    connection.on('error', () => resolve(false));
  });
}

/**
 * Starts a Redis of the test's own on `port`, keeping nothing on disk; resolves with the process
 * once it answers. `track` is told of the process so that the test's end stops it.
 */
export async function startRedis({ port, log, track, waitFor }) {
  const child = track(
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', log, log] },
    ),
  );
  await waitFor(`Redis on ${port}`, async () => {
    if (child.exitCode !== null) {
      throw Object.assign(new Error(`redis-server exited with ${child.exitCode}`), { fatal: true });
    }
    return answersPing(port);
  });
  return child;
}

/** A client of the balancer that keeps the cookies it is given, as a browser does. */
function balancerClient(repo, publicUrl) {
  const ca = readFileSync(join(repo, 'e2e/support/push-service-certificate/cert.pem'));
  const cookies = new Map();
  return {
    cookies,
    send(method, path, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = {
        ...(payload && { 'content-type': 'application/json' }),
        ...(cookies.size > 0 && {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        }),
      };
      return new Promise((resolve, reject) => {
        const sent = request(new URL(path, publicUrl), { method, headers, ca }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair.indexOf('=');
              cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
            }
            resolve({
              status: response.statusCode,
              text,
              servedBy: response.headers['x-served-by'],
              backend: response.headers['x-served-backend'],
            });
          });
          response.on('error', reject);
        });
        sent.on('error', reject);
        sent.end(payload);
      });
    },
  };
}

/** Fails unless the answer has `status` and came through `backend`. */
function expectAnswer(what, answer, status, backend) {
  if (answer.status !== status || answer.backend !== backend) {
    throw new Error(
      `${what}: expected ${status} through ${backend}, got ${answer.status} through ` +
        `${answer.backend} (${answer.text.slice(0, 300)})`,
    );
  }
}

/**
 * A person signed in through the balancer; Redis stops: once the main backend has no server in
 * service, the catalogue, the person's own account and a new sign-in are still served, by the
 * degraded backend and on the instance the person is pinned to, while `ready` names Redis. Redis
 * starts again: the main backend takes the requests back.
 */
export async function redisOutage({ repo, publicUrl, runtime, stopRedis, startRedis, waitFor }) {
  const client = balancerClient(repo, publicUrl);
  const email = `outage-${randomUUID().slice(0, 8)}@example.com.au`;
  const password = `pass-${randomUUID().slice(0, 8)}`;
  const signup = await client.send('POST', '/api/user/signup', {
    firstName: 'Olive',
    lastName: 'Outage',
    contactNumber: '0412345678',
    address: { state: 'VIC', city: 'Melbourne' },
    userType: 'client',
    email,
    password,
    services: [],
  });
  expectAnswer('sign-up', signup, 201, 'trademate');
  expectAnswer(
    'sign-in',
    await client.send('POST', '/api/user/login', { email, password }),
    200,
    'trademate',
  );
  const pinned = client.cookies.get('TM_SERVER');
  if (!pinned) throw new Error('HAProxy set no TM_SERVER cookie');

  console.log('    Redis stops');
  await stopRedis();
  await waitFor('the main backend to have no server UP', async () => {
    const rows = await serverStats(runtime, 'trademate');
    return rows.length > 0 && rows.every((row) => row.status === 'DOWN');
  });
  const degraded = await serverStats(runtime, 'trademate_degraded');
  if (!degraded.every(isCheckedUp)) {
    throw new Error(`the degraded backend's servers: ${degraded.map((row) => row.status)}`);
  }

  expectAnswer('the catalogue', await client.send('GET', '/api/service?limit=5'), 200, backends[1]);
  const me = await client.send('GET', '/api/user/me');
  expectAnswer('the signed-in account', me, 200, backends[1]);
  if (me.servedBy !== pinned) throw new Error(`pinned to ${pinned}, served by ${me.servedBy}`);
  expectAnswer(
    'a sign-in',
    await client.send('POST', '/api/user/login', { email, password }),
    200,
    backends[1],
  );
  const ready = await client.send('GET', '/api/health/ready');
  expectAnswer('ready', ready, 503, backends[1]);
  if (JSON.parse(ready.text).data?.redis !== 'down') {
    throw new Error(`ready does not name Redis: ${ready.text}`);
  }
  console.log(`    served degraded, by ${me.servedBy} as pinned; ready says Redis is down`);

  console.log('    Redis starts again');
  await startRedis();
  await waitFor('the main backend to have every server UP again', async () => {
    const rows = await serverStats(runtime, 'trademate');
    return rows.length > 0 && rows.every(isCheckedUp);
  });
  expectAnswer('the catalogue', await client.send('GET', '/api/service?limit=5'), 200, backends[0]);
  const meAgain = await client.send('GET', '/api/user/me');
  expectAnswer('the signed-in account', meAgain, 200, backends[0]);
  if (meAgain.servedBy !== pinned)
    throw new Error(`pinned to ${pinned}, served by ${meAgain.servedBy}`);
  expectAnswer('ready', await client.send('GET', '/api/health/ready'), 200, backends[0]);
}
