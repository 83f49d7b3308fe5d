import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startApiProcess, type ApiProcess } from './api-process';
import { buildTwoInstances, createTestDatabase, testAppConfig } from './build-test-app';
import { createUser, setSubscription } from './factories';
import { findFreePort } from './free-port';
import { createServicePool, insertJob, signInFresh } from './job-fixtures';

export interface Instance {
  name: 'A' | 'B';
  base: string;
  /** Rejects if the instance exits; never settles otherwise. */
  exited: Promise<never>;
  /** What went wrong with the instance (it exited, or a failure reached the last-resort guard). */
  problem(): string | null;
}

export interface People {
  /** The client, and the conversation with a tradie the traffic writes into. */
  clientToken: string;
  tradieToken: string;
  conversationId: string;
  /** Another tradie and conversation with the client, for the messages a test waits for. */
  probeToken: string;
  probeConversationId: string;
  /** An account signing in again and again, into the sign-in limit. */
  signer: { email: string; password: string };
  /** Two more sessions of the signer. */
  spareTokens: [string, string];
}

export interface TwoInstancesOnRedis {
  a: Instance;
  b: Instance;
  people: People;
  close(): Promise<void>;
}

/** The accounts and conversations, written through `app`. */
async function seed(app: FastifyInstance): Promise<People> {
  const [first, second] = await createServicePool(app)(2);
  const client = await createUser(app, { userType: 'client' });
  const conversation = async (serviceId: string) => {
    const tradie = await createUser(app, { userType: 'tradie', serviceIds: [serviceId] });
    await setSubscription(app, tradie.id, 'active');
    const job = await insertJob(app, { clientId: client.id, serviceId });
    const token = await signInFresh(app, tradie);
    const contact = await app.inject({
      method: 'POST',
      url: `/api/jobRequest/${job.id}/contact`,
      payload: { message: 'I can come and look at it on Friday.' },
      headers: { authorization: token },
    });
    if (contact.statusCode !== 201) throw new Error(`contact failed: ${contact.body}`);
    return { token, conversationId: contact.json().data.conversationId as string };
  };
  const traffic = await conversation(first!.id);
  const probe = await conversation(second!.id);
  const signer = await createUser(app, { userType: 'client' });
  return {
    clientToken: await signInFresh(app, client),
    tradieToken: traffic.token,
    conversationId: traffic.conversationId,
    probeToken: probe.token,
    probeConversationId: probe.conversationId,
    signer,
    spareTokens: [await signInFresh(app, signer), await signInFresh(app, signer)],
  };
}

/**
 * Two `src/server.ts` processes in production mode on one fresh PostgreSQL database
 * (`TEST_DATABASE_URL`) and `redisUrl`, with `env` added; the accounts are written first by an
 * app in this process with the same secret.
 */
export async function startTwoProcesses(
  redisUrl: string,
  env: Record<string, string>,
): Promise<TwoInstancesOnRedis> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'trademate-redis-'));
  const secret = randomBytes(32).toString('hex');
  const seeding = await buildApp({
    config: testAppConfig(dataDir, { JWT_SECRET: secret }),
    database: database.database,
  });
  await seeding.ready();
  const people = await seed(seeding);
  await seeding.close();

  const processes: ApiProcess[] = [];
  const channel = `test-${randomUUID()}`;
  const start = async (name: 'A' | 'B'): Promise<Instance> => {
    const port = await findFreePort();
    const api = await startApiProcess({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      REALTIME_CHANNEL: channel,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
      ...env,
    });
    processes.push(api);
    const exited = once(api.child, 'exit').then(([code, signal]) => {
      throw new Error(`Instance ${name} exited (${code ?? signal}):\n${api.output()}`);
    });
    exited.catch(() => {});
    return {
      name,
      base: `http://127.0.0.1:${port}`,
      exited,
      problem() {
        const { exitCode, signalCode } = api.child;
        if (exitCode !== null || signalCode !== null) {
          return `Instance ${name} exited (${exitCode ?? signalCode}):\n${api.output()}`;
        }
        // Kept up only by server.ts's last resort: the failure itself went unhandled.
        return api.output().includes('unhandled rejection from a Redis connection')
          ? `Instance ${name} left a Redis failure unhandled:\n${api.output()}`
          : null;
      },
    };
  };
  // One after the other: each applies the (already applied) migrations at start.
  const a = await start('A');
  const b = await start('B');
  return {
    a,
    b,
    people,
    async close() {
      await Promise.all(processes.map((api) => api.stop()));
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * On PGlite two processes cannot share a database: two instances of the app in this process on
 * one database, as the other multi-instance tests run them. An unhandled rejection, which would
 * end a process, counts as an instance exiting.
 */
export async function startTwoInProcess(
  redisUrl: string,
  env: Record<string, string>,
): Promise<TwoInstancesOnRedis> {
  const instances = await buildTwoInstances({ REDIS_URL: redisUrl, ...env });
  const people = await seed(instances.appA);
  // What would end a process ends the test at once (the run reports it too).
  let onUnhandled: ((reason: unknown) => void) | undefined;
  const exited = new Promise<never>((_, reject) => {
    onUnhandled = (reason) => reject(new Error(`Unhandled rejection: ${String(reason)}`));
    process.on('unhandledRejection', onUnhandled);
  });
  let unhandled: string | null = null;
  exited.catch((error: Error) => {
    unhandled = error.message;
  });
  const listen = async (app: FastifyInstance, name: 'A' | 'B'): Promise<Instance> => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { name, base: `http://127.0.0.1:${port}`, exited, problem: () => unhandled };
  };
  return {
    a: await listen(instances.appA, 'A'),
    b: await listen(instances.appB, 'B'),
    people,
    async close() {
      process.off('unhandledRejection', onUnhandled!);
      await instances.close();
    },
  };
}
