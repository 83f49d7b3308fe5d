// The rolling deploy of docs/operations.md, carried out on the balancer test's instances while
// requests through HAProxy keep coming: not one of them may fail (decision 069).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { join } from 'node:path';
import { isCheckedUp, serverStats } from './haproxy.mjs';

/** GETs `path` through the balancer; resolves with the status and the instance that answered. */
function get(agent, publicUrl, path) {
  return new Promise((resolve) => {
    const sent = request(new URL(path, publicUrl), { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, servedBy: response.headers['x-served-by'] }),
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
  const tally = { sent: 0, failures: [], servedBy: {} };
  let running = true;
  const worker = async (offset) => {
    for (let i = offset; running; i += 1) {
      const path = paths[i % paths.length];
      const answer = await get(agent, publicUrl, path);
      tally.sent += 1;
      if (answer.status === 0 || answer.status >= 500) tally.failures.push({ path, ...answer });
      else tally.servedBy[answer.servedBy] = (tally.servedBy[answer.servedBy] ?? 0) + 1;
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

async function serverRow(runtime, name) {
  return (await serverStats(runtime)).find((row) => row.svname === name);
}

async function setState(runtime, name, state) {
  const answer = await runtime(`set server trademate/${name} state ${state}`);
  if (answer.trim() !== '') throw new Error(`set server ${name} state ${state}: ${answer}`);
}

/**
 * Migrations first, while the old version serves (released migrations only add); then for each
 * instance: drain it (no new browser goes to it), wait until its sessions reach 0, put it in
 * maintenance (pinned browsers move to the others), stop it, start the new version, and put it
 * back once HAProxy's health check finds it ready.
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
}

async function replaceEach({ loop, runtime, names, migrate, stop, start }) {
  await waitFor('requests served by every instance', () =>
    names.every((name) => (loop.tally.servedBy[name] ?? 0) > 0),
  );
  if (!(await migrate())) throw new Error('the migrations failed');
  for (const name of names) {
    console.log(`    ${name}: drain`);
    await setState(runtime, name, 'drain');
    await waitFor(`${name}'s sessions to reach 0`, async () => {
      const row = await serverRow(runtime, name);
      return row.status === 'DRAIN' && row.scur === '0';
    });
    await setState(runtime, name, 'maint');
    console.log(`    ${name}: stop, start the new version`);
    await stop(name);
    const servedBefore = loop.tally.servedBy[name] ?? 0;
    await start(name);
    await setState(runtime, name, 'ready');
    await waitFor(`HAProxy to find ${name} UP`, async () => {
      return isCheckedUp(await serverRow(runtime, name));
    });
    await waitFor(`the new ${name} to serve`, () => loop.tally.servedBy[name] > servedBefore);
    console.log(`    ${name}: serving again (${loop.tally.sent} requests so far)`);
  }
}
