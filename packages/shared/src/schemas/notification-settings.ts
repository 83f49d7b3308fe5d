import { z } from 'zod';
import * as messages from '../messages';
import { alertEvents, canDigest, emailModes, isMailOnly } from '../constants/notifications';

const m = messages.notificationSettings;

/** One event's channels: email (off, instant or the daily digest) and push. In-app is always on. */
export const alertPreferenceSchema = z.object({
  event: z.enum(alertEvents, { error: m.eventUnknown }),
  email: z.enum(emailModes, { error: m.emailModeInvalid }),
  push: z.boolean({ error: m.pushInvalid }),
});
export type AlertPreference = z.infer<typeof alertPreferenceSchema>;

/** A service the professional offers, and whether new jobs in it alert them. */
export const alertServiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  alerts: z.boolean(),
});
export type AlertService = z.infer<typeof alertServiceSchema>;

/** `GET /api/notification-settings`: the events that concern this person, and their services. */
export const notificationSettingsSchema = z.object({
  events: z.array(alertPreferenceSchema),
  /** Null for people who offer no services (clients). */
  services: z.array(alertServiceSchema).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notification-settings`: the events to change, and the services to be alerted for. */
export const notificationSettingsInputSchema = z
  .object({
    events: z
      .array(alertPreferenceSchema)
      .max(alertEvents.length)
      .superRefine((events, ctx) => {
        const seen = new Set<string>();
        events.forEach((preference, index) => {
          if (seen.has(preference.event))
            ctx.addIssue({ code: 'custom', path: [index, 'event'], message: m.eventTwice });
          seen.add(preference.event);
          if (preference.email === 'daily' && !canDigest(preference.event))
            ctx.addIssue({ code: 'custom', path: [index, 'email'], message: m.noDigest });
          if (preference.push && isMailOnly(preference.event))
            ctx.addIssue({ code: 'custom', path: [index, 'push'], message: m.noPush });
        });
      }),
    /** The ids of the services that alert; absent leaves the choice as it was. */
    alertServiceIds: z
      .array(z.uuid({ error: m.serviceInvalid }))
      .max(100)
      .optional(),
  })
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/** What was switched off, for the page to say. */
export const unsubscribeResultSchema = z.object({
  event: z.enum(alertEvents),
  message: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
