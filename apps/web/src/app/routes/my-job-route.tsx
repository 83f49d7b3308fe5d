import MyJobPage from '@/features/jobs/pages/my-job-page';
import { QuoteComparison } from '@/features/quotes/components/quote-comparison';

/** `/myJobs/:id`: the client's job with the comparison of the quotes on it composed in. */
export default function MyJobRoute() {
  return <MyJobPage quotes={(job) => <QuoteComparison jobId={job._id} jobStatus={job.status} />} />;
}
