// The real-time part of `npm run bench` (alone: `npm run bench -- --realtime-only`): the built
// server on PostgreSQL with Redis, and Socket.IO clients (WebSocket transport) driven from a
// separate process (scripts/bench-realtime-load.mjs). Measures the server's resident memory per
// connected socket with 10,000 of them, how many new connections it accepts per second, and, with
// two instances sharing Redis and 5,000 sockets connected, the time from a chat message sent
// through one instance to the notification it creates reaching its recipient on the other.
//
// Each process the bench starts raises its open-files limit to the hard limit (`ulimit -n`): the
// server and the load generator each hold one descriptor per socket.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverEnv, sessionSigner, stop, waitFor } from './bench-process.mjs';
import { recreateDatabase, withClient } from './bench-seed.mjs';

const SOCKETS = 10_000;
const KB_PER_SOCKET_BUDGET = 15;
const CONNECTIONS_PER_SECOND_BUDGET = 1_000;
/** Handshakes the load generator keeps in flight while opening sockets as fast as accepted. */
const IN_FLIGHT = 200;
const TWO_INSTANCE_SOCKETS = 5_000;
const WARM_UP_MESSAGES = 20;
const LATENCY_MESSAGES = 300;
const LATENCY_P99_BUDGET_MS = 100;
/** How long the server is left alone before its resident memory is read. */
const SETTLE_MS = 5_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The hard open-files limit this shell may raise a child's to. */
export function hardFileLimit() {
  const out = spawnSync('/bin/sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Infinity : Number(out);
}

/** A node process with its open-files limit raised to the hard limit. */
export function spawnNode(root, args, env, stdio) {
  return spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'sh', process.execPath, ...args],
    { cwd: root, env, stdio },
  );
}

function startServer(root, server, url, port, redisUrl) {
  return spawnNode(
    root,
    [server],
    {
      ...serverEnv(url, port, 'warn'),
      REDIS_URL: redisUrl,
      // The bench's instances keep to a channel of their own on a Redis others may be using.
      REALTIME_CHANNEL: `bench-${process.pid}`,
    },
    ['ignore', 'ignore', 'inherit'],
  );
}

/** Resident memory of a process, in KB (its /proc status). */
function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]);
}

/** CPU time a process has used so far, in ms (user and system; /proc stat, 100 ticks a second). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Ends a load generator's orders, and waits for it to exit. */
export async function stopLoadGenerator(load) {
  load.child.disconnect();
  if (load.child.exitCode === null)
    await new Promise((resolve) => load.child.once('exit', resolve));
}

/** The load generator (`script`), and a way to give it orders. */
export function startLoadGenerator(root, script = 'scripts/bench-realtime-load.mjs') {
  const child = spawnNode(root, [join(root, script)], process.env, [
    'ignore',
    'inherit',
    'inherit',
    'ipc',
  ]);
  let nextId = 0;
  const pending = new Map();
  child.on('message', ({ id, result, error }) => {
    const { resolve, reject } = pending.get(id);
    pending.delete(id);
    if (error) reject(new Error(error));
    else resolve(result);
  });
  child.on('exit', (code) => {
    for (const { reject } of pending.values())
      reject(new Error(`The load generator exited (${code})`));
  });
  return {
    child,
    order: (command, args) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        child.send({ id, command, args });
      }),
  };
}

/**
 * 10,000 verified accounts with a live session each, and direct conversations between a
 * professional (the first accounts) and an apprentice (from the 2,501st): the messages of the
 * latency measure, one conversation each so that each creates a notification.
 */
