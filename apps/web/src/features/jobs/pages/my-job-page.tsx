import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  canCancelJob,
  canCompleteJob,
  canContactAboutJob,
  canEditJob,
  canHireForJob,
  canReviewJob,
} from '@trademate/shared/constants/job-lifecycle';
import { licenceNeedsFor } from '@trademate/shared/constants/licence-rules';
import * as messages from '@trademate/shared/messages';
import type { JobDetail } from '@trademate/shared/schemas/jobs';
import { ConfirmModal } from '@/components/confirm-modal';
import { JobAnswersList } from '@/components/job-answers';
import { JobStatusBadge } from '@/components/job-status-badge';
import { LicenceNotice } from '@/components/credentials';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LongDate } from '@/components/ui/dates';
import { Spinner } from '@/components/ui/spinner';
import { useOpenAuthModalFor } from '@/features/session/hooks/use-open-auth-modal-for';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { formatBudget } from '@/lib/format';
import { useCancelJobMutation } from '../api/cancel-job';
import { useCompleteJobMutation } from '../api/complete-job';
import { useGetJobQuery } from '../api/get-job';
import { JobContacts } from '../components/job-contacts';
import { JobLoadError } from '../components/job-load-error';
import { JobOutcomeQuestion } from '../components/job-outcome-question';
import { JobSuggestions } from '../components/job-suggestions';
import { JobsCard, JobsPageShell } from '../components/jobs-page-shell';
import { ProfessionalSummary } from '../components/professional-summary';
import { ReviewCard } from '../components/review-card';
import { ReviewForm } from '../components/review-form';
import { timingText } from '../utils/job-format';

const m = messages.jobs;

type Confirming = 'cancel' | 'complete' | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function JobActions({
  job,
  onConfirm,
}: {
  job: JobDetail;
  onConfirm: (action: Exclude<Confirming, null>) => void;
}) {
  const canComplete = canCompleteJob(job.status);
  const canEdit = canEditJob(job.status);
  const canCancel = canCancelJob(job.status);
  // Nothing left to do: no spacer either, so the card ends with its last fact.
  if (!canComplete && !canEdit && !canCancel) return null;
  return (
    <div className="mt-6 flex flex-col gap-2">
      {canComplete && <Button onClick={() => onConfirm('complete')}>Mark as completed</Button>}
      {canEdit && (
        <ButtonLink variant="secondary" to={paths.editJob.href(job._id)}>
          Edit job
        </ButtonLink>
      )}
      {canCancel && (
        <Button variant="ghost" onClick={() => onConfirm('cancel')}>
          Cancel job
        </Button>
      )}
    </div>
  );
}

/** What other features add to a job's page: the quotes professionals sent on it. */
export type JobPageSlot = (job: JobDetail) => ReactNode;

