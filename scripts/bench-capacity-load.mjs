// The load generator of the capacity scenario (scripts/bench-capacity.mjs), in its own process so
// that its CPU is measured apart from the server's: signed-in users, each with a Socket.IO socket
// (WebSocket transport, the session token in the handshake's `auth`) and a loop of its class's
// actions (scripts/bench-capacity-actions.mjs) with exponentially distributed think times between
// them. Driven by the bench's orders (IPC messages): how many users are live, on which instances,
// and when a measuring window opens and closes.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { answerOrders } from './bench-process.mjs';
import { createActions } from './bench-capacity-actions.mjs';

/** A request not answered in this time counts as a timeout. */
const TIMEOUT_MS = 10_000;
/** Unexpected answers kept, as examples, per window. */
const EXAMPLES = 5;

const state = {
  /** Every scenario user, in the order they join; `live` of them are running. */
  users: [],
  live: 0,
  thinkMs: 5_000,
  /** The instances' bases, a keep-alive agent for each; user i uses instance i mod count. */
  targets: [],
  actions: null,
  /** The open measuring window, or null. */
  window: null,
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A think time: exponentially distributed with the configured mean. */
const think = () => -Math.log(1 - Math.random()) * state.thinkMs;

/** A measuring window: the requests sent while it is open, and everything that went wrong. */
function newWindow() {
  return {
    startedAt: performance.now(),
    inFlight: 0,
    latencies: [],
    byAction: new Map(),
    byClass: new Map(),
    unexpected: 0,
    network: 0,
    timeouts: 0,
    socketDrops: 0,
    socketEvents: 0,
    /** Requests sent again after a kept-alive connection was closed under them. */
    resent: 0,
    examples: [],
    drained: null,
  };
}

/** Keeps the first few distinct errors of a window, to show what went wrong. */
function note(window, text) {
  if (window.examples.length < EXAMPLES && !window.examples.includes(text))
    window.examples.push(text);
}

/** Adds a finished request to the window it started in. */
function record(window, user, action, ms, outcome) {
  window.inFlight -= 1;
  window.latencies.push(ms);
  const key = `${user.cls}: ${action}`;
  if (!window.byAction.has(key)) window.byAction.set(key, []);
  window.byAction.get(key).push(ms);
  if (!window.byClass.has(user.cls)) window.byClass.set(user.cls, []);
  window.byClass.get(user.cls).push(ms);
  if (outcome) {
    window[outcome.kind] += 1;
    note(window, `${key}: ${outcome.text}`);
  }
  if (window.inFlight === 0 && window.drained) window.drained();
}

/**
 * One request of `user` to their instance, timed from sending to the last byte of the answer;
 * a status other than `expected` (201 for a POST that creates, else 200), a network error or a
 * timeout counts against the window the request started in. A request on a kept-alive connection
 * the server closed as it was sent (reset before any answer) is sent again once, as browsers do.
 */
function call(user, action, method, path, body) {
  const target = state.targets[user.index % state.targets.length];
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const expected = method === 'POST' && !path.endsWith('/read') ? 201 : 200;
  const window = state.window;
  if (window) window.inFlight += 1;
  const started = performance.now();
  const route = `${method} ${path.split('?')[0]}`;
  return new Promise((resolve) => {
    let settled = false;
    let request;
    const finish = (status, text, outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (window) record(window, user, action, performance.now() - started, outcome);
      resolve({ status, body: text });
    };
    const timer = setTimeout(() => {
      finish(0, '', { kind: 'timeouts', text: `${route}: no answer in ${TIMEOUT_MS} ms` });
      request.destroy();
    }, TIMEOUT_MS);
    const send = (isRetry) => {
      let answered = false;
      const current = http.request(
        {
          agent: target.agent,
          host: target.host,
          port: target.port,
          method,
          path,
          headers: {
            authorization: user.token,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          answered = true;
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const ok = response.statusCode === expected;
            finish(
              response.statusCode,
              text,
              ok
                ? null
                : {
                    kind: 'unexpected',
                    text: `${route} ${response.statusCode} ${text.slice(0, 160)}`,
                  },
            );
          });
          response.on('error', (error) =>
            finish(0, '', { kind: 'network', text: `${route}: ${error.message}` }),
          );
        },
      );
      request = current;
      current.on('error', (error) => {
        if (
          !answered &&
          current.reusedSocket &&
          !isRetry &&
          error.code === 'ECONNRESET' &&
          !settled
        ) {
          if (window) window.resent += 1;
          send(true);
          return;
        }
        finish(0, '', { kind: 'network', text: `${route}: ${error.message}` });
      });
      current.end(payload);
    };
    send(false);
  });
}

