import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** With `REDIS_URL`: whether every Redis connection of the instance answers (decision 052). */
  redis: z.enum(['up', 'down']).optional(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