function JobView({
  job,
  notice,
  quotes,
}: {
  job: JobDetail;
  notice: string | null;
  quotes?: JobPageSlot;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // What the client did on this page last, over the notice the page opened with.
  const [latestNotice, setLatestNotice] = useState<string | null>(null);
  const shownNotice = latestNotice ?? notice;
  const [cancelJob] = useCancelJobMutation();
  const [completeJob] = useCompleteJobMutation();
  const openAuthModal = useOpenAuthModalFor();
  const contactsRef = useRef<HTMLDivElement>(null);
  const hired = job.hiredTradie;
  const isOutcomeAsked = job.status === 'open' && job.outcomeAskedAt !== null;
  // While the work is still to be agreed or done, the job reminds the client what the law asks.
  const licenceNeeds =
    job.status === 'open' || job.status === 'in_progress'
      ? licenceNeedsFor({
          state: job.address.state,
          serviceSlug: job.serviceSlug,
          budgetMin: job.budgetMin,
          budgetMax: job.budgetMax,
        })
      : null;

  return (
    <div className="space-y-6">
      {shownNotice && <Alert tone="success">{shownNotice}</Alert>}
      {job.hiddenAt && <Alert tone="info">{m.hiddenByStaffNotice}</Alert>}
      {isOutcomeAsked && (
        <JobOutcomeQuestion
          jobId={job._id}
          contactCount={job.contactCount}
          // Focus brings the professionals who wrote into view, their Hire buttons next.
          onHiredHere={() => contactsRef.current?.focus()}
          onClosed={() => setLatestNotice(m.outcome.closed)}
        />
      )}
      {licenceNeeds && <LicenceNotice needs={licenceNeeds} />}
      {/* Full width, so the quotes stand side by side on a wide screen. */}
      {quotes?.(job)}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <JobsCard title="The job">
            <p className="text-sm leading-6 whitespace-pre-line text-slate-700">
              {job.description}
            </p>
            {job.photos.length > 0 && (
              <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
                {job.photos.map((photo, index) => (
                  <li key={photo}>
                    <a
                      href={photo}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    >
                      <img
                        src={photo}
                        alt={`Photo ${index + 1} of the job`}
                        className="aspect-4/3 w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </JobsCard>

          {job.answers && job.answers.length > 0 && (
            <JobsCard title={messages.jobQuestions.answersHeading}>
              <JobAnswersList answers={job.answers} />
            </JobsCard>
          )}

          <div ref={contactsRef} tabIndex={-1} className="scroll-mt-4 rounded-2xl outline-none">
            <JobsCard
              title={`Professionals who contacted you (${job.contactCount})`}
              description={
                canHireForJob(job.status)
                  ? 'Chat with them about the job, look at their profiles, then hire the one you want.'
                  : undefined
              }
            >
              <JobContacts
                job={job}
                onHired={(fullName) => setLatestNotice(m.hiredNotice(fullName))}
              />
            </JobsCard>
          </div>

          {canContactAboutJob(job.status) && (
            <JobsCard title={m.suggestions.heading} description={m.suggestions.description}>
              <JobSuggestions job={job} />
            </JobsCard>
          )}
        </div>

        <div className="space-y-6">
          <JobsCard title="Details">
            <dl className="grid gap-4">
              <Fact label="Status">
                <JobStatusBadge status={job.status} closedReason={job.closedReason} />
                {job.hiddenAt && (
                  <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
                    {m.hiddenByStaffLabel}
                  </span>
                )}
              </Fact>
              {job.closedReason && (
                <Fact label="What happened">{m.closedReasonLabels[job.closedReason]}</Fact>
              )}
              <Fact label="Service">{job.service.name}</Fact>
              <Fact label="Where">
                {job.address.city}, {job.address.state}
              </Fact>
              <Fact label="Budget">{formatBudget(job.budgetMin, job.budgetMax)}</Fact>
              <Fact label="When">{timingText(job)}</Fact>
              <Fact label="Posted">
                <LongDate value={job.createdAt} />
              </Fact>
              {job.completedAt && (
                <Fact label="Completed">
                  <LongDate value={job.completedAt} />
                </Fact>
              )}
              {job.cancelledAt && (
                <Fact label={job.closedReason ? m.closedLabel : 'Cancelled'}>
                  <LongDate value={job.cancelledAt} />
                </Fact>
              )}
            </dl>
            <JobActions job={job} onConfirm={setConfirming} />
          </JobsCard>

          {hired && (
            <JobsCard title="Hired professional">
              <ProfessionalSummary professional={hired} />
              <div className="mt-4 flex flex-wrap gap-2">
                {hired.conversationId && (
                  <ButtonLink
                    variant="secondary"
                    size="sm"
                    to={paths.chat.href(hired.conversationId)}
                  >
                    Message {hired.firstName}
                  </ButtonLink>
                )}
                <ButtonLink variant="ghost" size="sm" to={paths.professionalDetail.href(hired._id)}>
                  View profile
                </ButtonLink>
              </div>
            </JobsCard>
          )}

          {canReviewJob(job.status) && hired && (
            <JobsCard title={job.review ? 'Your review' : `Review ${hired.firstName}`}>
              {job.review ? (
                <ReviewCard review={job.review} professionalFirstName={hired.firstName} />
              ) : (
                <ReviewForm
                  jobId={job._id}
                  professionalName={`${hired.firstName} ${hired.lastName}`}
                />
              )}
            </JobsCard>
          )}
        </div>
      </div>

      {confirming === 'cancel' && (
        <ConfirmModal
          explainFailure={openAuthModal}
          title="Cancel this job?"
          description={
            job.contactCount > 0
              ? 'The professionals who contacted you will be told it is cancelled. This cannot be undone.'
              : 'Professionals will no longer see it. This cannot be undone.'
          }
          confirmLabel="Cancel job"
          busyLabel="Cancelling…"
          onConfirm={async () => {
            await cancelJob(job._id).unwrap();
            setLatestNotice(m.cancelled);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'complete' && hired && (
        <ConfirmModal
          explainFailure={openAuthModal}
          title="Mark the job as completed?"
          description={`${hired.firstName} will be told, and you can then review their work.`}
          confirmLabel="Mark as completed"
          busyLabel="Saving…"
          onConfirm={async () => {
            await completeJob(job._id).unwrap();
            setLatestNotice(m.completed);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

/**
 * `/myJobs/:id`: one of the client's jobs and everything they can do with it; `quotes` draws the
 * comparison of the quotes on it (composed in app/routes, as features do not import each other).
 */
export default function MyJobPage({ quotes }: { quotes?: JobPageSlot } = {}) {
  const { id = '' } = useParams();
  const location = useLocation();
  // The notice the page that sent the client here left in the history's state ("Job posted"). A
  // page the server drew has no history to read, and a reload keeps the state: the notice waits
  // until the app has the page, so the app takes over the page the server drew.
  const isHydrated = useIsHydrated();
  const notice = isHydrated
    ? ((location.state as { notice?: string } | null)?.notice ?? null)
    : null;
  const { data: job, error, refetch } = useGetJobQuery(id);

  return (
    <JobsPageShell
      pageTitle={job?.title ?? 'Job'}
      heading={job?.title ?? 'Your job'}
      lead={
        job ? (
          <>
            {job.service.name} · {job.address.city}, {job.address.state} · Posted{' '}
            <LongDate value={job.createdAt} />
          </>
        ) : (
          'One of the jobs you posted.'
        )
      }
      back={{ to: paths.myJobs.href(), label: m.myJobs }}
    >
      {job ? (
        <JobView key={job._id} job={job} notice={notice} quotes={quotes} />
      ) : error ? (
        <JobLoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading your job" />
        </div>
      )}
    </JobsPageShell>
  );
}
