import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import type { JobRequestDetail } from '@trademate/shared/schemas/job-requests';
import { ReportButton } from '@/components/safety/report-button';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authModalOpened } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useGetJobRequestQuery } from '../api/get-job-request';
import {
  JobCard,
  JobDetailLayout,
  JobLoadFailed,
  JobLoading,
  JobPageMessage,
} from '../components/job-detail-layout';
import { HiredBadge } from '../components/hired-badge';
import { ClientRecordLine } from '../components/client-record-line';
import { LicenceStanding } from '../components/licence-standing';
import { useAuthModalFor } from '../hooks/use-auth-modal-for';
import { describeContactCount } from '../utils/job-format';
import { isId } from '../utils/is-id';

const backToFeed = { to: paths.jobRequests.href(), label: 'Back to job requests' };

/** What other features add for a professional who contacted the client: their quote's link. */
export type JobRequestSlot = (job: JobRequestDetail) => ReactNode;

/**
 * `/jobRequest/:id`: a job request in full for a professional on the Professional plan. A free or
 * expired professional gets the upgrade or renew modal over a short explanation. `quoteLink` draws
 * the way to their quote once they have contacted the client (composed in app/routes).
 */
export default function JobRequestPage({ quoteLink }: { quoteLink?: JobRequestSlot } = {}) {
  const { id } = useParams();
  const dispatch = useDispatch();
  const isValidId = isId(id);
  const { data: job, error, refetch } = useGetJobRequestQuery(id ?? '', { skip: !isValidId });
  const isLocked = useAuthModalFor(error, 'upgradeToPreview');
  const apiError = error as ApiError | undefined;

  if (!isValidId || apiError?.code === 'NOT_FOUND') {
    return (
      <JobPageMessage pageTitle="Job request" title={messages.jobRequests.notFound}>
        <p>
          It may have been filled or withdrawn by the client, or it is in a service you do not
          offer.
        </p>
        <ButtonLink to={backToFeed.to} className="mt-6">
          See the open job requests
        </ButtonLink>
      </JobPageMessage>
    );
  }
  if (isLocked) {
    const kind =
      apiError?.code === 'SUBSCRIPTION_EXPIRED' ? 'subscriptionExpired' : 'upgradeToPreview';
    return (
      <JobPageMessage pageTitle="Job request" title={messages.authModal[kind].title}>
        <p>{messages.authModal[kind].text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={backToFeed.to} variant="secondary">
            Back to job requests
          </ButtonLink>
          <Button onClick={() => dispatch(authModalOpened(kind))}>
            {kind === 'subscriptionExpired'
              ? 'Renew my subscription'
              : messages.authModal.upgradeNow}
          </Button>
        </div>
      </JobPageMessage>
    );
  }
  if (apiError) {
    return (
      <JobLoadFailed
        pageTitle="Job request"
        title="This job request could not be loaded"
        message={apiError.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!job) {
    return <JobLoading label="Loading the job request" />;
  }

  return (
    <JobDetailLayout
      job={job}
      back={backToFeed}
      badges={job.isHired ? <HiredBadge /> : null}
      aside={
        <JobCard title="The client">
          <p className="text-sm text-slate-700">
            Posted by <span className="font-semibold text-slate-900">{job.client.firstName}</span>
          </p>
          <ClientRecordLine record={job.clientRecord} className="mt-2 text-sm text-slate-700" />
          <p className="mt-1 text-sm text-slate-600">{describeContactCount(job.contactCount)}.</p>
          {job.isInvited && (
            <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
              {job.client.firstName} invited you to quote on this job.
            </p>
          )}
          <LicenceStanding job={job} />
          {job.hasContacted && job.conversationId ? (
            <>
              <p className="mt-4 text-sm text-slate-600">
                You have contacted {job.client.firstName} about this job.
              </p>
              <ButtonLink to={paths.chat.href(job.conversationId)} className="mt-4 w-full">
                <MessageCircle aria-hidden="true" className="size-4" />
                Open chat
              </ButtonLink>
              {quoteLink?.(job)}
            </>
          ) : canContactAboutJob(job.status) ? (
            <ButtonLink to={paths.contactClient.href(job._id)} className="mt-5 w-full">
              Contact client
            </ButtonLink>
          ) : (
            <p className="mt-4 text-sm font-medium text-slate-700">
              {messages.jobRequests.closed}.
            </p>
          )}
          <ReportButton
            subjectType="job"
            subjectId={job._id}
            label={messages.safety.reportTitle(messages.safety.subjectNames.job)}
            showLabel
            className="mt-4"
          />
        </JobCard>
      }
    />
  );
}
