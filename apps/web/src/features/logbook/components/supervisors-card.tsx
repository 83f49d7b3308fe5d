import { useState } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { Supervision } from '@trademate/shared/schemas/logbook';
import { PersonAvatar } from '@/components/person-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { EndSupervisionDialog } from './end-supervision-dialog';

const m = messages.logbook;

const statusTones: Record<Supervision['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function SupervisionStatusBadge({ status }: { status: Supervision['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusTones[status],
      )}
    >
      {m.supervisionStatus[status]}
    </span>
  );
}

/** When the link last changed, in words. */
function sinceText(supervision: Supervision): string {
  if (supervision.status === 'pending')
    return `Asked on ${formatLongDate(supervision.requestedAt)}`;
  if (supervision.status === 'ended' && supervision.endedAt) {
    return `Ended on ${formatLongDate(supervision.endedAt)}`;
  }
  const answered = supervision.respondedAt ?? supervision.requestedAt;
  return supervision.status === 'active'
    ? `Since ${formatLongDate(answered)}`
    : `Declined on ${formatLongDate(answered)}`;
}

/**
 * The apprentice's supervisors: each link with where it stands, a way to end it (or withdraw a
 * request), and how to ask another professional.
 */
export function SupervisorsCard({ supervisions }: { supervisions: Supervision[] }) {
  const [ending, setEnding] = useState<Supervision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Open links first, then the rest, as the API lists them within each.
  const ordered = [
    ...supervisions.filter((item) => item.status === 'active' || item.status === 'pending'),
    ...supervisions.filter((item) => item.status === 'ended' || item.status === 'declined'),
  ];
  return (
    <Card title="Your supervisors">
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {ordered.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {ordered.map((supervision) => {
            const { supervisor } = supervision;
            const name = `${supervisor.firstName} ${supervisor.lastName}`;
            const isOpen = supervision.status === 'active' || supervision.status === 'pending';
            return (
              <li
                key={supervision._id}
                className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
              >
                <PersonAvatar avatar={supervisor.avatar} size="xs" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={paths.professionalDetail.href(supervisor._id)}
                      className="font-medium break-words text-slate-900 hover:underline"
                    >
                      {name}
                    </Link>
                    <SupervisionStatusBadge status={supervision.status} />
                  </div>
                  {supervisor.businessName && (
                    <p className="text-sm text-slate-600">{supervisor.businessName}</p>
                  )}
                  <p className="text-xs text-slate-500">
                    {sinceText(supervision)}
                    {supervision.pendingCount > 0 &&
                      ` · ${supervision.pendingCount} waiting for verification`}
                  </p>
                  {isOpen && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-1 -ml-3 text-red-700 hover:text-red-800"
                      aria-label={`${supervision.status === 'pending' ? 'Withdraw request to' : 'End supervision with'} ${name}`}
                      onClick={() => {
                        setNotice(null);
                        setEnding(supervision);
                      }}
                    >
                      {supervision.status === 'pending' ? 'Withdraw request' : 'End supervision'}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{m.noActiveSupervisor}.</p>
      )}
      <p className="mt-5 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        To ask a professional, open their profile in{' '}
        <Link to={paths.professionals.href()} className="font-semibold underline">
          the professionals directory
        </Link>{' '}
        and press &ldquo;{m.askToSupervise}&rdquo;.
      </p>
      {ending && (
        <EndSupervisionDialog
          supervisionId={ending._id}
          otherName={`${ending.supervisor.firstName} ${ending.supervisor.lastName}`}
          isRequest={ending.status === 'pending'}
          onEnded={() => setNotice(m.supervisionEnded)}
          onClose={() => setEnding(null)}
        />
      )}
    </Card>
  );
}
