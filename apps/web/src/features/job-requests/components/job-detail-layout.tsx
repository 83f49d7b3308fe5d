import type { ReactNode } from 'react';
import type { StateCode } from '@trademate/shared/constants/states';
import type { JobClosedReason, JobStatus, JobTiming } from '@trademate/shared/constants/jobs';
import * as messages from '@trademate/shared/messages';
import type { JobAnswer } from '@trademate/shared/schemas/job-questions';
import { JobAnswersList } from '@/components/job-answers';
import { JobStatusBadge } from '@/components/job-status-badge';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { JobFacts } from './job-facts';
import { PhotoGallery } from './photo-gallery';

/** A titled white card: one section of a job's page. */
export const JobCard = Card;

export interface JobDetailView {
  title: string;
  description: string;
  service: { name: string };
  photos: string[];
  city: string;
  state: StateCode;
  budgetMin: number;
  budgetMax: number;
  timing: JobTiming;
  timingDate: string | null;
  status: JobStatus;
  /** How a cancelled job was closed, when not by its client's "Cancel job" (decision 029). */
  closedReason?: JobClosedReason | null;
  createdAt: string;
  contactCount?: number;
  /** The answers to the service's questions (decision 071). */
  answers?: JobAnswer[];
}

/**
 * A job's page, phone first: the heading band, then the description and photos, with the facts and
 * what the professional can do next beside them on wide screens (above them on a phone).
 */
export function JobDetailLayout({
  job,
  back,
  badges,
  aside,
}: {
  job: JobDetailView;
  back: { to: string; label: string };
  /** Extra pills beside the status, such as "Hired you". */
  badges?: ReactNode;
  /** The card of actions and people beside the facts. */
  aside: ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={job.title} />
      <section className="bg-white py-8 ring-1 ring-slate-200 sm:py-10">
        <Container>
          <div className="mx-auto max-w-5xl">
            <BackLink to={back.to}>{back.label}</BackLink>
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {job.service.name}
            </p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {job.title}
            </h1>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <JobStatusBadge status={job.status} closedReason={job.closedReason} />
              {badges}
            </div>
            {job.closedReason && (
              <p className="mt-2 text-sm text-slate-600">
                {messages.jobs.closedReasonLabels[job.closedReason]}: no longer available.
              </p>
            )}
          </div>
        </Container>
      </section>
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
          <div className="space-y-6 lg:order-2">
            <JobCard title="Details">
              <JobFacts job={job} />
            </JobCard>
            {aside}
          </div>
          <div className="space-y-6 lg:order-1 lg:col-span-2">
            <JobCard title="About the job">
              <p className="text-sm leading-6 whitespace-pre-line text-slate-700">
                {job.description}
              </p>
            </JobCard>
            {job.answers && job.answers.length > 0 && (
              <JobCard title={messages.jobQuestions.answersHeading}>
                <JobAnswersList answers={job.answers} />
              </JobCard>
            )}
            {job.photos.length > 0 && (
              <JobCard title="Photos">
                <PhotoGallery photos={job.photos} title={job.title} />
              </JobCard>
            )}
          </div>
        </div>
      </Container>
    </div>
  );
}

/** Where a job page stands when there is no job to show: not found, locked or failed. */
export function JobPageMessage({
  pageTitle,
  title,
  children,
}: {
  pageTitle: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 py-20">
      <PageTitle title={pageTitle} />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** A job page whose request failed: the server's message and a way to ask again. */
export function JobLoadFailed({
  pageTitle,
  title,
  message,
  onRetry,
}: {
  pageTitle: string;
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <JobPageMessage pageTitle={pageTitle} title={title}>
      <Alert className="mt-4 text-left">{message}</Alert>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </JobPageMessage>
  );
}

/** A job page while its job loads. */
export function JobLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-96 place-items-center">
      <Spinner label={label} />
    </div>
  );
}
