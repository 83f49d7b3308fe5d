import { useNavigate, useParams } from 'react-router';
import { canEditJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import type { JobDetail, PostJobRequest } from '@trademate/shared/schemas/jobs';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetJobQuery } from '../api/get-job';
import { useUpdateJobMutation } from '../api/update-job';
import { JobForm } from '../components/job-form';
import { JobsCard, JobsPageShell } from '../components/jobs-page-shell';
import { JobLoadError } from '../components/job-load-error';
import { answersToForm } from '../utils/job-answers-form';

/** The job as the form holds it; the client agreed to share their details when posting it. */
function toJobForm(job: JobDetail): PostJobRequest {
  return {
    service: job.service._id,
    title: job.title,
    description: job.description,
    address: {
      state: job.address.state,
      city: job.address.city,
      postcode: job.address.postcode ?? undefined,
      suburb: job.address.suburb ?? undefined,
    },
    budgetMin: job.budgetMin,
    budgetMax: job.budgetMax,
    timing: job.timing,
    timingDate: job.timingDate ?? '',
    photos: job.photos,
    consent: true,
    answers: answersToForm(job.answers),
  };
}

/** `/myJobs/:id/edit`: the post job form, filled in, while the job is still open. */
export default function EditJobPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: job, error, refetch } = useGetJobQuery(id);
  const [updateJob] = useUpdateJobMutation();

  return (
    <JobsPageShell
      pageTitle="Edit job"
      heading="Edit your job"
      lead="Change what professionals see about the job. You can edit it until you hire someone."
    >
      {job ? (
        canEditJob(job.status) ? (
          <JobsCard title={job.title}>
            <JobForm
              defaultValues={toJobForm(job)}
              submitLabel="Save changes"
              submittingLabel="Saving…"
              onSubmit={async (changes) => {
                await updateJob({ jobId: job._id, body: changes }).unwrap();
                navigate(paths.myJob.href(job._id), { state: { notice: messages.jobs.saved } });
              }}
            />
          </JobsCard>
        ) : (
          <Alert tone="info">
            {messages.jobs.notOpen}.{' '}
            <ButtonLink variant="secondary" size="sm" className="ml-2" to={paths.myJob.href(id)}>
              Back to the job
            </ButtonLink>
          </Alert>
        )
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
