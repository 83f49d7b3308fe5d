// The capacity part's report (scripts/bench-capacity.mjs): the yardsticks of the run, each
// phase's steps (users, requests per second, p50 and p99, errors, where the CPU went), the
// classes' p99 at the last passing and the first failing step, the slowest actions and the errors
// of the first failing one, and the figures side by side. No budget: figures only.
import { cpus } from 'node:os';

const count = (n) => Math.round(n).toLocaleString('en-AU');
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);
const percent = (share) => `${Math.round(share * 100)}%`;

const CLASSES = [
  ['browse', 'browsing'],
  ['chat', 'chatting'],
  ['write', 'posting, contacting, quoting'],
  ['notify', 'notifications'],
];

/** The phase's passing step with the most users, and its failing step with the fewest. */
function edges(steps) {
  const passing = steps.filter((step) => step.pass).sort((a, b) => b.users - a.users)[0] ?? null;
  const failing = steps.filter((step) => !step.pass).sort((a, b) => a.users - b.users)[0] ?? null;
  return { passing, failing };
}

const STEP_COLUMNS = [
  'users',
  'req/s',
  'p50',
  'p99',
  'errors',
  'CPU: server',
  'PostgreSQL',
  'Redis',
  'load generator',
  'whole machine',
  'pool connections in use, mean of 10',
  'queries waiting for one, mean (most)',
  'server event loop late, most',
  'generator event loop late, p99',
  'p99 ≤ 200 ms, no errors',
];

/** One row per step, fewest users first. */
function printSteps(steps) {
  console.log(`\n| ${STEP_COLUMNS.join(' | ')} |`);
  console.log(`| ${STEP_COLUMNS.map(() => '---').join(' | ')} |`);
  for (const step of [...steps].sort((a, b) => a.users - b.users)) {
    const errors =
      step.errors === 0
        ? '0'
        : `${step.errors} (${[
            step.unexpected && `${step.unexpected} unexpected status`,
            step.network && `${step.network} network`,
            step.timeouts && `${step.timeouts} timeouts`,
            step.socketDrops && `${step.socketDrops} sockets dropped`,
            step.opened.down && `${step.opened.down} sockets not connected`,
          ]
            .filter(Boolean)
            .join(', ')})`;
    console.log(
      `| ${count(step.users)} | ${count(step.rps)} | ${ms(step.all.p50)} | ${ms(step.all.p99)} | ${errors} | ${percent(step.cpu.server)} | ${percent(step.cpu.postgres)} | ${percent(step.cpu.redis)} | ${percent(step.cpu.generator)} | ${percent(step.cpu.machine)} | ${step.instances.poolInUseMean?.toFixed(1) ?? '—'} | ${step.instances.poolWaitingMean?.toFixed(1) ?? '—'} (${step.instances.poolWaitingMax}) | ${ms(step.instances.loopLagMaxMs)} | ${ms(step.loopDelay.p99)} | ${step.pass ? '✓' : '✗'} |`,
    );
  }
}