async function seed(url, root) {
  const conversationsNeeded = WARM_UP_MESSAGES + LATENCY_MESSAGES;
  const half = TWO_INSTANCE_SOCKETS / 2;
  return withClient(url, async (client) => {
    await client.query(
      `insert into users (email, password_hash, user_type, first_name, last_name, contact_number,
                          state, city, postcode, suburb, latitude, longitude, travel_km,
                          email_verified_at)
       select 'bench-rt-' || g || '@example.com.au', 'not a password hash',
              case when g < $1 then 'tradie' when g >= $2 and g < $2 + $1 then 'apprentice'
                   else 'client' end,
              'Robin', 'Socket ' || g, '04' || lpad((50000000 + g)::text, 8, '0'),
              'NSW', 'Sydney', '2000', 'Sydney', -33.8688, 151.2093,
              case when g < $1 then 50 end, now() - interval '1 day'
         from generate_series(0, $3::int) g`,
      [conversationsNeeded, half, SOCKETS],
    );
    const { rows } = await client.query(
      `insert into sessions (user_id, created_at, expires_at)
       select id, now(), now() + interval '23 hours' from users where email like 'bench-rt-%'
       returning id as sid, user_id`,
    );
    const { rows: accounts } = await client.query(
      `select id, email, user_type from users where email like 'bench-rt-%'
        order by split_part(split_part(email, '@', 1), '-', 3)::int`,
    );
    const sessionOf = new Map(rows.map((row) => [row.user_id, row.sid]));
    const sign = await sessionSigner(root);
    const users = [];
    for (const account of accounts) {
      const sid = sessionOf.get(account.id);
      const token = await sign({ ...account, sid, userType: account.user_type });
      users.push({ id: account.id, token });
    }
    const conversations = [];
    for (let i = 0; i < conversationsNeeded; i++) {
      const sender = users[i];
      const recipient = users[half + i];
      const { rows: created } = await client.query(
        `insert into conversations (starter_id, recipient_id) values ($1, $2) returning id`,
        [sender.id, recipient.id],
      );
      conversations.push({
        conversationId: created[0].id,
        senderToken: sender.token,
        recipientId: recipient.id,
      });
    }
    await client.query('analyze');
    return { users, conversations };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchRealtime({ root, server, adminUrl }) {
  const fileLimit = hardFileLimit();
  if (fileLimit < SOCKETS + 1_000)
    throw new Error(
      `The open-files hard limit (ulimit -Hn) is ${fileLimit}: ${SOCKETS.toLocaleString('en-AU')} sockets need more than ${SOCKETS + 1_000}`,
    );
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const url = await recreateDatabase(
    adminUrl,
    `${process.env.BENCH_DATABASE_NAME ?? 'trademate_bench'}_realtime`,
  );
  const port = Number(process.env.BENCH_REALTIME_PORT ?? 3431);
  console.log(
    `\nReal time: preparing PostgreSQL (migrations, ${SOCKETS.toLocaleString('en-AU')} accounts with a session)…`,
  );
  let child = startServer(root, server, url, port, redisUrl);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  } finally {
    await stop(child);
  }
  const { users, conversations } = await seed(url, root);

  // One instance, 10,000 sockets: resident memory and the connection rate.
  const load = startLoadGenerator(root);
  let single;
  let pair;
  try {
    child = startServer(root, server, url, port, redisUrl);
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, child);
      // A first socket, so that what every socket shares (the code run, the pools) is loaded.
      await load.order('connect', {
        url: `http://127.0.0.1:${port}`,
        users: users.slice(SOCKETS),
        inFlight: 1,
      });
      await sleep(SETTLE_MS);
      const before = rssKb(child.pid);
      const cpu = [cpuMs(child.pid), cpuMs(load.child.pid)];
      const opened = await load.order('connect', {
        url: `http://127.0.0.1:${port}`,
        users: users.slice(0, SOCKETS),
        inFlight: IN_FLIGHT,
      });
      const serverCpuMs = cpuMs(child.pid) - cpu[0];
      const loadCpuMs = cpuMs(load.child.pid) - cpu[1];
      await sleep(SETTLE_MS);
      const after = rssKb(child.pid);
      single = { before, after, serverCpuMs, loadCpuMs, ...opened, sockets: opened.connected };
      await load.order('closeAll', {});
    } finally {
      await stop(child);
    }

    // Two instances sharing Redis, 5,000 sockets: a message through A notifies its recipient on B.
    const a = startServer(root, server, url, port + 1, redisUrl);
    const b = startServer(root, server, url, port + 2, redisUrl);
    try {
      await Promise.all([
        waitFor(`http://127.0.0.1:${port + 1}/api/health`, a),
        waitFor(`http://127.0.0.1:${port + 2}/api/health`, b),
      ]);
      const half = TWO_INSTANCE_SOCKETS / 2;
      const onA = await load.order('connect', {
        url: `http://127.0.0.1:${port + 1}`,
        users: users.slice(0, half),
        inFlight: IN_FLIGHT,
      });
      const onB = await load.order('connect', {
        url: `http://127.0.0.1:${port + 2}`,
        users: users.slice(half, TWO_INSTANCE_SOCKETS),
        inFlight: IN_FLIGHT,
      });
      const apiBase = `http://127.0.0.1:${port + 1}`;
      await load.order('latency', { apiBase, samples: conversations.slice(0, WARM_UP_MESSAGES) });
      const measured = await load.order('latency', {
        apiBase,
        samples: conversations.slice(WARM_UP_MESSAGES),
      });
      const sorted = [...measured.latencies].sort((x, y) => x - y);
      const responses = [...measured.responses].sort((x, y) => x - y);
      const afterResponse = [...measured.afterResponse].sort((x, y) => x - y);
      pair = {
        sockets: onA.connected + onB.connected,
        failedSockets: onA.failed + onB.failed,
        samples: sorted.length,
        failures: measured.failures,
        firstError: measured.firstError ?? onA.firstError ?? onB.firstError,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1),
        responseP50: percentile(responses, 50),
        responseP99: percentile(responses, 99),
        afterResponseP99: percentile(afterResponse, 99),
      };
      await load.order('closeAll', {});
    } finally {
      await Promise.all([stop(a), stop(b)]);
    }
  } finally {
    await stopLoadGenerator(load);
  }
  return { single, pair };
}

