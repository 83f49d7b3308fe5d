// HAProxy for the balancer test: the test variant rendered from deploy/haproxy/haproxy.cfg, the
// process, and its runtime API (decision 069).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

/**
 * The backends of deploy/haproxy/haproxy.cfg, each with every instance: `trademate` (instances
 * ready) and `trademate_degraded` (instances whose database answers), used only while the first
 * has no server in service.
 */
export const backends = ['trademate', 'trademate_degraded'];

/**
 * The shipped configuration with the few lines a test on one machine must change, each found
 * exactly as often as expected (once, or once per backend for the server lines): a change to the
 * shipped file that the test no longer covers fails here.
 */
export function renderTestConfig(shipped, { folder, httpPort, httpsPort, pem, instances }) {
  // The test asserts which instance, and through which backend, served each request.
  const servedBy =
    '    http-response set-header X-Served-By %s\n' +
    '    http-response set-header X-Served-Backend %b\n';
  const substitutions = [
    ['    log /dev/log local0', '    log stderr format raw local0 info'],
    [
      '    stats socket /run/haproxy/admin.sock mode 660 level admin',
      `    stats socket ${join(folder, 'admin.sock')} mode 600 level admin`,
    ],
    ['    bind :80\n', `    bind 127.0.0.1:${httpPort}\n`],
    [
      '    bind :443 ssl crt /etc/haproxy/certs/trademate.pem',
      `    bind 127.0.0.1:${httpsPort} ssl crt ${pem}`,
    ],
    ...backends.map((backend) => [`\nbackend ${backend}\n`, `\nbackend ${backend}\n${servedBy}`]),
    ...instances.map(({ name, port }, index) => [
      `    server ${name} 10.0.0.1${index + 1}:3000 cookie ${name}`,
      `    server ${name} 127.0.0.1:${port} cookie ${name}`,
      backends.length,
    ]),
  ];
  let text = shipped;
  for (const [from, to, expected = 1] of substitutions) {
    const found = text.split(from).length - 1;
    if (found !== expected) {
      throw new Error(
        `deploy/haproxy/haproxy.cfg: expected ${expected} of "${from.trim()}", found ${found}`,
      );
    }
    text = text.replaceAll(from, to);
  }
  return text;
}

/** Writes the test variant into `folder`, checks it with `haproxy -c`, and starts HAProxy. */
export async function startHaproxy({ repo, folder, httpPort, httpsPort, instances, log }) {
  const certificate = join(repo, 'e2e/support/push-service-certificate');
  const pem = join(folder, 'haproxy.pem');
  writeFileSync(
    pem,
    `${readFileSync(join(certificate, 'cert.pem'), 'utf8').trim()}\n${readFileSync(
      join(certificate, 'key.pem'),
      'utf8',
    ).trim()}\n`,
  );
  const config = join(folder, 'haproxy.cfg');
  const shipped = readFileSync(join(repo, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  writeFileSync(config, renderTestConfig(shipped, { folder, httpPort, httpsPort, pem, instances }));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', log, log] });
  const socket = join(folder, 'admin.sock');
  return { child, runtime: (command) => runtimeCommand(socket, command) };
}

/** One command to HAProxy's runtime API; resolves with its answer. */
export function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socketPath);
    let answer = '';
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** `show stat` as rows keyed by column name, for the servers of `backend`. */
export async function serverStats(runtime, backend = 'trademate') {
  const [header, ...lines] = (await runtime('show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
    .filter((row) => row.pxname === backend && !['FRONTEND', 'BACKEND'].includes(row.svname));
}

/**
 * The connections HAProxy holds open to an instance with no request on them, by `backend/server`:
 * none is kept (`option http-server-close`, decision 092), since one the instance closes after its
 * 5-second keep-alive could be sent a request at that moment.
 */
export async function idleServerConnections(runtime) {
  const idle = {};
  for (const backend of backends) {
    for (const row of await serverStats(runtime, backend)) {
      idle[`${backend}/${row.svname}`] = Number(row.idle_conn_cur) + Number(row.safe_conn_cur);
    }
  }
  return idle;
}

/** Up by HAProxy's own health check, not only by its initial state. */
export function isCheckedUp(row) {
  return row?.status === 'UP' && row.check_status === 'L7OK';
}
