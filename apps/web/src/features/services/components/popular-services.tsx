import { ArrowRightIcon } from '@/components/ui/icons';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { popularServicesPath, usePopularServices } from '../api/use-popular-services';
import { ServiceCard, ServiceCardSkeleton } from './service-card';

const POPULAR_COUNT = 8;

/** The home page's list, by its API path: the server renderer loads the same one. */
export const popularServicesPathForHome = popularServicesPath(POPULAR_COUNT);

export function PopularServices() {
  const { data, isError } = usePopularServices(POPULAR_COUNT);

  return (
    <section aria-labelledby="popular-services" className="py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="popular-services"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Popular services
          </h2>
          <p className="mt-2 text-slate-600">The trades Australians hire most often.</p>
        </div>
        <Link
          to={paths.services.href()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          View all services <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isError ? (
        <p role="alert" className="mt-8 text-slate-600">
          Services could not be loaded right now. Please refresh the page.
        </p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data
            ? data.items.map((service) => (
                <li key={service._id}>
                  <ServiceCard service={service} compact />
                </li>
              ))
            : Array.from({ length: POPULAR_COUNT }, (_, index) => (
                <li key={index}>
                  <ServiceCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
