import * as messages from '@trademate/shared/messages';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { useGetApprenticesInfiniteQuery } from '../api/get-apprentices';
import { ApprenticeCard } from '../components/apprentice-card';
import { DirectoryFiltersForm } from '../components/directory-filters';
import { PeopleGrid } from '../components/people-grid';
import { useDirectoryFilters } from '../hooks/use-directory-filters';

/** `/apprentice`: verified apprentices, newest members first, filterable. */
export default function ApprenticesPage() {
  const { filters, setFilters, hasPlace } = useDirectoryFilters();
  const query = useGetApprenticesInfiniteQuery(filters);

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title="Apprentices" />
      <PageHeader
        title="Apprentices"
        lead="Apprentices looking for a host employer or a hand on the tools: find one in your trade and area, and send them a message."
      >
        <DirectoryFiltersForm
          label="Filter apprentices"
          value={filters}
          onChange={setFilters}
          hasDistanceFilter={hasPlace}
        />
      </PageHeader>
      <Container className="pt-8 sm:pt-10">
        <PeopleGrid
          label="Apprentices"
          query={query}
          empty={messages.directory.noApprentices}
          renderCard={(apprentice) => <ApprenticeCard apprentice={apprentice} />}
        />
      </Container>
    </div>
  );
}
