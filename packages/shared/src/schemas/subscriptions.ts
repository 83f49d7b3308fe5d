import { z } from 'zod';
import { paidPlanCodes, paymentProviders } from '../constants/payments';
import { planIntervals } from '../constants/plans';
import { subscriptionStatuses } from '../constants/accounts';

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
    /** Who takes the payments; null for a trial, which needs no card. */
    provider: z.enum(paymentProviders).nullable(),
    /** A switch between monthly and yearly that takes effect at the next renewal. */
    nextPlanCode: z.enum(paidPlanCodes).nullable(),
    /** When the 7-day renewal notice went out for the current period, if it has. */
    renewalNoticeSentAt: z.iso.datetime().nullable(),
  })
  .nullable();
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