/** Prints the table; returns whether every real-time budget holds. */
export function reportRealtime({ single, pair }) {
  const kbPerSocket = (single.after - single.before) / single.sockets;
  const perSecond = single.sockets / (single.ms / 1000);
  const memoryOk = single.failed === 0 && kbPerSocket <= KB_PER_SOCKET_BUDGET;
  const rateOk = single.failed === 0 && perSecond >= CONNECTIONS_PER_SECOND_BUDGET;
  const latencyOk =
    pair.failures === 0 &&
    pair.failedSockets === 0 &&
    pair.samples === LATENCY_MESSAGES &&
    pair.p99 <= LATENCY_P99_BUDGET_MS;
  const count = (n) => n.toLocaleString('en-AU');
  const ms = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
  console.log(
    `\nReal time: Socket.IO clients (WebSocket) from a separate process; the server on PostgreSQL with Redis:`,
  );
  console.log('\n| measure | result | budget |');
  console.log('| --- | --- | --- |');
  console.log(
    `| resident memory per connected socket, ${count(single.sockets)} sockets on one instance (RSS ${Math.round(single.before / 1000)} → ${Math.round(single.after / 1000)} MB) | ${kbPerSocket.toFixed(1)} KB | ≤ ${KB_PER_SOCKET_BUDGET} KB ${memoryOk ? '✓' : '✗'} |` +
      (single.failed ? ` (${single.failed} sockets refused: ${single.firstError} ✗)` : ''),
  );
  console.log(
    `| new connections accepted per second (${count(single.sockets)} opened, ${IN_FLIGHT} handshakes in flight) | ${Math.round(perSecond)}/s | ≥ ${count(CONNECTIONS_PER_SECOND_BUDGET)}/s ${rateOk ? '✓' : '✗'} |`,
  );
  console.log(
    `| chat message through instance A to its notification on instance B, p99 (p50, max), ${pair.samples} messages, ${count(pair.sockets)} sockets on the two | ${ms(pair.p99)} (${ms(pair.p50)}, ${ms(pair.max)}) | ≤ ${LATENCY_P99_BUDGET_MS} ms ${latencyOk ? '✓' : '✗'} |` +
      (pair.failures || pair.failedSockets
        ? ` (${pair.failures} messages not delivered, ${pair.failedSockets} sockets refused: ${pair.firstError} ✗)`
        : ''),
  );
  console.log(
    `\nWhile opening them: ${(single.serverCpuMs / single.sockets).toFixed(2)} ms of server CPU and ${(single.loadCpuMs / single.sockets).toFixed(2)} ms of load-generator CPU per connection, in ${(single.ms / 1000).toFixed(1)} s. Messages answered 201 in p99 ${ms(pair.responseP99)} (p50 ${ms(pair.responseP50)}); notifications arrived at most ${ms(pair.afterResponseP99)} after the 201 (p99).`,
  );
  return memoryOk && rateOk && latencyOk;
}
