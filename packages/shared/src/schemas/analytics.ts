import { z } from 'zod';

/**
 * `GET /api/analytics/settings`: what the web app needs, once a visitor consents, to load the tag
 * manager (decision 068). `gtmId` is null when no container is configured (`GTM_ID`).
 */
export const analyticsSettingsSchema = z.object({
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .nullable(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
