import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import JobRequestPage from '@/features/job-requests/pages/job-request-page';
import { QuoteLink } from '@/features/quotes/components/quote-link';

/** `/jobRequest/:id`: a job request, with the professional's quote on it once they made contact. */
export default function JobRequestRoute() {
  return (
    <JobRequestPage
      quoteLink={(job) => <QuoteLink jobId={job._id} isJobOpen={canContactAboutJob(job.status)} />}
    />
  );
}