/** Each class's requests and p99 at the last passing and the first failing step. */
function printClasses({ passing, failing }) {
  const shown = [passing, failing].filter(Boolean);
  if (shown.length === 0) return;
  const label = (step) =>
    `${count(step.users)} users (${step.pass ? 'last passing' : 'first failing'})`;
  console.log(`\n| class | ${shown.map(label).join(' | ')} |`);
  console.log(`| --- | ${shown.map(() => '---').join(' | ')} |`);
  for (const [key, name] of CLASSES) {
    const cells = shown.map((step) => {
      const figures = step.byClass[key];
      return figures ? `p99 ${ms(figures.p99)} (${count(figures.count)} requests)` : '—';
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

/** The first failing step's slowest actions (by p99) and the first errors it met. */
function printFailing(failing) {
  if (!failing) return;
  const actions = Object.entries(failing.byAction)
    .sort((a, b) => b[1].p99 - a[1].p99)
    .slice(0, 6);
  console.log(`\nSlowest actions at ${count(failing.users)} users (p99):`);
  console.log('\n| class: action | requests | p50 | p99 | max |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, figures] of actions) {
    console.log(
      `| ${name} | ${count(figures.count)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`,
    );
  }
  const examples = [...failing.examples];
  if (failing.opened.firstError) examples.push(`socket refused: ${failing.opened.firstError}`);
  if (examples.length > 0) {
    console.log('\nFirst errors:');
    for (const example of examples) console.log(`  ${example}`);
  }
}

/** The writes per second of a step: what keeps dropping the in-memory pages built from jobs. */
function printWrites(step) {
  if (!step) return;
  const rate = (key) => (step.byAction[key]?.count ?? 0) / step.seconds;
  const writes = [
    ['jobs posted', rate('write: post a job')],
    ['clients contacted', rate('write: contact a client')],
    ['quotes sent', rate('write: send a quote')],
    ['chat messages', rate('chat: send a message')],
    ['read marks', rate('chat: mark read') + rate('notify: mark all read')],
  ];
  console.log(
    `\nWrites at ${count(step.users)} users: ${writes.map(([name, perSecond]) => `${name} ${perSecond.toFixed(1)}/s`).join(', ')}.`,
  );
}

function printPhase(title, steps) {
  console.log(`\n${title}:`);
  printSteps(steps);
  const resent = steps.reduce((sum, step) => sum + step.resent, 0);
  const events = steps.reduce((sum, step) => sum + step.socketEvents, 0);
  console.log(
    `\nSocket events received in the measured windows: ${count(events)}. Requests sent again after the server closed an idle kept-alive connection under them (not errors, as a browser resends them): ${count(resent)}.`,
  );
  const found = edges(steps);
  printWrites(found.passing);
  printClasses(found);
  printFailing(found.failing);
  return found;
}

/** The figure of a phase: its largest passing step, or why there is none. */
function figure({ passing }, phaseSteps, max) {
  if (!passing)
    return `none (${count(Math.min(...phaseSteps.map((step) => step.users)))} users already fail)`;
  const atMax = passing.users >= max ? ` (every seeded account: at least this many)` : '';
  return `${count(passing.users)} users${atMax}: ${count(passing.rps)} req/s, p99 ${ms(passing.all.p99)}`;
}

/** Prints the capacity tables; figures only, so it always holds. */
export function reportCapacity({ loadAverage, max, yardstick, single, pair, settings }) {
  const { thinkMs, settleMs, warmUpMs, measureMs, p99LimitMs } = settings;
  console.log(
    `\nCapacity: signed-in users on PostgreSQL and Redis, each with a Socket.IO socket (WebSocket), from a load generator in its own process; each user keeps to one class: 60% browse (feed, job detail, directory, service pages), 20% chat (messages both ways, reading, read marks), 10% post jobs or contact clients and quote, 10% read notifications; think time between a user's actions exponential, mean ${thinkMs / 1000} s. A new instance first serves the first step's users ${warmUpMs / 1000} s unmeasured. Each step: ${settleMs / 1000} s once its sockets are connected, then ${measureMs / 1000} s measured; it passes with p99 ≤ ${p99LimitMs} ms over all requests and no error (a status the action does not expect, a network error, a timeout of 10 s, a socket refused or dropped).`,
  );
  console.log(
    `Load average when this part started: ${loadAverage.map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min), ${cpus().length} cores. CPU below is a share of one core over the ${measureMs / 1000} s measured (${cpus().length * 100}% is every core); PostgreSQL and Redis are all their processes on this machine, the whole machine everything but idle time (what is not the server's, PostgreSQL's, Redis's or the generator's is the kernel's or another program's). The pool and the server's event loop are read from each instance's Prometheus metrics every half second (with two instances: per instance, the most of either).`,
  );
  const one = printPhase('One instance', single);
  const two = printPhase(
    'Two instances sharing PostgreSQL and Redis (users alternate between them, sockets too)',
    pair,
  );
  console.log('\n| measure | result |');
  console.log('| --- | --- |');
  console.log(
    `| bare Fastify hello-world (autocannon, 10 connections × 10 s) | ${count(yardstick.helloRps)} req/s |`,
  );
  console.log(
    `| bare route: the job requests feed's ${yardstick.bareStatements} statement${yardstick.bareStatements === 1 ? '' : 's'} through pg (same) | ${count(yardstick.bareRps)} req/s${yardstick.bareErrors ? ` (${yardstick.bareErrors} failed)` : ''} |`,
  );
  console.log(
    `| one instance: concurrent signed-in users with p99 ≤ ${p99LimitMs} ms and no errors | ${figure(one, single, max)} |`,
  );
  console.log(`| two instances sharing PostgreSQL and Redis, same | ${figure(two, pair, max)} |`);
  return true;
}
