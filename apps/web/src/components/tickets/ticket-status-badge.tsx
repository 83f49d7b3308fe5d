import type { TicketStatus } from '@trademate/shared/constants/tickets';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';

const tones: Record<TicketStatus, string> = {
  open: 'bg-sky-50 text-sky-800 ring-sky-200',
  waitingOnCustomer: 'bg-amber-50 text-amber-900 ring-amber-300',
  resolved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/**
 * A ticket's status as a small label: the customer reads "waiting on you", staff "waiting on
 * customer" (decision 032).
 */
export function TicketStatusBadge({
  status,
  viewer = 'customer',
}: {
  status: TicketStatus;
  viewer?: 'customer' | 'staff';
}) {
  const labels =
    viewer === 'customer' ? messages.ticket.statusLabels : messages.ticket.staffStatusLabels;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {labels[status]}
    </span>
  );
}
