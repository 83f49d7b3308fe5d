import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import type { ModerationAction } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import type {
  ModeratedPerson,
  ReportedContent,
  ReportedSubject,
} from '@trademate/shared/schemas/moderation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatFullDateTime } from '@/lib/format-time';
import {
  useActOnJobMutation,
  useActOnReportMutation,
  useGetReportedSubjectQuery,
  type JobAction,
} from '../api/moderation';
import { ReasonDialog } from '../components/reason-dialog';

const m = messages.moderation;

const actionTexts: Record<ModerationAction, { title: string; description: string }> = {
  dismiss: {
    title: 'Dismiss these reports?',
    description:
      'Nothing changes for the owner. Every open report about this closes, and the reporters hear we found it within our rules.',
  },
  hide: {
    title: 'Hide this content?',
    description:
      'It disappears for customers at once. Every open report about this closes, and the reporters hear we took action.',
  },
  warn: {
    title: 'Warn the owner?',
    description:
      'They get a notification and an email naming the content and your reason. The reporters hear we took action.',
  },
  suspend: {
    title: 'Suspend the owner?',
    description:
      'They are signed out everywhere at once and cannot sign in. The reporters hear we took action.',
  },
};

const jobActionTexts: Record<JobAction, { button: string; title: string; description: string }> = {
  hide: {
    button: 'Hide job',
    title: 'Hide this job?',
    description: 'It leaves the feed, the service page and every professional’s view at once.',
  },
  unhide: {
    button: 'Show job again',
    title: 'Show this job again?',
    description: 'Professionals see it again in the feed if it is still open.',
  },
  close: {
    button: 'Close job',
    title: 'Close this job?',
    description:
      'It is closed for good; its client and every professional who wrote are told, with your reason to the client.',
  },
};

function PersonLink({ person, role }: { person: ModeratedPerson; role?: string }) {
  return (
    <span className="block">
      {role && <span className="text-slate-500">{role}: </span>}
      <Link
        to={consolePaths.person.href(person._id)}
        className="font-medium text-brand-700 hover:underline"
      >
        {person.firstName} {person.lastName}
      </Link>{' '}
      <span className="text-slate-500">
        · {messages.people.userTypeLabels[person.userType]} · {person.email}
      </span>
      {person.isSuspended && (
        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
          Suspended
        </span>
      )}
    </span>
  );
}

function Marker({ children }: { children: ReactNode }) {
  return (
    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
      {children}
    </span>
  );
}

