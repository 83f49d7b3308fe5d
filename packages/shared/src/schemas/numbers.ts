import { z } from 'zod';
import { states } from '../constants/states';
import { userTypes } from '../constants/users';
import * as messages from '../messages';
import { isIsoDate } from '../constants/dates';
import { countPeriods, numbersMaxPeriods, numbersPeriods } from '../constants/numbers';

const m = messages.numbers;

const isoDay = z.string().refine(isIsoDate, { error: m.dateInvalid });

/** `GET /api/admin/numbers`: the period kind, an optional state, an optional range of days. */
export const numbersQuerySchema = z
  .object({
    period: z.enum(numbersPeriods, { error: m.periodInvalid }).default('week'),
    state: z.enum(states, { error: m.stateInvalid }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to) {
      if (query.from > query.to) {
        context.addIssue({ code: 'custom', path: ['from'], message: m.rangeBackwards });
        return;
      }
      const most = numbersMaxPeriods[query.period];
      if (countPeriods(query.period, query.from, query.to) > most) {
        context.addIssue({
          code: 'custom',
          path: ['from'],
          message: m.rangeTooLong(`${most} ${query.period}s`),
        });
      }
    }
  });
export type NumbersQuery = z.input<typeof numbersQuerySchema>;

export const signUpsSchema = z.object(
  Object.fromEntries(userTypes.map((type) => [type, z.number()])) as Record<
    (typeof userTypes)[number],
    z.ZodNumber
  >,
);
export type SignUps = z.infer<typeof signUpsSchema>;

/** One period's figures; each is defined in decision 036. */
export const numbersBucketSchema = z.object({
  /** The period's first day (YYYY-MM-DD, Sydney): a Monday, or the 1st of a month. */
  start: z.string(),
  signUps: signUpsSchema,
  jobsPosted: z.number(),
  jobsContacted: z.number(),
  hires: z.number(),
  completedJobs: z.number(),
  reviews: z.number(),
  /** Median hours from posting to the first contact, of the period's jobs that got one. */
  medianHoursToFirstContact: z.number().nullable(),
  trialsStarted: z.number(),
  trialsConverted: z.number(),
  /** At the period's end (or now, for the period under way). */
  payingProfessionals: z.number(),
  mrrCents: z.number(),
  payingAtStart: z.number(),
  churned: z.number(),
  /** churned / payingAtStart; null when nobody was paying at the start. */
  churnRate: z.number().nullable(),
});
export type NumbersBucket = z.infer<typeof numbersBucketSchema>;

export const numbersReportSchema = z.object({
  period: z.enum(numbersPeriods),
  state: z.enum(states).nullable(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  buckets: z.array(numbersBucketSchema),
});
export type NumbersReport = z.infer<typeof numbersReportSchema>;
