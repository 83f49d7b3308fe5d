import { useState, type FormEvent } from 'react';
import type { AuditEntry, AuditQuery } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetAuditLogQuery } from '../api/staff';
import { AuditTable } from '../components/audit-table';

const PAGE_SIZE = 50;
const emptyFilters = { staff: '', action: '', recordType: '', recordId: '', from: '', to: '' };
type Filters = typeof emptyFilters;

/** The filters as the API takes them: empty ones left out. */
function toQuery(filters: Filters): AuditQuery {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value.trim()),
  ) as AuditQuery;
}

/** One page of the log after `cursor`; its "Load more" asks for the next. */
function AuditPageOf({
  query,
  cursor,
  isLast,
  onMore,
}: {
  query: AuditQuery;
  cursor?: string;
  /** Only the last page loaded offers the next. */
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error } = useGetAuditLogQuery({ ...query, cursor, limit: PAGE_SIZE });
  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!data) return <Spinner label="Loading staff actions" />;
  return (
    <>
      <AuditTable entries={data.items satisfies AuditEntry[]} />
      {isLast && data.nextCursor && (
        <Button variant="secondary" className="mt-4" onClick={() => onMore(data.nextCursor!)}>
          Load more
        </Button>
      )}
    </>
  );
}

/** `/admin/audit` (admins): every staff action, newest first, filterable. */
export default function AuditPage() {
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const [query, setQuery] = useState<AuditQuery>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(toQuery(draft));
    setCursors([]);
  };

  return (
    <div className="space-y-6">
      <PageTitle title="Audit log" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Audit log</h1>
      <Card title="Filter">
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
          <Input label="Staff email contains" value={draft.staff} onChange={set('staff')} />
          <Input
            label="Action"
            placeholder="staff.disable"
            value={draft.action}
            onChange={set('action')}
          />
          <Input
            label="Record type"
            placeholder="staff"
            value={draft.recordType}
            onChange={set('recordType')}
          />
          <Input label="Record id" value={draft.recordId} onChange={set('recordId')} />
          <Input label="From" type="date" value={draft.from} onChange={set('from')} />
          <Input label="To" type="date" value={draft.to} onChange={set('to')} />
          <div className="sm:col-span-3">
            <Button type="submit">Show</Button>
          </div>
        </form>
      </Card>
      <Card title="Staff actions">
        {[undefined, ...cursors].map((cursor, index) => (
          <AuditPageOf
            key={cursor ?? 'first'}
            query={query}
            cursor={cursor}
            isLast={index === cursors.length}
            onMore={(next) => setCursors((current) => [...current, next])}
          />
        ))}
      </Card>
    </div>
  );
}
