import { consolePaths } from '@trademate/shared/console-paths';
import {
  reportStatuses,
  reportSubjects,
  type ReportStatus,
  type ReportSubject,
} from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { Select } from '@/components/ui/select';
import { formatFullDateTime, formatListTime } from '@/lib/format-time';
import { useGetReportQueueQuery } from '../api/moderation';
import { optionsOf, QueuePage, QueueRow, useQueueFilters } from '../components/queue-page';

const m = messages.moderation;

const statusOptions = optionsOf(reportStatuses, m.statusLabels);
const subjectOptions = optionsOf(reportSubjects, m.subjectLabels);

interface Filters {
  status: ReportStatus;
  subjectType: ReportSubject | '';
}

/**
 * `/admin/moderation` (support and admins): reported things, the one reported longest ago first,
 * each with how many people reported it.
 */
export default function ModerationQueuePage() {
  const { draft, filters, page, setPage, change, apply } = useQueueFilters<Filters>({
    status: 'open',
    subjectType: '',
  });
  const answer = useGetReportQueueQuery(
    {
      status: filters.status,
      page,
      ...(filters.subjectType ? { subjectType: filters.subjectType } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <QueuePage
      title={m.title}
      lead={m.lead}
      fieldColumns="sm:grid-cols-3"
      onFilter={apply}
      fields={
        <>
          <Select
            label="Status"
            options={statusOptions}
            value={draft.status}
            onChange={change('status')}
          />
          <Select
            label="What was reported"
            placeholder="Anything"
            options={subjectOptions}
            value={draft.subjectType}
            onChange={change('subjectType')}
          />
        </>
      }
      listTitle="Reported"
      loadingLabel="Loading reports"
      emptyText={m.noReports}
      answer={answer}
      totalPages={(data) => data.pageCount}
      onPageChange={setPage}
      itemKey={(item) => `${item.subjectType}-${item.subjectId}`}
      renderItem={(item) => (
        <QueueRow
          to={consolePaths.report.href(item.reportId)}
          main={
            <>
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
            </>
          }
          aside={
            <>
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
            </>
          }
        />
      )}
    />
  );
}
