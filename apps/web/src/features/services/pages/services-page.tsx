import { useEffect, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '@/lib/use-page-param';
import { servicesPageQuery, useGetServicesQuery } from '../api/get-services';
import { ServiceCard, ServiceCardSkeleton } from '../components/service-card';

const SEARCH_DEBOUNCE_MS = 300;

export default function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [page, goToPage] = usePageParam();
  const [draft, setDraft] = useState(search);

  // The address holds the search, so it survives a reload and can be shared.
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => {
      setSearchParams(draft.trim() ? { search: draft.trim() } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, setSearchParams]);

  const { data, isFetching, isError, error, refetch } = useGetServicesQuery(
    servicesPageQuery(search, page),
  );

  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle
        title="Services"
        description="Every trade on TradeMate, from electricians and plumbers to cleaners and landscapers: see who offers each one in your state, and post a job for free."
        // A search is a view of the list; a later page is a page of its own.
        canonicalPath={
          page > 1 && !search ? `${paths.services.href()}?page=${page}` : paths.services.href()
        }
      />
      <PageHeader
        title="Services"
        lead="Every trade you need around the home and business, from licensed electricians and plumbers to cleaners and landscapers, across New South Wales, Victoria, Queensland, South Australia, Western Australia and Tasmania."
      >
        {/* Submitted before the app runs (decision 041), the search still reaches this page. */}
        <form
          role="search"
          action={paths.services.href()}
          className="mt-8 max-w-xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <Input
            name="search"
            type="search"
            label="Search services"
            hideLabel
            placeholder="Search services, e.g. plumber"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            leadingIcon={<SearchIcon className="size-4" aria-hidden="true" />}
          />
        </form>
      </PageHeader>

      <Container className="pt-10">
        {isError ? (
          <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-red-200">
            <p className="text-slate-700">{(error as { message?: string }).message}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : !data ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <ServiceCardSkeleton key={index} />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
            No services match “{search}”. Try a shorter word, like “paint” or “roof”.
          </p>
        ) : (
          <>
            <p className="mb-5 text-sm text-slate-500" aria-live="polite">
              {data.total} {data.total === 1 ? 'service' : 'services'}
              {search ? ` matching “${search}”` : ''}
            </p>
            {/* The cards' names are third-level headings, as under the home page's sections. */}
            <h2 className="sr-only">Services</h2>
            <ul
              aria-label="Services"
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isFetching ? 'opacity-60' : ''}`}
            >
              {data.items.map((service) => (
                <li key={service._id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
          </>
        )}
      </Container>
    </div>
  );
}
