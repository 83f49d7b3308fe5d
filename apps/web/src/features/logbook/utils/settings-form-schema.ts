import { z } from 'zod';
import { logbookSettingsSchema } from '@trademate/shared/schemas/logbook';

// The logbook settings form's checks: the form loads this (and zod with it) when it first checks,
// so the logbook's page comes without them (decision 097).

/** The settings as the API takes them: an empty target is none. */
export const settingsFormSchema = z
  .object({
    targetHours: z
      .string()
      .transform((text) => (text.trim() === '' ? null : Number(text.replace(/[\s,]/g, '')))),
    showVerifiedHours: z.boolean(),
  })
  .pipe(logbookSettingsSchema);
