import { z } from 'zod';
import { planIntervals, planTiers } from '../constants/plans';

export const planSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  tier: z.enum(planTiers),
  interval: z.enum(planIntervals).nullable(),
  /** AUD cents, GST included: the one total a customer pays. */
  priceCents: z.number().int(),
  gstCents: z.number().int(),
  description: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
