import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { redisLinksOf } from '../lib/redis-clients';

/**
 * Gauges read when Prometheus scrapes, from what the app holds then: the HTTP connections open
 * on this instance, its Socket.IO sockets, the database pool's use (PostgreSQL only: the embedded
 * database has no pool) and whether each Redis connection answers. Read lazily, so the plugins
 * that own them may be registered after this one.
 */
export function watchInfrastructure(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'trademate_http_open_connections',
    help: 'HTTP connections open on this instance (WebSockets included)',
    registers,
    async collect() {
      const count = await new Promise<number>((resolve) => {
        app.server.getConnections((error, connections) => resolve(error ? 0 : connections));
      });
      this.set(count);
    },
  });
  new Gauge({
    name: 'trademate_realtime_sockets',
    help: 'Signed-in Socket.IO sockets connected to this instance',
    registers,
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.localSocketCount() : 0);
    },
  });

  const poolUse = app.database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'trademate_db_pool_connections',
      help: 'PostgreSQL pool connections, by state: in use, idle, and the most it opens (max)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = poolUse();
        this.labels('in_use').set(use.total - use.idle);
        this.labels('idle').set(use.idle);
        this.labels('max').set(use.max);
      },
    });
    new Gauge({
      name: 'trademate_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  new Gauge({
    name: 'trademate_redis_up',
    help: 'Whether each Redis connection answers (1) or not (0); no series without REDIS_URL',
    labelNames: ['connection'] as const,
    registers,
    collect() {
      this.reset();
      for (const link of redisLinksOf(app)) this.labels(link.name).set(link.isReady ? 1 : 0);
    },
  });
}
