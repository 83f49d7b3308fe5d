import { z } from 'zod';

const upOrDown = z.enum(['up', 'down']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: upOrDown,
  /** With `REDIS_URL`: whether every Redis connection of the instance answers (decision 052). */
  redis: upOrDown.optional(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers, whatever its database does. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * `GET /api/health/ready`: whether this instance should be sent requests (decision 069). Every part
 * it needs is named, `down` for each that keeps it from serving; `redis` only with `REDIS_URL`.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: upOrDown,
  /** Every migration this version ships is applied (`down`: some are missing, or unknown). */
  migrations: upOrDown,
  redis: upOrDown.optional(),
  /** The S3 bucket answers, or the data folder is writable. */
  fileStore: upOrDown,
  /** `true` once the instance has begun to shut down: it finishes what it has and takes nothing new. */
  draining: z.boolean(),
  /**
   * Only on a first start that writes the demo data (decision 074): `loading` until it is all in,
   * which the instance writes after its first answer.
   */
  demoData: z.enum(['loading', 'loaded']).optional(),
  uptimeSeconds: z.number(),
});
export type Readiness = z.infer<typeof readinessSchema>;
