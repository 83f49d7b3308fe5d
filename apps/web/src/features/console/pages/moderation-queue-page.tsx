import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import {
  reportStatuses,
  reportSubjects,
  type ReportStatus,
  type ReportSubject,
} from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetReportQueueQuery } from '../api/moderation';

const m = messages.moderation;

const statusOptions = reportStatuses.map((status) => ({
  value: status,
  label: m.statusLabels[status],
}));
const subjectOptions = reportSubjects.map((subject) => ({
  value: subject,
  label: m.subjectLabels[subject],
}));

interface Filters {
  status: ReportStatus;
  subjectType: ReportSubject | '';
}

/**
 * `/admin/moderation` (support and admins): reported things, the one reported longest ago first,
 * each with how many people reported it.
 */
export default function ModerationQueuePage() {
  const [draft, setDraft] = useState<Filters>({ status: 'open', subjectType: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetReportQueueQuery(
    {
      status: filters.status,
      page,
      ...(filters.subjectType ? { subjectType: filters.subjectType } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <PageTitle title={m.title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.lead}</p>
      </div>
      <Card title="Filter">
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <Select
            label="Status"
            options={statusOptions}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as ReportStatus })}
          />
          <Select
            label="What was reported"
            placeholder="Anything"
            options={subjectOptions}
            value={draft.subjectType}
            onChange={(event) =>
              setDraft({ ...draft, subjectType: event.target.value as Filters['subjectType'] })
            }
          />
          <Button type="submit">Show</Button>
        </form>
      </Card>
      <Card title={data ? `Reported (${data.total})` : 'Reported'}>
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label="Loading reports" />
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noReports}</p>
        ) : (
          <ul
            aria-label="Reported"
            aria-busy={isFetching || undefined}
            className="-mx-5 divide-y divide-slate-100 sm:-mx-8"
          >
            {data.items.map((item) => (
              <li key={`${item.subjectType}-${item.subjectId}`}>
                <Link
                  to={consolePaths.report.href(item.reportId)}
                  className="grid gap-1 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:grid-cols-[1fr_auto] sm:gap-x-6 sm:px-8"
                >
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                        {m.subjectLabels[item.subjectType]}
                      </span>
                      <span className="text-sm font-semibold text-slate-900">
                        {item.reasons.map((reason) => messages.safety.reasons[reason]).join(' · ')}
                      </span>
                    </span>
                    <span className="mt-1 line-clamp-2 block text-sm break-words text-slate-700">
                      {item.excerpt || '—'}
                    </span>
                    <span className="mt-1 block text-xs text-slate-500">
                      {item.owner
                        ? `${item.owner.firstName} ${item.owner.lastName} · ${item.owner.email}`
                        : m.noOwner}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 sm:flex-col sm:items-end">
                    <span
                      className={
                        item.reportCount > 1
                          ? 'rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900'
                          : 'font-medium text-slate-700'
                      }
                    >
                      {m.reportCount(item.reportCount)}
                    </span>
                    <time
                      dateTime={item.firstReportedAt}
                      title={formatFullDateTime(item.firstReportedAt)}
                    >
                      First {formatListTime(item.firstReportedAt)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {data && <Pagination page={data.page} totalPages={data.pageCount} onPageChange={setPage} />}
      </Card>
    </div>
  );
}
