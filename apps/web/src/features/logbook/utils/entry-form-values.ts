import { z } from 'zod';
import { logbookLevels, logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { isIsoDate, todayInAustralia } from '@trademate/shared/constants/dates';
import {
  createLogbookEntriesSchema,
  logbookEntryInputSchema,
  updateLogbookEntrySchema,
  type CreateLogbookEntries,
  type LogbookEntry,
  type LogbookEntryInput,
} from '@trademate/shared/schemas/logbook';
import { addDays } from './logbook-dates';

const m = messages.logbook;
const shape = logbookEntryInputSchema.shape;

/** One day's work as the apprentice types it: the hours as a decimal ("7.5"). */
export interface EntryFormDay {
  workDate: string;
  hours: string;
  site: string;
  /** A TradeMate job of the supervisor's the day names, chosen on a new day; kept on an edit. */
  jobId: string | null;
  tasks: string;
  unitIds: string[];
  /** One of the levels; empty until the apprentice chooses. */
  level: string;
  photos: string[];
}

export interface WeekFormValues {
  supervisionId: string;
  days: EntryFormDay[];
}

/** "7.5", "7,5" or "7:30" as minutes (450); NaN for anything else, which the schema refuses. */
export function minutesOf(text: string): number {
  const plain = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(plain);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  if (!/^\d*(?:[.,]\d+)?$/.test(plain) || !/\d/.test(plain)) return Number.NaN;
  return Math.round(Number(plain.replace(',', '.')) * 60 * 1000) / 1000;
}

/** Minutes as the form shows them: 450 is "7.5", 495 is "8.25". */
export function hoursText(minutes: number): string {
  return String(minutes / 60);
}

export function emptyDay(workDate: string): EntryFormDay {
  return {
    workDate,
    hours: '',
    site: '',
    jobId: null,
    tasks: '',
    unitIds: [],
    level: '',
    photos: [],
  };
}

/**
 * The next day of the week's form: the day after the last one, on the same job and site at the
 * same level, since a week is mostly spent on one job.
 */
export function nextDay(last: EntryFormDay | undefined, today: string): EntryFormDay {
  if (!last) return emptyDay(today);
  const { site, jobId, level } = last;
  return { ...emptyDay(addDays(last.workDate, 1)), site, jobId, level };
}

/** An entry's current revision as the form shows it. */
export function dayFromEntry(entry: LogbookEntry): EntryFormDay {
  return {
    workDate: entry.workDate,
    hours: hoursText(entry.minutes),
    site: entry.site,
    jobId: entry.job?._id ?? null,
    tasks: entry.tasks,
    unitIds: entry.units.map((unit) => unit._id),
    level: entry.level,
    photos: entry.photos,
  };
}

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

/** The form's name for a field the API names: the hours are typed, the minutes are sent. */
function dayFieldOf(field: string): string {
  return field === 'minutes' ? 'hours' : field;
}

/** Where the API's field errors on a week go on its form: `entries.2.minutes` is `days.2.hours`. */
export function weekFormFieldOf(path: string): string {
  if (path === 'entries') return 'days';
  const match = /^entries\.(\d+)\.(\w+)/.exec(path);
  if (!match) return path;
  const [, index, field = ''] = match;
  return field === 'supervisionId' ? 'supervisionId' : `days.${index}.${dayFieldOf(field)}`;
}

/** Where the API's field errors on one entry go on its form of one day. */
export function editFormFieldOf(path: string): string {
  const field = path.split('.')[0] ?? path;
  return field === 'supervisionId' ? field : `days.0.${dayFieldOf(field)}`;
}

const dayFields = ['workDate', 'hours', 'jobId', 'site', 'tasks', 'unitIds', 'level', 'photos'];

/** Every field of a week's form with `dayCount` days that a server error can name. */
export function weekFormFields(dayCount: number): string[] {
  return [
    'supervisionId',
    'days',
    ...Array.from({ length: dayCount }, (_, index) =>
      dayFields.map((field) => `days.${index}.${field}`),
    ).flat(),
  ];
}
