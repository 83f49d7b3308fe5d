import type { LogbookEntryStatus } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';

const tones: Record<LogbookEntryStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  returned: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where an entry stands, as a coloured pill. */
export function EntryStatusBadge({
  status,
  className,
}: {
  status: LogbookEntryStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {messages.logbook.entryStatus[status]}
    </span>
  );
}
