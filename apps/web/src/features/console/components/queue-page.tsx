import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';

/** A filter's options: each value with its label. */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * A queue's filters: what is being chosen (`draft`) and what the list shows (`filters`), applied
 * together by "Show", which goes back to the first page.
 */
export function useQueueFilters<Filters extends object>(initial: Filters) {
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const [page, setPage] = useState(1);
  return {
    draft,
    filters,
    page,
    setPage,
    /** The change handler of one filter's field. */
    change:
      <Key extends keyof Filters>(key: Key) =>
      (event: { target: { value: string } }) =>
        setDraft((current) => ({ ...current, [key]: event.target.value as Filters[Key] })),
    apply: (event: FormEvent) => {
      event.preventDefault();
      setFilters(draft);
      setPage(1);
    },
  };
}

interface QueueData {
  items: unknown[];
  page: number;
  total: number;
}

/**
 * A console queue (support tickets, reported things): the title, a "Filter" card of `fields` with
 * "Show", then the list as `title (total)`, each item a row linking to its page, and the pages.
 */
export function QueuePage<Data extends QueueData>({
  title,
  lead,
  fields,
  fieldColumns,
  onFilter,
  listTitle,
  loadingLabel,
  emptyText,
  answer,
  totalPages,
  onPageChange,
  itemKey,
  renderItem,
}: {
  title: string;
  lead?: string;
  fields: ReactNode;
  /** The filter grid's columns on wide screens, the "Show" button included. */
  fieldColumns: 'sm:grid-cols-3' | 'sm:grid-cols-4';
  onFilter: (event: FormEvent) => void;
  /** The list's name, and its card's title before the total. */
  listTitle: string;
  loadingLabel: string;
  emptyText: string;
  answer: { data?: Data; error?: unknown; isFetching: boolean };
  totalPages: (data: Data) => number;
  onPageChange: (page: number) => void;
  itemKey: (item: Data['items'][number]) => string;
  renderItem: (item: Data['items'][number]) => ReactNode;
}) {
  const { data, error, isFetching } = answer;
  const heading = <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>;
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      {lead ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-slate-600">{lead}</p>
        </div>
      ) : (
        heading
      )}
      <Card title="Filter">
        <form onSubmit={onFilter} className={cn('grid gap-4 sm:items-end', fieldColumns)}>
          {fields}
          <Button type="submit">Show</Button>
        </form>
      </Card>
      <Card title={data ? `${listTitle} (${data.total})` : listTitle}>
        {error ? (
          <Alert>{(error as ApiError).message}</Alert>
        ) : !data ? (
          <Spinner label={loadingLabel} />
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : (
          <ul
            aria-label={listTitle}
            aria-busy={isFetching || undefined}
            className="-mx-5 divide-y divide-slate-100 sm:-mx-8"
          >
            {data.items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination page={data.page} totalPages={totalPages(data)} onPageChange={onPageChange} />
        )}
      </Card>
    </div>
  );
}

/** One row of a queue: what it is on the left, its standing and time on the right. */
export function QueueRow({ to, main, aside }: { to: string; main: ReactNode; aside: ReactNode }) {
  return (
    <Link
      to={to}
      className="grid gap-1 px-5 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:grid-cols-[1fr_auto] sm:gap-x-6 sm:px-8"
    >
      <span className="min-w-0">{main}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 sm:flex-col sm:items-end">
        {aside}
      </span>
    </Link>
  );
}
