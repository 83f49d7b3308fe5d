import { BadgeCheck, Info } from 'lucide-react';
import { formatAbn } from '@trademate/shared/constants/abn';
import * as messages from '@trademate/shared/messages';
import type { Business } from '@trademate/shared/schemas/credentials';
import { cn } from '@/components/ui/cn';
import { formatLongDate } from '@/lib/format';

const m = messages.business;

/**
 * A professional's ABN as their profile shows it: the business name, "ABN 51 824 753 556", and how
 * far it was checked, with the register's record when it was checked there (decision 025).
 */
export function BusinessSummary({ business }: { business: Business }) {
  const isRegisterChecked = business.check === 'register';
  return (
    <div className="space-y-2 text-sm">
      {business.businessName && (
        <p className="text-base font-semibold text-slate-900">{business.businessName}</p>
      )}
      <p className="font-medium text-slate-900 tabular-nums">
        {m.abnLabel(formatAbn(business.abn))}
      </p>
      <p
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          isRegisterChecked
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-slate-100 text-slate-700 ring-slate-200',
        )}
      >
        {isRegisterChecked ? (
          <BadgeCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <Info aria-hidden="true" className="size-3.5" />
        )}
        {isRegisterChecked ? m.checkedWithRegister : m.formatChecked}
      </p>
      {business.register && (
        <ul className="space-y-0.5 text-slate-600">
          {business.register.entityName && (
            <li>{m.registeredName(business.register.entityName)}</li>
          )}
          <li>
            {business.register.gstRegisteredFrom
              ? m.gstRegistered(formatLongDate(business.register.gstRegisteredFrom))
              : m.gstNotRegistered}
          </li>
        </ul>
      )}
      {business.check === 'registerUnavailable' && (
        <p className="text-slate-500">{m.registerUnavailableNote}</p>
      )}
    </div>
  );
}
