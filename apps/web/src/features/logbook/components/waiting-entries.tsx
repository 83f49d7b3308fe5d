import { Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLogbookHours, logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import type { LogbookEntry } from '@trademate/shared/schemas/logbook';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetLogbookEntriesPagesInfiniteQuery } from '../api/get-entries';
import { useVerifyEntriesMutation } from '../api/review-entries';
import { formatDay, formatWeek, mondayOf } from '../utils/logbook-dates';
import { LogbookLoadFailed, LogbookLoading } from './logbook-page-shell';
import { ReturnEntryDialog } from './return-entry-dialog';

const m = messages.logbook;

interface WeekGroup {
  key: string;
  apprentice: LogbookEntry['apprentice'];
  monday: string;
  entries: LogbookEntry[];
}

/** Entries of the same apprentice and week together, in the list's order (newest day first). */
function groupByWeek(entries: readonly LogbookEntry[]): WeekGroup[] {
  const groups = new Map<string, WeekGroup>();
  for (const entry of entries) {
    const monday = mondayOf(entry.workDate);
    const key = `${entry.apprentice._id}:${monday}`;
    const group = groups.get(key) ?? { key, apprentice: entry.apprentice, monday, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** One waiting entry: a box to select it, what it says, and a way to return it. */
function WaitingEntry({
  entry,
  isSelected,
  onSelect,
  onReturn,
}: {
  entry: LogbookEntry;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  onReturn: () => void;
}) {
  const day = formatDay(entry.workDate);
  const where = entry.job?.title ?? entry.site;
  const details = [
    m.levels[entry.level],
    entry.units.map((unit) => unit.code).join(', '),
    entry.photos.length === 1
      ? '1 photo'
      : entry.photos.length > 1
        ? `${entry.photos.length} photos`
        : '',
  ].filter(Boolean);
  return (
    <li className="flex gap-3 py-3">
      <input
        type="checkbox"
        aria-label={`Select ${day}, ${formatLogbookHours(entry.minutes)}`}
        checked={isSelected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={paths.logbookEntry.href(entry._id)}
            className="font-semibold text-slate-900 hover:underline"
          >
            {day}
          </Link>
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatLogbookHours(entry.minutes)}
          </span>
          {where && <span className="break-words text-slate-600">{where}</span>}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{entry.tasks}</p>
        <p className="mt-1 text-xs text-slate-500">{details.join(' · ')}</p>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 -ml-3"
          aria-label={`Return ${day}`}
          onClick={onReturn}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Return
        </Button>
      </div>
    </li>
  );
}

/**
 * The entries waiting for the supervisor, by apprentice and week, newest first: each can be
 * selected and verified with others, a whole week at once, or returned with a comment.
 */
export function WaitingEntries() {
  const query = useGetLogbookEntriesPagesInfiniteQuery({ status: 'pending' });
  const [verifyEntries, { isLoading: isVerifying }] = useVerifyEntriesMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [returning, setReturning] = useState<LogbookEntry | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const groups = groupByWeek(entries);
  // What is no longer waiting (verified elsewhere, returned) cannot stay selected.
  const chosen = entries.filter((entry) => selected.has(entry._id)).map((entry) => entry._id);

  const select = (ids: readonly string[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const verify = async (ids: readonly string[]) => {
    setNotice(null);
    try {
      const entryIds = ids.slice(0, logbookLimits.verifyMax);
      const asRead = Object.fromEntries(
        entries
          .filter((entry) => entryIds.includes(entry._id))
          .map((entry) => [entry._id, entry.updatedAt]),
      );
      const { verified } = await verifyEntries({ entryIds, asRead }).unwrap();
      select(ids, false);
      setNotice({ tone: 'success', text: m.entriesVerified(verified) });
    } catch (error) {
      setNotice({ tone: 'error', text: (error as ApiError).message });
    }
  };

  let body;
  if (query.data) {
    body =
      groups.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing waits for you: every entry is reviewed.</p>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => {
            const ids = group.entries.map((entry) => entry._id);
            const minutes = group.entries.reduce((total, entry) => total + entry.minutes, 0);
            const title = `${nameOf(group.apprentice)}, week of ${formatWeek(group.monday)}`;
            return (
              <section
                key={group.key}
                aria-label={title}
                className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold break-words text-slate-900">
                      {nameOf(group.apprentice)}
                    </h3>
                    <p className="text-xs text-slate-600">
                      Week of {formatWeek(group.monday)} · {formatLogbookHours(minutes)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isVerifying}
                    aria-label={`Verify this week: ${title}`}
                    onClick={() => void verify(ids)}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Verify this week
                  </Button>
                </div>
                <ul className="mt-2 divide-y divide-slate-200">
                  {group.entries.map((entry) => (
                    <WaitingEntry
                      key={entry._id}
                      entry={entry}
                      isSelected={selected.has(entry._id)}
                      onSelect={(isSelected) => select([entry._id], isSelected)}
                      onReturn={() => {
                        setNotice(null);
                        setReturning(entry);
                      }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
          <LoadMore
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label="Show older entries"
          />
        </div>
      );
  } else if (query.error) {
    body = <LogbookLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = <LogbookLoading label="Loading the waiting entries" />;
  }

  return (
    <Card title="Waiting for you" description="Select the entries you saw done, and verify them.">
      <div>
        {notice && (
          <Alert tone={notice.tone} className="mb-4">
            {notice.text}
          </Alert>
        )}
        {body}
        {groups.length > 0 && (
          <div className="sticky bottom-0 z-10 -mx-5 mt-4 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8">
            <Button
              className="w-full sm:w-auto"
              disabled={chosen.length === 0 || isVerifying}
              onClick={() => void verify(chosen)}
            >
              <Check aria-hidden="true" className="size-4" />
              {isVerifying
                ? 'Verifying…'
                : chosen.length === 0
                  ? 'Verify selected'
                  : `Verify selected (${chosen.length})`}
            </Button>
          </div>
        )}
      </div>
      {returning && (
        <ReturnEntryDialog
          entryId={returning._id}
          asRead={returning.updatedAt}
          description={`${nameOf(returning.apprentice)}'s entry for ${formatDay(returning.workDate)}`}
          onReturned={(text) => setNotice({ tone: 'success', text })}
          onClose={() => setReturning(null)}
        />
      )}
    </Card>
  );
}
