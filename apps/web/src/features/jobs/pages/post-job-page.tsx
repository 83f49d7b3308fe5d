import { useNavigate } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { usePostJobMutation } from '../api/post-job';
import { emptyJobForm, JobForm } from '../components/job-form';
import { JobsCard, JobsPageShell } from '../components/jobs-page-shell';

/** `/postJob`: a verified client describes a job; the professionals in that service see it. */
export default function PostJobPage() {
  const navigate = useNavigate();
  const [postJob] = usePostJobMutation();

  return (
    <JobsPageShell
      pageTitle={messages.nav.postJob}
      heading="Post a job"
      lead="Tell local professionals what you need. Those who can help get in touch through TradeMate chat, and you choose who to hire."
    >
      <JobsCard title="Your job">
        <JobForm
          defaultValues={emptyJobForm}
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
