import { useState } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { consolePaths } from '@trademate/shared/console-paths';
import type { NewsletterIssueSummary } from '@trademate/shared/schemas/newsletter-admin';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import {
  useAskEarlierSubscribersToConfirmMutation,
  useGetNewsletterOverviewQuery,
} from '../api/newsletter';
import { ReasonDialog } from '../components/reason-dialog';

/**
 * Addresses from before double opt-in never got a confirmation link: they get no issue until an
 * admin asks them to confirm (one mail each) and they do.
 */
function EarlierSubscribers({ count }: { count: number }) {
  const [ask] = useAskEarlierSubscribersToConfirmMutation();
  const [isAsking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (done) return <Alert tone="success">{done}</Alert>;
  if (count === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        {count === 1 ? '1 address' : `${count} addresses`} from before confirmation existed never
        got a confirmation link: they get no issue until they confirm.
      </p>
      <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
        Ask them to confirm
      </Button>
      {isAsking && (
        <ReasonDialog
          title="Ask them to confirm?"
          description={`Each of the ${count} gets one mail with a link to confirm their subscription. Those who do not confirm get nothing more.`}
          confirmLabel="Send the links"
          onConfirm={async (reason) => {
            const result = await ask({ reason }).unwrap();
            setDone(messages.newsletterIssues.askedToConfirm(result.asked));
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}

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
            <EarlierSubscribers count={data.subscribers.neverAsked} />
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
