import type { LogbookEntry } from '@trademate/shared/schemas/logbook';
import { addDays } from './logbook-dates';

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
