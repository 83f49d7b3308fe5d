import type { JobPaymentStatus } from '@trademate/shared/constants/job-payments';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';

const tones: Record<JobPaymentStatus, string> = {
  awaiting_payment: 'bg-slate-50 text-slate-700 ring-slate-200',
  held: 'bg-sky-50 text-sky-800 ring-sky-200',
  disputed: 'bg-amber-50 text-amber-900 ring-amber-300',
  settling: 'bg-sky-50 text-sky-800 ring-sky-200',
  released: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  settled: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/** A held payment's status in the words its client and professional read. */
export function PaymentStatusBadge({ status }: { status: JobPaymentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {messages.jobPayments.statuses[status]}
    </span>
  );
}
