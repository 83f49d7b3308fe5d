/**
 * What the health endpoints answer (`/api/health`, `/api/health/live`, `/api/health/ready`): read
 * by operators and load balancers. Re-exported by `messages.ts`.
 */
export const health = {
  healthy: 'TradeMate is healthy',
  redisAwayButServing: 'TradeMate is serving; Redis is not answering',
  databaseDown: 'The database is not answering',
  live: 'The process is answering',
  ready: 'TradeMate is ready to serve',
  /** The parts that keep an instance from serving, joined: "Not ready: the database is not answering". */
  notReady: (parts: string[]) => `Not ready: ${parts.join('; ')}`,
  parts: {
    database: 'the database is not answering',
    migrations: 'the database lacks migrations this version ships',
    redis: 'Redis is not answering',
    fileStore: 'the file store is not answering',
    draining: 'the instance is shutting down',
    demoData: 'the demo data is still being written',
  },
} as const;
