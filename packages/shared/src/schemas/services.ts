import { z } from 'zod';
import * as messages from '../messages';
import { states } from '../constants/states';
import { pageQueryFields, pageSchema } from './common';

export const serviceSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  popularRank: z.number().int().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const listServicesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: messages.request.searchTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
  popular: z
    .enum(['true', 'false'], { error: "popular must be 'true' or 'false'" })
    .optional()
    .transform((value) => value === 'true'),
  ...pageQueryFields,
});
export type ListServicesQueryInput = z.input<typeof listServicesQuerySchema>;
export type ListServicesQuery = z.output<typeof listServicesQuerySchema>;

export const servicePageSchema = pageSchema(serviceSchema);
export type ServicePage = z.infer<typeof servicePageSchema>;

/** How many verified professionals offer a service in one state. */
export const serviceStateCountSchema = z.object({
  state: z.enum(states),
  count: z.number().int(),
});

/** An open job as the public service page shows it: what and where, never who. */
export const serviceOpenJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  state: z.enum(states),
  city: z.string(),
  createdAt: z.string(),
});
export type ServiceOpenJob = z.infer<typeof serviceOpenJobSchema>;

/** The public facts of one service's page (`GET /service/:id/overview`). */
export const serviceOverviewSchema = z.object({
  service: serviceSchema,
  /** Every supported state in their usual order, zero where nobody offers it yet. */
  professionalsByState: z.array(serviceStateCountSchema),
  professionalCount: z.number().int(),
  openJobCount: z.number().int(),
  /** The newest open jobs, newest first, at most `serviceOverviewJobLimit`. */
  newestJobs: z.array(serviceOpenJobSchema),
});
export type ServiceOverview = z.infer<typeof serviceOverviewSchema>;

/** How many of the newest open jobs the service page lists. */
export const serviceOverviewJobLimit = 6;