/** The user's loop: a think time, an action of their class, and again, until they leave. */
async function run(user, generation) {
  await sleep(think());
  while (user.generation === generation) {
    try {
      await state.actions[user.cls](user);
    } catch (error) {
      if (state.window) {
        state.window.network += 1;
        note(state.window, `${user.cls}: ${error.message}`);
      }
    }
    await sleep(think());
  }
}

/** Opens the user's socket on their instance; resolves with an error message, or null once connected. */
function openSocket(user) {
  const target = state.targets[user.index % state.targets.length];
  const socket = io(target.base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: user.token },
    reconnection: false,
    forceNew: true,
    timeout: TIMEOUT_MS,
  });
  user.socket = socket;
  socket.onAny(() => {
    if (state.window) state.window.socketEvents += 1;
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.on('disconnect', (reason) => {
        if (user.socket !== socket || !state.window) return;
        state.window.socketDrops += 1;
        note(state.window, `${user.cls}: socket disconnected (${reason})`);
      });
      resolve(null);
    });
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Stops a user: their loop ends after its current action, their socket closes. */
function leave(user) {
  user.generation += 1;
  const socket = user.socket;
  user.socket = null;
  socket?.close();
}

/** The users, the mean think time and the services; no user live yet. */
function configure({ users, thinkMs, services }) {
  state.users = users.map((user, index) => ({ ...user, index, generation: 0 }));
  state.thinkMs = thinkMs;
  state.actions = createActions({ call, services });
  return { users: state.users.length };
}

/** The instances the users go to from now on (every user has left). */
function target({ bases }) {
  for (const old of state.targets) old.agent.destroy();
  state.targets = bases.map((base) => {
    const url = new URL(base);
    return {
      base,
      host: url.hostname,
      port: Number(url.port),
      agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }),
    };
  });
  return { targets: state.targets.length };
}

/**
 * Makes `count` users live: the next ones each open their socket (`inFlight` handshakes at a
 * time) and start their loop once it connects, or the last ones leave. The sockets that failed to
 * connect, the first reason, and how long the opening took.
 */
async function ramp({ count, inFlight }) {
  const started = performance.now();
  let failed = 0;
  let firstError = null;
  if (count < state.live) {
    for (const user of state.users.slice(count, state.live)) leave(user);
  } else {
    const joining = state.users.slice(state.live, count);
    let next = 0;
    const worker = async () => {
      while (next < joining.length) {
        const user = joining[next++];
        const error = await openSocket(user);
        if (error) {
          failed += 1;
          firstError ??= error;
        }
        user.generation += 1;
        void run(user, user.generation);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  }
  state.live = count;
  // Live users whose socket is not connected: refused now, or dropped in an earlier step.
  const down = state.users.slice(0, count).filter((user) => !user.socket?.connected).length;
  return { live: count, failed, down, firstError, ms: performance.now() - started };
}

/** Opens a measuring window: requests sent from now on are counted in it. */
function begin() {
  state.window = newWindow();
  loopDelay.reset();
  return { open: true };
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** How many, and the p50, p99 and slowest of a list of latencies. */
function summary(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? null,
  };
}

/**
 * Closes the window: waits for its requests still out (each answers or times out), then its
 * figures: requests per second, latencies overall, by class and by action, and each kind of error.
 */
async function end() {
  const window = state.window;
  const seconds = (performance.now() - window.startedAt) / 1000;
  state.window = null;
  const delay = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  if (window.inFlight > 0) {
    await new Promise((resolve) => {
      window.drained = resolve;
      setTimeout(resolve, TIMEOUT_MS + 1_000);
    });
  }
  return {
    seconds,
    requests: window.latencies.length,
    rps: window.latencies.length / seconds,
    all: summary(window.latencies),
    byClass: Object.fromEntries([...window.byClass].map(([key, values]) => [key, summary(values)])),
    byAction: Object.fromEntries(
      [...window.byAction].map(([key, values]) => [key, summary(values)]),
    ),
    unexpected: window.unexpected,
    network: window.network,
    timeouts: window.timeouts,
    socketDrops: window.socketDrops,
    socketEvents: window.socketEvents,
    resent: window.resent,
    examples: window.examples,
    loopDelay: delay,
  };
}

answerOrders({ configure, target, ramp, begin, end });
loopDelay.enable();
