// The README's `npm start`, run as a newcomer runs it, on whichever Node.js is first on PATH: it must
// build, start on an empty embedded database with the demo data, serve the web app and the API, and
// let a demo account sign in. `.ci/run` runs it on the machine's own Node.js (decision 070).
//
//   node scripts/start-smoke.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STARTED = /TradeMate is running at (\S+)/;
// A cold build and a first start on a busy two-core machine: minutes, not seconds.
const START_DEADLINE_MS = 10 * 60_000;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

function fail(message, output) {
  process.stderr.write(`${output}\n\nstart smoke: ${message}\n`);
  process.exitCode = 1;
}

const dataDir = mkdtempSync(join(tmpdir(), 'trademate-start-smoke-'));
const port = await freePort();
const child = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

const address = await new Promise((resolve, reject) => {
  const deadline = setTimeout(
    () => reject(new Error('npm start printed no address in time')),
    START_DEADLINE_MS,
  );
  const look = () => {
    const match = STARTED.exec(output);
    if (!match) return;
    clearTimeout(deadline);
    child.stdout.off('data', look);
    resolve(match[1]);
  };
  child.stdout.on('data', look);
  child.once('exit', (code) => {
    clearTimeout(deadline);
    reject(new Error(`npm start ended (${code}) before it served`));
  });
}).catch((error) => {
  fail(error.message, output);
  return undefined;
});

try {
  if (address) {
    const base = `http://127.0.0.1:${port}`;
    const home = await fetch(`${base}/`);
    const html = await home.text();
    if (home.status !== 200 || !html.includes('TradeMate')) {
      throw new Error(`the home page answered ${home.status}`);
    }
    const signIn = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'olivia.bennett@demo.trademate.com.au',
        password: 'trademate-demo',
      }),
    });
    const body = await signIn.json();
    if (signIn.status !== 200 || !body.data?.token) {
      throw new Error(`the demo sign-in answered ${signIn.status}: ${body.message}`);
    }
    const me = await fetch(`${base}/api/user/me`, {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    if (me.status !== 200) throw new Error(`GET /api/user/me answered ${me.status}`);
    process.stdout.write(
      `start smoke: ${process.version} served ${address}; a demo account signed in\n`,
    );
  }
} catch (error) {
  fail(error.message, output);
} finally {
  if (child.exitCode === null) {
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
