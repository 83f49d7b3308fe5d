import { z } from 'zod';
import * as messages from '../messages';
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
