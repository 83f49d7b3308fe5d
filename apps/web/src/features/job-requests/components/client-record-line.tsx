import { UserCheck } from 'lucide-react';
import * as messages from '@trademate/shared/messages';
import type { JobRequestItem } from '@trademate/shared/schemas/job-requests';
import { cn } from '@/components/ui/cn';

const m = messages.clientRecord;

type ClientRecord = NonNullable<JobRequestItem['clientRecord']>;

/** The client's record in plain words, or "New client" until there is enough history. */
export function clientRecordText(record: ClientRecord): string {
  const parts = [
    record.responseRate === null ? null : m.responseRate(record.responseRate),
    record.hiredJobs === null || record.finishedJobs === null
      ? null
      : m.hires(record.hiredJobs, record.finishedJobs),
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : m.newClient;
}

/**
 * How the client answers professionals and hires (decision 029), on a job request's card and
 * detail: "Replies to 80% of professionals · 4 of 5 jobs hired".
 */
export function ClientRecordLine({
  record,
  as: Tag = 'p',
  className,
}: {
  record: JobRequestItem['clientRecord'];
  as?: 'p' | 'li';
  className?: string;
}) {
  if (!record) return null;
  return (
    <Tag className={cn('flex items-start gap-2', className)}>
      <UserCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span>
        <span className="sr-only">{m.label}: </span>
        {clientRecordText(record)}
      </span>
    </Tag>
  );
}
