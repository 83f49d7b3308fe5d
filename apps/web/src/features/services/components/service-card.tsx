import type { Service } from '@trademate/shared/schemas/services';
import { ServiceIcon } from './service-icon';

export function ServiceCard({ service, compact = false }: { service: Service; compact?: boolean }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
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
    </article>
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
