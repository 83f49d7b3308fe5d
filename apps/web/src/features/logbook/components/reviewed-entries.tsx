import { Link } from 'react-router';
import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useGetLogbookEntriesQuery } from '../api/get-entries';
import { formatDay, formatMoment } from '../utils/logbook-dates';
import { EntryStatusBadge } from './entry-status-badge';
import { LogbookLoading } from './logbook-page-shell';

const SHOWN = 8;

/**
 * The entries the supervisor reviewed last: verified, or returned and not yet sent again, the
 * most recently changed first.
 */
export function ReviewedEntries() {
  const verified = useGetLogbookEntriesQuery({ status: 'verified', limit: SHOWN });
  const returned = useGetLogbookEntriesQuery({ status: 'returned', limit: SHOWN });
  const entries = [...(verified.data?.items ?? []), ...(returned.data?.items ?? [])]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, SHOWN);
  const isLoading = !verified.data && !verified.error && !returned.data && !returned.error;

  return (
    <Card title="Recently reviewed">
      {isLoading ? (
        <LogbookLoading label="Loading the reviewed entries" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600">The entries you verify or return show here.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry._id} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={paths.logbookEntry.href(entry._id)}
                className="block rounded-lg hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-medium break-words text-slate-900">
                    {entry.apprentice.firstName} {entry.apprentice.lastName}
                  </span>
                  <EntryStatusBadge status={entry.status} />
                </span>
                <span className="block text-sm text-slate-600">
                  {formatDay(entry.workDate)}, {formatLogbookHours(entry.minutes)}
                </span>
                <span className="block text-xs text-slate-500">
                  {entry.status === 'verified' && entry.verifiedAt
                    ? `Verified ${formatMoment(entry.verifiedAt)}`
                    : `Returned ${formatMoment(entry.updatedAt)}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
