import { MessageCircle } from 'lucide-react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { authModalOpened } from '@/features/session/auth-modal';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useGetJobRequestQuery } from '../api/get-job-request';
import { ContactClientForm } from '../components/contact-client-form';
import {
  JobCard,
  JobLoadFailed,
  JobLoading,
  JobPageMessage,
} from '../components/job-detail-layout';
import { JobFacts } from '../components/job-facts';
import { useAuthModalFor } from '../hooks/use-auth-modal-for';
import { greetingFor } from '../utils/greeting';
import { isId } from '../utils/is-id';

/**
 * `/contactWithclient?job={id}`: a summary of the job and the first message to its client. Sending
 * opens the chat with them.
 */
export default function ContactClientPage() {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('job');
  const dispatch = useDispatch();
  const me = useSelector(selectSessionUser);
  const isValidId = isId(jobId);
  const { data: job, error, refetch } = useGetJobRequestQuery(jobId ?? '', { skip: !isValidId });
  // Without the plan a professional may not write to clients: say so in the contact words.
  const isLocked = useAuthModalFor(error, 'upgradeToContact');
  const apiError = error as ApiError | undefined;

  if (!isValidId || apiError?.code === 'NOT_FOUND') {
    return (
      <JobPageMessage pageTitle="Contact the client" title={messages.jobRequests.notFound}>
        <p>Choose an open job request to contact its client.</p>
        <ButtonLink to={paths.jobRequests.href()} className="mt-6">
          See the open job requests
        </ButtonLink>
      </JobPageMessage>
    );
  }
  if (isLocked) {
    const kind =
      apiError?.code === 'SUBSCRIPTION_EXPIRED' ? 'subscriptionExpired' : 'upgradeToContact';
    return (
      <JobPageMessage pageTitle="Contact the client" title={messages.authModal[kind].title}>
        <p>{messages.authModal[kind].text}</p>
        <Button className="mt-6" onClick={() => dispatch(authModalOpened(kind))}>
          {kind === 'subscriptionExpired' ? 'Renew my subscription' : messages.authModal.upgradeNow}
        </Button>
      </JobPageMessage>
    );
  }
  if (apiError) {
    return (
      <JobLoadFailed
        pageTitle="Contact the client"
        title="This job request could not be loaded"
        message={apiError.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!job) {
    return <JobLoading label="Loading the job request" />;
  }

  const isClosed = !canContactAboutJob(job.status);
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Contact the client" />
      <PageHeader
        title={`Contact ${job.client.firstName}`}
        lead={
          <>
            About{' '}
            <Link
              to={paths.jobRequest.href(job._id)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {job.title}
            </Link>
            . Your message starts a chat with {job.client.firstName}, who is told about it straight
            away.
          </>
        }
        contentClassName="mx-auto max-w-5xl"
      />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
          <JobCard title="The job" className="lg:order-2">
            <p className="text-sm font-semibold text-brand-700">{job.service.name}</p>
            <p className="mt-1 mb-5 font-semibold text-slate-900">{job.title}</p>
            <JobFacts job={job} />
          </JobCard>
          <JobCard
            title={`Your message to ${job.client.firstName}`}
            className="lg:order-1 lg:col-span-2"
          >
            {job.hasContacted && job.conversationId && (
              <Alert tone="info" className="mb-5">
                You have already contacted {job.client.firstName}: this message is added to your
                chat.{' '}
                <Link
                  to={paths.chat.href(job.conversationId)}
                  className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  Open chat
                </Link>
              </Alert>
            )}
            {isClosed ? (
              <Alert tone="info">{messages.jobRequests.closed}.</Alert>
            ) : (
              <ContactClientForm jobId={job._id} greeting={greetingFor(job, me?.firstName ?? '')} />
            )}
          </JobCard>
        </div>
      </Container>
    </div>
  );
}
