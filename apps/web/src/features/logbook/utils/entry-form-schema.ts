import { z } from 'zod';
import { isIsoDate, todayInAustralia } from '@trademate/shared/constants/dates';
import { logbookLevels, logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import {
  createLogbookEntriesSchema,
  logbookEntryInputSchema,
  updateLogbookEntrySchema,
  type CreateLogbookEntries,
  type LogbookEntryInput,
} from '@trademate/shared/schemas/logbook';
import { addDays } from './logbook-dates';
import { minutesOf } from './entry-form-values';

// The entry forms' checks, apart from their values: a form loads this (and zod with it) when it
// first checks, so the logbook's pages come without them (decision 097).

const m = messages.logbook;
const shape = logbookEntryInputSchema.shape;

/** A day checked against today as the API checks it: not in the future, at most two years back. */
function workDateSchema(today: string) {
  const oldest = addDays(today, -logbookLimits.daysBackMax);
  return z.string().superRefine((day, ctx) => {
    const message = !isIsoDate(day)
      ? m.workDateRequired
      : day > today
        ? m.workDateFuture
        : day < oldest
          ? m.workDateTooOld
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * One day of the form, each field checked by the shared rule for it (so a wrong number of hours
 * is reported on its own field), read into the entry the API takes, less its supervision.
 */
function dayFormSchema(today: string) {
  return z
    .object({
      workDate: workDateSchema(today),
      hours: z.string().transform(minutesOf).pipe(shape.minutes),
      // The shared rules without their defaults: the form always holds every field.
      site: shape.site.unwrap(),
      jobId: shape.jobId.unwrap(),
      tasks: shape.tasks,
      unitIds: shape.unitIds.unwrap(),
      level: z.string().pipe(z.enum(logbookLevels, { error: m.levelRequired })),
      photos: shape.photos.unwrap(),
    })
    .transform(({ hours, ...day }) => ({ ...day, minutes: hours }));
}

/** The week's form: one supervisor for every day, then the request by the API's own schema. */
export function weekFormSchema(today = todayInAustralia()) {
  return z
    .object({
      supervisionId: shape.supervisionId,
      days: z
        .array(dayFormSchema(today))
        .min(1, { error: m.entriesRequired })
        .max(logbookLimits.entriesPerRequestMax, { error: m.entriesTooMany }),
    })
    .transform(({ supervisionId, days }): CreateLogbookEntries => ({
      entries: days.map((day) => ({ ...day, supervisionId })),
    }))
    .pipe(createLogbookEntriesSchema);
}

/**
 * An entry's form, for an edit: the week's form with one day, its supervision the entry's own
 * (an edit cannot move an entry to another supervisor), read into the entry the API takes.
 */
export function editFormSchema(today = todayInAustralia()) {
  return z
    .object({
      supervisionId: shape.supervisionId,
      days: z.array(dayFormSchema(today)).length(1, { error: m.entriesRequired }),
    })
    .transform(({ supervisionId, days: [day] }): LogbookEntryInput => ({ ...day!, supervisionId }))
    .pipe(updateLogbookEntrySchema);
}
