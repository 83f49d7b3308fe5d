import { Link } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import type { NewsletterIssueSummary } from '@trademate/shared/schemas/newsletter-admin';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import { useGetNewsletterOverviewQuery } from '../api/newsletter';

export function IssueStatus({
  issue,
}: {
  issue: Pick<NewsletterIssueSummary, 'status' | 'sentAt'>;
}) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        issue.status === 'sent' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {issue.status === 'sent' && issue.sentAt
        ? `Sent ${formatFullDateTime(issue.sentAt)}`
        : 'Draft'}
    </span>
  );
}

/** An issue's mails by state, as the outbox counts them. */
export function IssueCounts({ counts }: { counts: NewsletterIssueSummary['counts'] }) {
  const items = [
    ['Recipients', counts.recipients],
    ['Sent', counts.sent],
    ['Waiting', counts.queued],
    ['Failed', counts.failed],
    ['Skipped', counts.skipped],
    ['Unsubscribed', counts.unsubscribed],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt>{label}</dt>
          <dd className="font-semibold text-slate-900" data-testid={`count-${label.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `/admin/newsletter` (admins): subscribers by state, every issue with its counts, a new one. */
export default function NewsletterPage() {
  const { data, error } = useGetNewsletterOverviewQuery();
  return (
    <div className="space-y-6">
      <PageTitle title="Newsletter" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Newsletter</h1>
        <ButtonLink to={consolePaths.newIssue.href()}>New issue</ButtonLink>
      </div>
      {error ? (
        <Alert>{(error as ApiError).message}</Alert>
      ) : !data ? (
        <Spinner label="Loading the newsletter" />
      ) : (
        <>
          <Card
            title="Subscribers"
            description="Only confirmed addresses get issues: a new subscriber confirms through the link mailed to them."
          >
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4 sm:text-center">
              {(
                [
                  ['Confirmed', data.subscribers.confirmed],
                  ['Waiting to confirm', data.subscribers.pending],
                  ['Unsubscribed', data.subscribers.unsubscribed],
                ] as const
              ).map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-center justify-between rounded-xl bg-slate-50 p-3 sm:block"
                >
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-2xl font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="Issues">
            {data.issues.length === 0 ? (
              <p className="text-sm text-slate-600">No issue yet: write the first one.</p>
            ) : (
              <ul aria-label="Issues" className="divide-y divide-slate-100">
                {data.issues.map((issue) => (
                  <li key={issue._id} className="space-y-1 py-3">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      <Link
                        to={consolePaths.issue.href(issue._id)}
                        className="min-w-0 flex-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {issue.subject}
                      </Link>
                      <IssueStatus issue={issue} />
                    </div>
                    {issue.status === 'sent' ? (
                      <IssueCounts counts={issue.counts} />
                    ) : (
                      <p className="text-xs text-slate-500">
                        Saved {formatFullDateTime(issue.updatedAt)}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
