import type { FastifyInstance } from 'fastify';
import type { Readiness } from '@trademate/shared/schemas/health';
import { countPendingMigrations } from '../../db/database-roles';
import { redisLinksOf } from '../../lib/redis-clients';

/** How long the database and the file store each have to answer before they count as down. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether `check` resolves within the time-out; a rejection or a late answer is `false`. */
export async function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const attempt = Promise.resolve().then(check);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([attempt, timeout]);
    return true;
  } catch {
    // A late failure of the attempt has no one left to tell.
    attempt.catch(() => {});
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `up` when every Redis connection answers; nothing without `REDIS_URL`. */
export function redisState(app: FastifyInstance): { redis?: 'up' | 'down' } {
  const links = redisLinksOf(app);
  if (links.length === 0) return {};
  return { redis: links.every((link) => link.isReady) ? 'up' : 'down' };
}

export type ReadinessParts = Omit<Readiness, 'status' | 'uptimeSeconds'>;

/**
 * Checks what an instance needs to serve, each part at once: the database answers and holds
 * every migration this build ships (an instance of an older build is content with a database a
 * newer one has migrated further: migrations only add), Redis's connections are ready when
 * configured, the file store takes files. Once the migrations are found applied they stay so,
 * and are not read again.
 */
export function createReadinessCheck(app: FastifyInstance) {
  let isMigrated = false;
  let isDraining = false;
  app.addHook('preClose', async () => {
    isDraining = true;
  });

  return async function checkReadiness(): Promise<ReadinessParts> {
    const [database, migrated, fileStore] = await Promise.all([
      answersInTime(() => app.database.ping()),
      isMigrated
        ? Promise.resolve(true)
        : answersInTime(async () => {
            if ((await countPendingMigrations(app.database)) > 0) throw new Error('behind');
          }),
      answersInTime(() => app.storage.check()),
    ]);
    isMigrated = migrated;
    return {
      database: database ? 'up' : 'down',
      migrations: migrated ? 'up' : 'down',
      ...redisState(app),
      fileStore: fileStore ? 'up' : 'down',
      draining: isDraining,
      ...(app.startup.demoData ? { demoData: app.startup.demoData } : {}),
    };
  };
}

/** The parts that keep the instance from serving, as the answer names them. */
export function partsDown(parts: ReadinessParts): Array<keyof ReadinessParts> {
  const down: Array<keyof ReadinessParts> = [];
  if (parts.database === 'down') down.push('database');
  else if (parts.migrations === 'down') down.push('migrations');
  if (parts.redis === 'down') down.push('redis');
  if (parts.fileStore === 'down') down.push('fileStore');
  if (parts.draining) down.push('draining');
  if (parts.demoData === 'loading') down.push('demoData');
  return down;
}
