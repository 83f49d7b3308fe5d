import * as messages from '@trademate/shared/messages';
import type { LogbookEntryDetail } from '@trademate/shared/schemas/logbook';
import { cn } from '@/components/ui/cn';
import { formatMoment } from '../utils/logbook-dates';
import { EntryContent } from './entry-content';

type Revision = LogbookEntryDetail['history'][number];

const outcomeTones = {
  verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  returned: 'bg-red-50 text-red-800 ring-red-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
} as const;

/** What became of a revision, in words, with when. */
function outcomeText(revision: Revision, supervisor: string): string {
  if (revision.outcome === 'verified' && revision.decidedAt) {
    return `Verified by ${supervisor} on ${formatMoment(revision.decidedAt)}`;
  }
  if (revision.outcome === 'returned' && revision.decidedAt) {
    return `Returned by ${supervisor} on ${formatMoment(revision.decidedAt)}`;
  }
  return `Waiting for ${supervisor}`;
}

/**
 * Every revision of an entry, newest first: when it was sent, what the supervisor decided and
 * when, their comment on a return, and what the entry said then. A verified revision stays here
 * as it was verified, whatever the entry says now (decision 072).
 */
export function EntryHistory({ entry }: { entry: LogbookEntryDetail }) {
  const supervisor = `${entry.supervisor.firstName} ${entry.supervisor.lastName}`;
  const revisions = [...entry.history].sort((a, b) => b.revision - a.revision);
  return (
    <ol className="space-y-4" aria-label="Revisions">
      {revisions.map((revision) => {
        const outcome = revision.outcome ?? 'pending';
        return (
          <li
            key={revision.revision}
            className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Revision {revision.revision}</h3>
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  outcomeTones[outcome],
                )}
              >
                {messages.logbook.entryStatus[outcome]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Sent on {formatMoment(revision.submittedAt)}. {outcomeText(revision, supervisor)}.
            </p>
            {revision.comment && (
              <p className="mt-2 rounded-lg bg-white p-2 text-sm whitespace-pre-line text-red-800 ring-1 ring-red-200 ring-inset">
                <span className="font-semibold">Comment: </span>
                {revision.comment}
              </p>
            )}
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
                What revision {revision.revision} said
              </summary>
              <div className="mt-3">
                <EntryContent content={revision} />
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
