// Where the capacity scenario's time goes (scripts/bench-capacity.mjs), read from outside the
// processes measured: the CPU each side used over a step (the server's instances, PostgreSQL,
// Redis, the load generator; /proc), and what each instance's own Prometheus metrics say while
// the step runs (its metrics listener, METRICS_PORT): how many queries waited for one of the
// PostgreSQL pool's connections, how busy the pool was, and how late its event loop ran.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from './bench-realtime.mjs';

/** How often each instance's metrics are read while a step is measured. */
const SAMPLE_MS = 500;

/** A process's /proc stat fields from its state on (field 3 is index 0). */
function statFields(pid) {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
}

/**
 * CPU time used so far by every process of this name (`/proc/<pid>/comm`: PostgreSQL's, Redis's),
 * in ms: each one's own, and what its ended children used (PostgreSQL's backends come and go, and
 * the postmaster is credited with each one's time when it ends).
 */
function cpuOfNamed(name) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
      const fields = statFields(entry);
      ticks += Number(fields[11]) + Number(fields[12]);
      if (readFileSync(`/proc/${fields[1]}/comm`, 'utf8').trim() !== name)
        ticks += Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks * 10;
}

/** CPU time the whole machine has used so far (every core, all but idle and I/O wait), in ms. */
function machineBusyMs() {
  const ticks = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * 10;
}

/**
 * CPU time used so far by the server's instances, PostgreSQL, Redis, the load generator and the
 * whole machine, in ms.
 */
export function cpuOf({ server, generator }) {
  const total = (pids) =>
    pids.reduce((sum, pid) => {
      try {
        return sum + cpuMs(pid);
      } catch {
        return sum;
      }
    }, 0);
  return {
    server: total(server),
    postgres: cpuOfNamed('postgres'),
    redis: cpuOfNamed('redis-server'),
    generator: total(generator),
    machine: machineBusyMs(),
  };
}

/** One figure of a Prometheus text exposition (the first series of that name and labels). */
function metric(text, series) {
  const escaped = series.replace(/[{}"]/g, (c) => `\\${c}`);
  const match = new RegExp(`^${escaped} ([0-9.e+-]+)$`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Reads each instance's metrics every half second until `stop()`, which answers: the most queries
 * that waited for a pool connection at once and their mean, the pool's mean connections in use
 * (of 10), and the longest its event loop was late (every instance taken together).
 */
export function sampleInstances(metricsUrls) {
  const samples = [];
  let reading = Promise.resolve();
  const read = async () => {
    const texts = await Promise.all(
      metricsUrls.map((url) =>
        fetch(url)
          .then((response) => response.text())
          .catch(() => ''),
      ),
    );
    samples.push(
      texts.map((text) => ({
        waiting: metric(text, 'trademate_db_pool_waiting'),
        inUse: metric(text, 'trademate_db_pool_connections{state="in_use"}'),
        lagMaxMs: (metric(text, 'nodejs_eventloop_lag_max_seconds') ?? 0) * 1000,
      })),
    );
  };
  // A first read empties the event-loop histogram of what happened before the step.
  reading = read().then(() => {
    samples.length = 0;
  });
  const timer = setInterval(() => {
    reading = reading.then(read);
  }, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      const all = samples.flat();
      const mean = (values) =>
        values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
      return {
        poolWaitingMax: Math.max(0, ...all.map((sample) => sample.waiting ?? 0)),
        poolWaitingMean: mean(all.map((sample) => sample.waiting ?? 0)),
        poolInUseMean: mean(all.map((sample) => sample.inUse ?? 0)),
        loopLagMaxMs: Math.max(0, ...all.map((sample) => sample.lagMaxMs)),
      };
    },
  };
}
