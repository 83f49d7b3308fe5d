import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportSubject } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { cn } from '@/components/ui/cn';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { ReportDialog } from './report-dialog';

/** A quiet "Report" link-button beside a job, a message or a review; opens the report dialog. */
export function ReportButton({
  subjectType,
  subjectId,
  label = messages.safety.report,
  showLabel = false,
  className,
}: {
  subjectType: ReportSubject;
  subjectId: string;
  /** What a screen reader hears: "Report this message" rather than "Report". */
  label?: string;
  /** Show the whole label instead of the bare "Report" where there is room. */
  showLabel?: boolean;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // In a chat room the server drew (decision 088), it waits for the app, as `Button` does.
  const isHydrated = useIsHydrated();
  return (
    <>
      <button
        type="button"
        disabled={!isHydrated}
        onClick={() => setIsOpen(true)}
        aria-label={showLabel || label === messages.safety.report ? undefined : label}
        className={cn(
          'inline-flex items-center gap-1 rounded px-1 text-xs text-slate-500 hover:text-slate-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        <Flag className="size-3" aria-hidden="true" />
        {showLabel ? label : messages.safety.report}
      </button>
      {isOpen && (
        <ReportDialog
          subjectType={subjectType}
          subjectId={subjectId}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
