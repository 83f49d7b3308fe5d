import * as messages from '@trademate/shared/messages';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { useGetProfessionalsInfiniteQuery } from '../api/get-professionals';
import { DirectoryFiltersForm } from '../components/directory-filters';
import { PeopleGrid } from '../components/people-grid';
import { ProfessionalCard } from '../components/professional-card';
import { useDirectoryFilters } from '../hooks/use-directory-filters';

/** `/professional`: verified tradies and free tradies, newest members first, filterable. */
export default function ProfessionalsPage() {
  const { filters, setFilters, hasPlace } = useDirectoryFilters();
  const query = useGetProfessionalsInfiniteQuery(filters);

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Professionals" />
      <PageHeader
        title="Professionals"
        lead="Verified tradespeople across Australia: see what they do, where they work, whether they are taking on work and what their clients say."
      >
        <DirectoryFiltersForm
          label="Filter professionals"
          value={filters}
          onChange={setFilters}
          hasDistanceFilter={hasPlace}
        />
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <PeopleGrid
          label="Professionals"
          query={query}
          empty={messages.directory.noProfessionals}
          renderCard={(professional) => <ProfessionalCard professional={professional} />}
        />
      </Container>
    </div>
  );
}
