import { z } from 'zod';
import { planIntervals } from '../constants/plans';
import { subscriptionStatuses } from '../constants/users';

/** `GET /api/user/subscription`: the professional subscription a user holds, or null. */
export const currentSubscriptionSchema = z
  .object({
    status: z.enum(subscriptionStatuses),
    isTrial: z.boolean(),
    plan: z.object({
      _id: z.string(),
      code: z.string(),
      name: z.string(),
      interval: z.enum(planIntervals).nullable(),
    }),
    currentPeriodEnd: z.iso.datetime(),
    cancelledAt: z.iso.datetime().nullable(),
  })
  .nullable();
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
