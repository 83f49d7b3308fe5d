import * as messages from '@trademate/shared/messages';
import type { PersonSummary } from '@trademate/shared/schemas/people';
import { cn } from '@/components/ui/cn';

const m = messages.people;

/** How the console names a professional's plan standing. */
export const planLabels: Record<PersonSummary['plan'], string> = {
  trial: 'On trial',
  paid: 'Paying',
  cancelled: 'Cancelled (still running)',
  expired: 'Expired',
  none: 'No plan',
};

/** A person's account status as a coloured badge. */
export function StatusBadge({ status }: { status: PersonSummary['status'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'suspended' && 'bg-red-100 text-red-800',
        status === 'unverified' && 'bg-amber-100 text-amber-900',
        status === 'active' && 'bg-emerald-100 text-emerald-800',
      )}
    >
      {m.statusLabels[status]}
    </span>
  );
}
