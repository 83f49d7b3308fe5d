import { z } from 'zod';
import { serviceIconKeys } from '../constants/service-icons';
import * as messages from '../messages';
import { staffReasonSchema } from './staff';

const m = messages.servicesAdmin;

/** A service in the console (decision 037): shown, hidden, or merged into another. */
export const consoleServiceStatuses = ['shown', 'hidden', 'merged'] as const;
export type ConsoleServiceStatus = (typeof consoleServiceStatuses)[number];

/** `POST /api/admin/services` and `PUT /api/admin/services/:id`: what clients read of a service. */
export const serviceInputSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(2, { error: m.nameRequired })
    .max(60, { error: m.nameRequired }),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(20, { error: m.descriptionRequired })
    .max(1000, { error: m.descriptionRequired }),
  icon: z.enum(serviceIconKeys, { error: m.iconInvalid }),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

/** `POST /api/admin/services/:id/merge`: its professionals and jobs move to `into`. */
export const mergeServiceRequestSchema = staffReasonSchema.extend({
  into: z.uuid({ error: m.mergeTargetRequired }),
});
export type MergeServiceRequest = z.input<typeof mergeServiceRequestSchema>;

export const consoleServiceSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  status: z.enum(consoleServiceStatuses),
  mergedInto: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Professionals who offer it, of any kind and standing. */
  professionalCount: z.number().int(),
  jobCount: z.number().int(),
  openJobCount: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleService = z.infer<typeof consoleServiceSchema>;

export const consoleServiceListSchema = z.object({ items: z.array(consoleServiceSchema) });
export type ConsoleServiceList = z.infer<typeof consoleServiceListSchema>;

export const serviceMergeResultSchema = z.object({
  service: consoleServiceSchema,
  professionalsMoved: z.number().int(),
  jobsMoved: z.number().int(),
});
export type ServiceMergeResult = z.infer<typeof serviceMergeResultSchema>;
