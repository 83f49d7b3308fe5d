import { useNavigate, useSearchParams } from 'react-router';
import { isId } from '@trademate/shared/ids';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { usePostJobMutation } from '../api/post-job';
import { emptyJobForm, JobForm } from '../components/job-form';
import { JobsCard, JobsPageShell } from '../components/jobs-page-shell';

/**
 * `/postJob`: a verified client describes a job; the professionals in that service see it.
 * `?service=<id>` (from a service's page) comes chosen; an id that is not one is ignored.
 */
export default function PostJobPage() {
  const navigate = useNavigate();
  const [postJob] = usePostJobMutation();
  const chosenService = useSearchParams()[0].get('service');
  const defaultValues = isId(chosenService)
    ? { ...emptyJobForm, service: chosenService }
    : emptyJobForm;

  return (
    <JobsPageShell
      pageTitle={messages.nav.postJob}
      heading="Post a job"
      lead="Tell local professionals what you need. Those who can help get in touch through TradeMate chat, and you choose who to hire."
    >
      <JobsCard title="Your job">
        <JobForm
          defaultValues={defaultValues}
          submitLabel="Post job"
          submittingLabel="Posting…"
          onSubmit={async (job) => {
            const posted = await postJob(job).unwrap();
            navigate(paths.myJob.href(posted._id), { state: { notice: messages.jobs.posted } });
          }}
        />
      </JobsCard>
    </JobsPageShell>
  );
}
