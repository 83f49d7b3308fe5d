import { Link } from 'react-router';
import type { Service } from '@trademate/shared/schemas/services';
import { paths } from '@/config/paths';
import { ServiceIcon } from '@/components/service-icon';

/** A service in a list: opens the service's page. */
export function ServiceCard({ service, compact = false }: { service: Service; compact?: boolean }) {
  return (
    <Link
      to={paths.serviceDetail.href(service._id)}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <ServiceIcon icon={service.icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{service.name}</h3>
      <p
        className={
          compact
            ? 'mt-2 line-clamp-2 text-sm text-slate-600'
            : 'mt-2 text-sm leading-6 text-slate-600'
        }
      >
        {service.description}
      </p>
    </Link>
  );
}

export function ServiceCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-44 animate-pulse rounded-2xl bg-slate-100 ring-1 ring-slate-200"
    />
  );
}
