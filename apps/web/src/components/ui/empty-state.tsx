import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * What a list shows when it has nothing to show: a short title, what to expect or do, and an
 * optional action, centred. Framed as a card on the page background, or bare inside a card that
 * already frames the list.
 */
export function EmptyState({
  title,
  children,
  action,
  isFramed = true,
}: {
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  isFramed?: boolean;
}) {
  return (
    <div
      className={cn(
        'px-6 py-12 text-center sm:px-12',
        isFramed && 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
      )}
    >
      {title && <p className="text-lg font-semibold text-slate-900">{title}</p>}
      {children && (
        <div className={cn('mx-auto max-w-lg text-slate-600', title && 'mt-2')}>{children}</div>
      )}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