function JobActions({
  subject,
  job,
}: {
  subject: ReportedSubject;
  job: { _id: string; status: string; hiddenAt: string | null };
}) {
  const [actOnJob] = useActOnJobMutation();
  const [asking, setAsking] = useState<JobAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions: JobAction[] = [
    job.hiddenAt ? 'unhide' : 'hide',
    ...(job.status === 'open' ? (['close'] as const) : []),
  ];
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            onClick={() => {
              setDone(null);
              setAsking(action);
            }}
          >
            {jobActionTexts[action].button}
          </Button>
        ))}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {asking && (
        <ReasonDialog
          title={jobActionTexts[asking].title}
          description={jobActionTexts[asking].description}
          confirmLabel={jobActionTexts[asking].button}
          onConfirm={async (reason) => {
            await actOnJob({
              jobId: job._id,
              reportId: subject.reportId,
              action: asking,
              reason,
            }).unwrap();
            setDone(
              asking === 'hide' ? m.jobHidden : asking === 'unhide' ? m.jobShown : m.jobClosed,
            );
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

function Content({ subject, content }: { subject: ReportedSubject; content: ReportedContent }) {
  switch (content.kind) {
    case 'gone':
      return <p className="text-sm text-slate-600">{m.subjectGone}</p>;
    case 'user':
      return (
        <div className="space-y-2 text-sm">
          <PersonLink person={content.person} />
          <p className="text-slate-600">
            {content.person.city}, {content.person.state} · joined{' '}
            {formatFullDateTime(content.person.createdAt)}
          </p>
          <p className="whitespace-pre-line text-slate-800">{content.person.bio || '—'}</p>
        </div>
      );
    case 'job':
      return (
        <div className="space-y-2 text-sm">
          <p className="text-base font-semibold text-slate-900">
            {content.job.title}
            {content.job.hiddenAt && <Marker>{messages.jobs.hiddenByStaffLabel}</Marker>}
            <Marker>
              {content.job.closedReason
                ? messages.jobs.closedReasonLabels[content.job.closedReason]
                : messages.jobs.statusLabels[content.job.status]}
            </Marker>
          </p>
          <p className="text-slate-600">
            {content.job.serviceName} · {content.job.city}, {content.job.state} · posted{' '}
            {formatFullDateTime(content.job.createdAt)}
          </p>
          <p className="whitespace-pre-line text-slate-800">{content.job.description}</p>
          <PersonLink person={content.client} role="Posted by" />
          <JobActions subject={subject} job={content.job} />
        </div>
      );
    case 'review':
      return (
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-slate-900">
            {content.review.rating}/5 · {content.review.jobTitle}
            {content.review.hiddenAt && <Marker>Hidden</Marker>}
          </p>
          <p className="whitespace-pre-line text-slate-800">{content.review.body}</p>
          {content.review.reply && (
            <p className="border-l-2 border-slate-200 pl-3 text-slate-700">
              Reply: {content.review.reply}
            </p>
          )}
          <PersonLink person={content.client} role="Written by" />
          <PersonLink person={content.professional} role="About" />
        </div>
      );
    case 'message': {
      const names = new Map(content.people.map((person) => [person._id, person.firstName]));
      return (
        <div className="space-y-3 text-sm">
          <div>
            {content.people.map((person) => (
              <PersonLink key={person._id} person={person} />
            ))}
            <p className="text-slate-500">
              {content.jobTitle ? `About the job “${content.jobTitle}”` : 'Direct conversation'}
            </p>
          </div>
          <ol aria-label="The conversation around the message" className="space-y-2">
            {content.messages.map((message) => (
              <li
                key={message._id}
                aria-current={message.isReported || undefined}
                className={
                  message.isReported
                    ? 'rounded-lg bg-amber-50 p-3 ring-2 ring-amber-300'
                    : 'rounded-lg bg-slate-50 p-3'
                }
              >
                <p className="text-xs text-slate-500">
                  {names.get(message.senderId) ?? 'Someone'} ·{' '}
                  {formatFullDateTime(message.createdAt)}
                  {message.isReported && <Marker>Reported</Marker>}
                  {message.removedAt && <Marker>Removed</Marker>}
                </p>
                <p className="whitespace-pre-line break-words text-slate-900">
                  {message.body || '(a file)'}
                </p>
              </li>
            ))}
          </ol>
        </div>
      );
    }
  }
}

function Actions({ subject }: { subject: ReportedSubject }) {
  const [act] = useActOnReportMutation();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions: ModerationAction[] = [
    'dismiss',
    ...(subject.subjectType === 'user' ? [] : (['hide'] as const)),
    ...(subject.owner ? (['warn', 'suspend'] as const) : []),
  ];
  return (
    <div className="space-y-3">
      {subject.isOpen ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'dismiss' ? 'secondary' : 'primary'}
              size="sm"
              onClick={() => {
                setDone(null);
                setAsking(action);
              }}
            >
              {m.actionLabels[action]}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{m.alreadyClosed}.</p>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {asking && (
        <ReasonDialog
          title={actionTexts[asking].title}
          description={actionTexts[asking].description}
          confirmLabel={m.actionLabels[asking]}
          onConfirm={async (reason) => {
            await act({ id: subject.reportId, action: asking, reason }).unwrap();
            setDone(m.done[asking]);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

/** `/admin/moderation/:id`: a reported thing in context, every report about it, the actions. */
export default function ReportPage() {
  const { id = '' } = useParams();
  const { data: subject, error } = useGetReportedSubjectQuery(id);
  if (error) return <Alert>{(error as ApiError).message}</Alert>;
  if (!subject) return <Spinner label="Loading the report" />;
  const title = `Reported ${m.subjectLabels[subject.subjectType].toLowerCase()}`;
  return (
    <div className="space-y-6">
      <PageTitle title={title} />
      <Link to={consolePaths.moderation.href()} className="text-sm text-brand-700 hover:underline">
        ← {m.title}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-medium text-slate-700">
          {m.reportCount(subject.reports.length)}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Card title="As it is now">
            <Content subject={subject} content={subject.content} />
          </Card>
          <Card title="Owner">
            {subject.owner ? (
              <div className="space-y-4 text-sm">
                <PersonLink person={subject.owner} />
                <div>
                  <h3 className="font-semibold text-slate-900">Other reports about them</h3>
                  {subject.ownerReports.length === 0 ? (
                    <p className="text-slate-600">None.</p>
                  ) : (
                    <ul aria-label="Other reports about them" className="divide-y divide-slate-100">
                      {subject.ownerReports.map((other) => (
                        <li key={other._id} className="py-2">
                          <Link
                            to={consolePaths.report.href(other._id)}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {m.subjectLabels[other.subjectType]} ·{' '}
                            {messages.safety.reasons[other.reason]}
                          </Link>
                          <Marker>{m.statusLabels[other.status]}</Marker>
                          <p className="line-clamp-2 text-slate-700">{other.excerpt || '—'}</p>
                          <p className="text-xs text-slate-500">
                            {formatFullDateTime(other.createdAt)}
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-600">{m.noOwner}</p>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Actions" description="Each closes every open report about this.">
            <Actions subject={subject} />
          </Card>
          <Card title="Reports">
            <ul aria-label="Reports" className="divide-y divide-slate-100 text-sm">
              {subject.reports.map((report) => (
                <li key={report._id} className="space-y-1 py-3">
                  <p className="font-medium text-slate-900">
                    {messages.safety.reasons[report.reason]}
                    <Marker>
                      {report.outcome
                        ? m.outcomeLabels[report.outcome]
                        : m.statusLabels[report.status]}
                    </Marker>
                  </p>
                  {report.note && <p className="text-slate-700">“{report.note}”</p>}
                  <p className="text-xs text-slate-500">As it read then:</p>
                  <p className="line-clamp-4 whitespace-pre-line break-words text-slate-700">
                    {report.excerpt || '—'}
                  </p>
                  <p className="text-xs text-slate-500">
                    {report.reporter ? (
                      // Underlined: in a line of grey text its colour alone does not mark it.
                      <Link
                        to={consolePaths.person.href(report.reporter._id)}
                        className="text-brand-700 underline hover:text-brand-900"
                      >
                        {report.reporter.firstName} {report.reporter.lastName}
                      </Link>
                    ) : (
                      'A removed account'
                    )}{' '}
                    · {formatFullDateTime(report.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
