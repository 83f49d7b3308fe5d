import { useEffect, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router';
import { stateNames } from '@trademate/shared/constants/states';
import { isId } from '@trademate/shared/ids';
import type { ServiceOverview } from '@trademate/shared/schemas/services';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/article';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { ShortDate } from '@/components/ui/dates';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authModalOpened } from '@/features/session/auth-modal';
import { selectSessionUser, type SessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { formatPlace } from '@/lib/format';
import { useGetServiceOverviewQuery } from '../api/get-service-overview';

function PageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-16 text-center sm:py-24">
      <PageTitle title="Service" noIndex />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mx-auto mt-3 max-w-md text-slate-600">{children}</div>
    </div>
  );
}

/** The way to post a job in this service: straight to the form, or through sign-up and back. */
function PostJobAction({
  overview,
  user,
}: {
  overview: ServiceOverview;
  user: SessionUser | null;
}) {
  const { service } = overview;
  const postJobHref = paths.postJob.href(service._id);
  const label = `Post a job for ${service.name}`;
  if (user) {
    return (
      <ButtonLink to={postJobHref} size="lg" className="mt-8">
        {label}
      </ButtonLink>
    );
  }
  return (
    <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-5">
      <ButtonLink to={paths.signupAs.href('client', postJobHref)} size="lg">
        {label}
      </ButtonLink>
      <p className="text-sm text-slate-600">
        Free for clients. Already on TradeMate?{' '}
        <TextLink to={paths.login.href(postJobHref)}>Sign in</TextLink>
      </p>
    </div>
  );
}

function ProfessionalsByState({ overview }: { overview: ServiceOverview }) {
  const { service, professionalCount, professionalsByState } = overview;
  return (
    <Card
      className="lg:col-span-2"
      title="Professionals by state"
      description={
        professionalCount === 0
          ? `No verified professional offers ${service.name} yet.`
          : `${professionalCount} verified ${professionalCount === 1 ? 'professional offers' : 'professionals offer'} ${service.name} on TradeMate.`
      }
    >
      <dl className="divide-y divide-slate-100">
        {professionalsByState.map(({ state, count }) => (
          <div key={state} className="flex items-center justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-700">{stateNames[state]}</dt>
            <dd className={count ? 'font-semibold text-slate-900' : 'text-slate-400'}>{count}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function NewestJobs({ overview }: { overview: ServiceOverview }) {
  const { service, openJobCount, newestJobs } = overview;
  return (
    <Card
      className="lg:col-span-3"
      title="Newest open jobs"
      description={
        openJobCount === 0
          ? undefined
          : `${openJobCount} open ${openJobCount === 1 ? 'job' : 'jobs'} for ${service.name}; the newest first.`
      }
    >
      {newestJobs.length === 0 ? (
        <EmptyState isFramed={false}>
          No open {service.name} jobs right now. Post yours and local professionals will see it.
        </EmptyState>
      ) : (
        <ul aria-label="Newest open jobs" className="divide-y divide-slate-100">
          {newestJobs.map((job) => (
            <li key={job._id} className="py-3">
              <p className="font-medium break-words text-slate-900">{job.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                  {formatPlace(job)}
                </span>
                <span>
                  Posted <ShortDate value={job.createdAt} />
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/service/:id` for everyone but tradies on the Professional plan, who see the service's job
 * requests: what the service covers, how many professionals offer it in each state, its newest
 * open jobs (what and where, never who) and the way to post a job for it. A free tradie is told,
 * in the upgrade modal, that the job requests need the Professional plan.
 */
export default function ServicePage() {
  const { id } = useParams();
  const isValidId = isId(id);
  const user = useSelector(selectSessionUser);
  const dispatch = useDispatch();
  const {
    data: overview,
    error,
    refetch,
  } = useGetServiceOverviewQuery(id ?? '', {
    skip: !isValidId,
  });
  const apiError = error as ApiError | undefined;
  const isFreeTradie = user?.userType === 'freeTradie';

  useEffect(() => {
    if (isFreeTradie && isValidId) dispatch(authModalOpened('upgradeToPreview'));
  }, [isFreeTradie, isValidId, dispatch]);

  if (!isValidId || apiError?.code === 'NOT_FOUND') {
    return (
      <PageMessage title="Service not found">
        <p>It may have been renamed or removed from the catalogue.</p>
        <ButtonLink to={paths.services.href()} className="mt-6">
          See all services
        </ButtonLink>
      </PageMessage>
    );
  }
  if (apiError) {
    return (
      <PageMessage title="This service could not be loaded">
        <Alert className="mt-4 text-left">{apiError.message}</Alert>
        <Button variant="secondary" className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </PageMessage>
    );
  }
  // A service merged into another answers with that one (decision 037): its address follows.
  if (overview && overview.service._id !== id) {
    return <Navigate to={paths.serviceDetail.href(overview.service._id)} replace />;
  }
  if (!overview) {
    return (
      <div className="grid min-h-96 place-items-center">
        <Spinner label="Loading the service" />
      </div>
    );
  }

  const { service } = overview;
  // Clients post jobs; so may anyone not signed in yet, once they sign up as a client.
  const canPostJob = !user || user.userType === 'client';

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle
        title={service.name}
        description={service.description}
        canonicalPath={paths.serviceDetail.href(service._id)}
      />
      <PageHeader
        title={service.name}
        lead={service.description}
        back={{ to: paths.services.href(), label: 'All services' }}
      >
        {canPostJob && <PostJobAction overview={overview} user={user} />}
        {isFreeTradie && (
          <Alert tone="info" className="mt-6 max-w-2xl">
            The job requests for {service.name} come with the Professional plan.{' '}
            <TextLink to={paths.userSubscription.href()}>See the plans</TextLink>
          </Alert>
        )}
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <NewestJobs overview={overview} />
          <ProfessionalsByState overview={overview} />
        </div>
      </Container>
    </div>
  );
}
