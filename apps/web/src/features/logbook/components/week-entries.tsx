import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import type { LogbookEntry } from '@trademate/shared/schemas/logbook';
import { ButtonLink, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useGetLogbookEntriesQuery } from '../api/get-entries';
import { addDays, formatDay, formatWeek, mondayOf, weekDays } from '../utils/logbook-dates';
import { EntryStatusBadge } from './entry-status-badge';
import { LogbookLoadFailed, LogbookLoading } from './logbook-page-shell';

/** Moves between weeks: the one before, the one after (not past this week), or any day's week. */
function WeekPicker({
  monday,
  today,
  onWeekChange,
}: {
  monday: string;
  today: string;
  onWeekChange: (monday: string) => void;
}) {
  const isThisWeek = monday === mondayOf(today);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous week"
          onClick={() => onWeekChange(addDays(monday, -7))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next week"
          disabled={isThisWeek}
          onClick={() => onWeekChange(addDays(monday, 7))}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        {!isThisWeek && (
          <Button variant="ghost" size="sm" onClick={() => onWeekChange(mondayOf(today))}>
            This week
          </Button>
        )}
      </div>
      <Input
        type="date"
        label="Go to the week of"
        className="w-44"
        max={today}
        value={monday}
        onChange={(event) => {
          const day = event.currentTarget.value;
          if (day) onWeekChange(mondayOf(day > today ? today : day));
        }}
      />
    </div>
  );
}

/** One entry in its day: hours, where, what, and where it stands (with the return's comment). */
function EntryRow({ entry }: { entry: LogbookEntry }) {
  const where = entry.job?.title ?? entry.site;
  return (
    <li>
      <Link
        to={paths.logbookEntry.href(entry._id)}
        className="block rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatLogbookHours(entry.minutes)}
            {where && <span className="font-normal text-slate-600"> · {where}</span>}
          </span>
          <EntryStatusBadge status={entry.status} />
        </span>
        <span className="mt-1 line-clamp-2 block text-sm text-slate-700">{entry.tasks}</span>
        {entry.status === 'returned' && entry.returnComment && (
          <span className="mt-2 block rounded-lg bg-white p-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
            <span className="font-semibold">{entry.supervisor.firstName} asks: </span>
            {entry.returnComment}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The apprentice's week, Monday to Sunday: each day's entries with where they stand, and a way to
 * log a day left empty; the week's verified and waiting hours at the top.
 */
export function WeekEntries({
  monday,
  today,
  onWeekChange,
}: {
  monday: string;
  today: string;
  onWeekChange: (monday: string) => void;
}) {
  const days = weekDays(monday);
  const { data, error, refetch, isFetching } = useGetLogbookEntriesQuery({
    from: days[0],
    to: days[6],
  });
  const entries = data?.items ?? [];
  const sum = (status: LogbookEntry['status']) =>
    entries
      .filter((entry) => entry.status === status)
      .reduce((total, entry) => total + entry.minutes, 0);

  let body;
  if (data) {
    body = (
      <ol className="space-y-5" aria-busy={isFetching || undefined}>
        {days.map((day) => {
          const ofDay = entries.filter((entry) => entry.workDate === day);
          return (
            <li key={day} aria-labelledby={`day-${day}`}>
              <div className="flex items-center justify-between gap-3">
                <h3 id={`day-${day}`} className="text-sm font-semibold text-slate-900">
                  {formatDay(day, 'long')}
                </h3>
                {day <= today && (
                  <Link
                    to={paths.logbookNewEntries.href(day)}
                    aria-label={`Log ${formatDay(day, 'long')}`}
                    className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Log
                  </Link>
                )}
              </div>
              {ofDay.length > 0 ? (
                <ul className="mt-2 space-y-2">
                  {ofDay.map((entry) => (
                    <EntryRow key={entry._id} entry={entry} />
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-500">Nothing logged</p>
              )}
            </li>
          );
        })}
      </ol>
    );
  } else if (error) {
    body = <LogbookLoadFailed error={error} onRetry={() => void refetch()} />;
  } else {
    body = <LogbookLoading label="Loading the week" />;
  }

  return (
    <Card
      title={`Week of ${formatWeek(monday)}`}
      description={
        data
          ? `${formatLogbookHours(sum('verified'))} verified, ${formatLogbookHours(sum('pending'))} waiting for verification.`
          : undefined
      }
    >
      <div className="space-y-6">
        <WeekPicker monday={monday} today={today} onWeekChange={onWeekChange} />
        {body}
        <ButtonLink
          to={paths.logbookNewEntries.href(monday <= today ? monday : today)}
          className="w-full sm:w-auto"
        >
          <Plus aria-hidden="true" className="size-4" />
          Log this week
        </ButtonLink>
      </div>
    </Card>
  );
}
