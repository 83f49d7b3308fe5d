import type { HiringStatus } from '@trademate/shared/constants/accounts';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';

/** Whether a professional takes new work: 'Available' or 'Not taking work'. */
export function HiringStatusBadge({
  status,
  className,
}: {
  status: HiringStatus | null;
  className?: string;
}) {
  if (!status) return null;
  const isAvailable = status === 'available';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        isAvailable
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isAvailable ? 'bg-emerald-500' : 'bg-slate-400')}
      />
      {isAvailable ? messages.directory.available : messages.directory.notTakingWork}
    </span>
  );
}
