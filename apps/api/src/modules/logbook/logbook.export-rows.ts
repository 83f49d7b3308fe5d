import * as messages from '@trademate/shared/messages';
import type { ExportEntryRow } from './logbook.reports.repository';

const e = messages.logbookReports.export;

/** The columns of both exports, in order, with their heads. */
export const exportColumns = [
  'date',
  'hours',
  'site',
  'tasks',
  'units',
  'level',
  'supervisor',
  'verifiedAt',
] as const;
export type ExportColumn = (typeof exportColumns)[number];
export const exportHeads: Record<ExportColumn, string> = e.columns;

/** Quarter hours as a number of hours: 450 → "7.5", 480 → "8", 495 → "8.25". */
export function hoursOf(minutes: number): string {
  return String(minutes / 60);
}

/** A day (YYYY-MM-DD) as Australians write it: 3 Mar 2026. */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A day (YYYY-MM-DD) in full: 3 March 2026. */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment on Sydney's clock, to the minute, as a spreadsheet sorts it: 2026-03-03 16:05. */
export function sydneyMinute(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A moment on Sydney's clock as people read it: 3 Mar 2026, 4:05 pm. */
export function formatSydneyMoment(moment: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(moment)
    .replace(/\s/g, ' '); // ICU puts a narrow space before "pm": fonts and files want a plain one.
}

/** Where the work was: the site, the TradeMate job, or both, joined by `separator`. */
export function siteOf(
  entry: Pick<ExportEntryRow, 'site' | 'jobTitle'>,
  separator: string,
): string {
  return [entry.site, entry.jobTitle ? e.job(entry.jobTitle) : '']
    .filter((part) => part.length > 0)
    .join(separator);
}

/**
 * One entry's cells, as both exports print them; `people` says whether dates and times are
 * written for people (the PDF) or for a spreadsheet (the CSV).
 */
export function exportCells(entry: ExportEntryRow, people: boolean): Record<ExportColumn, string> {
  return {
    date: people ? formatShortDay(entry.workDate) : entry.workDate,
    hours: hoursOf(entry.minutes),
    // The PDF gives the job a line of its own; a spreadsheet's cell keeps to one.
    site: siteOf(entry, people ? '\n' : ' · '),
    tasks: entry.tasks,
    units: entry.unitCodes.join(', '),
    level: messages.logbook.levels[entry.level],
    supervisor: `${entry.supervisorFirstName} ${entry.supervisorLastName}`,
    verifiedAt: people ? formatSydneyMoment(entry.verifiedAt) : sydneyMinute(entry.verifiedAt),
  };
}
