import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';
import type { ApiError } from '@/lib/api';
import type { JobRequestFilters } from '../api/get-job-requests';
import { useGetServiceDetailQuery } from '../api/get-service-detail';
import { JobPageMessage } from '../components/job-detail-layout';
import { JobRequestFeed } from '../components/job-request-feed';
import { JobRequestFiltersForm } from '../components/job-request-filters';
import { feedFiltersToParams, readAnswersParam, readFeedFilters } from '../utils/feed-filters';
import { isId } from '../utils/is-id';

/** `/service/:id` for a tradie: what the service is, and its open job requests near them. */
export default function ServiceJobRequestsPage() {
  const { id } = useParams();
  const isValidId = isId(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, city, withinKm, sort } = readFeedFilters(searchParams);
  const answers = readAnswersParam(searchParams);
  const {
    data: service,
    error,
    refetch,
  } = useGetServiceDetailQuery(id ?? '', { skip: !isValidId });
  const me = useCurrentUser().data;
  const myServices = me?.services;
  const apiError = error as ApiError | undefined;

  if (!isValidId || apiError?.code === 'NOT_FOUND') {
    return (
      <JobPageMessage pageTitle="Service" title="Service not found">
        <p>It may have been renamed or removed from the catalogue.</p>
        <ButtonLink to={paths.services.href()} className="mt-6">
          See all services
        </ButtonLink>
      </JobPageMessage>
    );
  }
  if (apiError) {
    return (
      <JobPageMessage pageTitle="Service" title="This service could not be loaded">
        <Alert className="mt-4 text-left">{apiError.message}</Alert>
        <Button variant="secondary" className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </JobPageMessage>
    );
  }
  // A service merged into another answers with that one (decision 037): its address follows.
  if (service && service._id !== id) {
    return <Navigate to={paths.serviceDetail.href(service._id)} replace />;
  }
  if (!service) {
    return (
      <div className="grid min-h-96 place-items-center">
        <Spinner label="Loading the service" />
      </div>
    );
  }

  const isOffered = myServices?.some((offered) => offered._id === service._id);
  const filters: JobRequestFilters = {
    serviceId: service._id,
    state,
    city,
    withinKm,
    sort,
    answers,
  };
  // The service is the page's own, not a filter in the address.
  const changeFilters = (next: JobRequestFilters) =>
    setSearchParams(
      {
        ...feedFiltersToParams({
          state: next.state,
          city: next.city,
          withinKm: next.withinKm,
          sort: next.sort,
        }),
        ...(next.answers ? { answers: next.answers } : {}),
      },
      { replace: true },
    );

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={service.name} />
      <PageHeader title={service.name} lead={service.description}>
        {myServices && !isOffered && (
          <Alert tone="info" className="mt-6 max-w-2xl">
            You don't offer {service.name} yet, so its job requests are not shown to you. Add it to
            the services on your profile to see them.{' '}
            <ButtonLink
              to={paths.userProfile.href()}
              variant="secondary"
              size="sm"
              className="ml-1"
            >
              Edit my services
            </ButtonLink>
          </Alert>
        )}
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <h2 className="text-xl font-semibold text-slate-900">Open job requests</h2>
        <div className="mt-5 mb-8">
          <JobRequestFiltersForm
            value={{ state, city, withinKm, sort, answers }}
            onChange={changeFilters}
            hasDistanceFilter={Boolean(me?.address.postcode)}
            answersServiceId={service._id}
          />
        </div>
        <JobRequestFeed
          filters={filters}
          empty={
            <p>
              {isOffered === false
                ? `Job requests for ${service.name} show here once you offer it.`
                : state || city || withinKm || answers
                  ? 'No open job requests for this service match these filters.'
                  : `There are no open ${service.name} job requests right now. New ones show here as clients post them.`}
            </p>
          }
        />
        <p className="mt-10 text-sm text-slate-500">
          All the requests in your services are on{' '}
          <Link
            to={paths.jobRequests.href()}
            className="font-medium text-brand-700 hover:underline"
          >
            {messages.nav.jobs}
          </Link>
          .
        </p>
      </Container>
    </div>
  );
}
