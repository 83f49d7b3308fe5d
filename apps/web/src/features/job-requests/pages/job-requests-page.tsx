import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usableFilters } from '@/components/place-filters';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';
import { useGetJobInvitationsQuery } from '../api/get-job-invitations';
import type { JobRequestFilters } from '../api/get-job-requests';
import { InvitationsSection } from '../components/invitations-section';
import { JobRequestFeed } from '../components/job-request-feed';
import { JobRequestFiltersForm } from '../components/job-request-filters';
import { NoServicesPrompt } from '../components/no-services-prompt';
import { feedFiltersToParams, readFeedFilters } from '../utils/feed-filters';

/**
 * `/jobRequests`: open jobs in the services I offer, filtered by service and place; a professional
 * who offers none yet is asked to choose them instead.
 */
export default function JobRequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useCurrentUser().data;
  const services = me?.services;
  const hasPlace = Boolean(me?.address.postcode);
  const filters = usableFilters(readFeedFilters(searchParams), hasPlace);
  const hasFilters = Boolean(
    filters.serviceId || filters.state || filters.city || filters.withinKm,
  );
  const hasNoServices = services?.length === 0;
  // The same answer the Invitations section shows: an invited job also opens from the feed.
  const invitations = useGetJobInvitationsQuery().data?.items;
  const invitedJobIds = useMemo(() => new Set(invitations?.map((job) => job._id)), [invitations]);

  const changeFilters = (next: JobRequestFilters) =>
    setSearchParams(feedFiltersToParams(next), { replace: true });

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Job requests" />
      <PageHeader
        title="Job requests"
        lead="New jobs clients have posted in the services you offer, newest first or nearest first. Open one to see the details and get in touch with the client."
      >
        {!hasNoServices && (
          <div className="mt-8">
            <JobRequestFiltersForm
              value={filters}
              onChange={changeFilters}
              hasDistanceFilter={hasPlace}
              services={services ?? []}
            />
          </div>
        )}
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <InvitationsSection />
        {hasNoServices ? (
          <NoServicesPrompt />
        ) : (
          <>
            {/* The cards' titles are third-level headings, as under the invitations above. */}
            <h2 className="sr-only">Open job requests</h2>
            <JobRequestFeed
              filters={filters}
              invitedJobIds={invitedJobIds}
              empty={
                hasFilters ? (
                  <p>No open job requests match these filters. Try another city or service.</p>
                ) : (
                  <>
                    <p>There are no open job requests in your services right now.</p>
                    <p className="mt-2">
                      New requests show up here as clients post them. Offering more services brings
                      more requests.
                    </p>
                    <ButtonLink
                      to={paths.userProfileServices.href()}
                      variant="secondary"
                      className="mt-6"
                    >
                      Edit my services
                    </ButtonLink>
                  </>
                )
              }
            />
          </>
        )}
      </Container>
    </div>
  );
}
