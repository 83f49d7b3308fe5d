// The rolling deploy of docs/operations.md, carried out on the balancer test's instances while
// requests through HAProxy keep coming: not one of them may fail (decision 069).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { backends, isCheckedUp, serverStats } from './haproxy.mjs';

/**
 * GETs `path` through the balancer; resolves with the status, the instance that answered and the
 * backend that sent it there.
 */
function get(agent, publicUrl, path) {
  return new Promise((resolve) => {
    const sent = request(new URL(path, publicUrl), { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          servedBy: response.headers['x-served-by'],
          backend: response.headers['x-served-backend'],
        }),
      );
      response.on('error', (error) => resolve({ status: 0, error: error.message }));
    });
    sent.on('error', (error) => resolve({ status: 0, error: error.message }));
    sent.end();
  });
}

/** Requests through the balancer, a few at a time, until `stop()`; counts what failed. */
function startRequestLoop(repo, publicUrl) {
  const ca = readFileSync(join(repo, 'e2e/support/push-service-certificate/cert.pem'));
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 4 });
  const paths = ['/api/health/ready', '/api/service?limit=5', '/', '/api/places?postcode=3000'];
  const tally = { sent: 0, failures: [], servedBy: {}, backends: {} };
  let running = true;
  const worker = async (offset) => {
    for (let i = offset; running; i += 1) {
      const path = paths[i % paths.length];
      const answer = await get(agent, publicUrl, path);
      tally.sent += 1;
      if (answer.status === 0 || answer.status >= 500) tally.failures.push({ path, ...answer });
      else {
        tally.servedBy[answer.servedBy] = (tally.servedBy[answer.servedBy] ?? 0) + 1;
        tally.backends[answer.backend] = (tally.backends[answer.backend] ?? 0) + 1;
      }
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return tally;
    },
  };
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function serverRow(runtime, name, backend = 'trademate') {
  return (await serverStats(runtime, backend)).find((row) => row.svname === name);
}

/**
 * Sets the instance's state in every backend: the degraded one is used only while the main one
 * has no server in service, which a drained instance would otherwise receive requests from then.
 */
async function setState(runtime, name, state) {
  for (const backend of backends) {
    const answer = await runtime(`set server ${backend}/${name} state ${state}`);
    if (answer.trim() !== '') {
      throw new Error(`set server ${backend}/${name} state ${state}: ${answer}`);
    }
  }
}

/** Whether the instance is drained, with no session left, in every backend. */
async function isDrained(runtime, name) {
  for (const backend of backends) {
    const row = await serverRow(runtime, name, backend);
    if (row.status !== 'DRAIN' || row.scur !== '0') return false;
  }
  return true;
}

/**
 * Migrations first, while the old version serves (released migrations only add); then for each
 * instance, in both backends: drain it (no new browser goes to it), wait until its sessions reach
 * 0, put it in maintenance (pinned browsers move to the others), stop it, start the new version,
 * and put it back once HAProxy's health checks find it ready.
 */
export async function rollingDeploy({ repo, publicUrl, runtime, names, migrate, stop, start }) {
  const loop = startRequestLoop(repo, publicUrl);
  let replaced;
  try {
    await replaceEach({ loop, runtime, names, migrate, stop, start });
  } catch (error) {
    replaced = error;
  }
  const tally = await loop.stop();
  console.log(`    ${tally.sent} requests through the balancer, by instance:`, tally.servedBy);
  if (replaced) throw replaced;
  if (tally.failures.length > 0) {
    console.error('    Failed requests:', tally.failures.slice(0, 20));
    throw new Error(`${tally.failures.length} requests failed during the rolling deploy`);
  }
  // One instance at a time is out: the degraded backend is never needed.
  if (Object.keys(tally.backends).join() !== 'trademate') {
    throw new Error(
      `requests went through other backends than trademate: ${JSON.stringify(tally.backends)}`,
    );
  }
}

async function replaceEach({ loop, runtime, names, migrate, stop, start }) {
  await waitFor('requests served by every instance', () =>
    names.every((name) => (loop.tally.servedBy[name] ?? 0) > 0),
  );
  if (!(await migrate())) throw new Error('the migrations failed');
  for (const name of names) {
    console.log(`    ${name}: drain`);
    await setState(runtime, name, 'drain');
    await waitFor(`${name}'s sessions to reach 0`, () => isDrained(runtime, name));
    await setState(runtime, name, 'maint');
    console.log(`    ${name}: stop, start the new version`);
    await stop(name);
    const servedBefore = loop.tally.servedBy[name] ?? 0;
    await start(name);
    await setState(runtime, name, 'ready');
    await waitFor(`HAProxy to find ${name} UP in every backend`, async () => {
      for (const backend of backends) {
        if (!isCheckedUp(await serverRow(runtime, name, backend))) return false;
      }
      return true;
    });
    await waitFor(`the new ${name} to serve`, () => loop.tally.servedBy[name] > servedBefore);
    console.log(`    ${name}: serving again (${loop.tally.sent} requests so far)`);
  }
}
