import type { ServiceRef } from '@trademate/shared/schemas/directory';
import { cn } from '@/components/ui/cn';

/** The services someone offers, as chips; past `max`, a "+N more" chip stands for the rest. */
export function ServiceChips({
  services,
  max = Infinity,
  className,
}: {
  services: ServiceRef[];
  max?: number;
  className?: string;
}) {
  if (services.length === 0) return null;
  const shown = services.slice(0, max);
  const hidden = services.length - shown.length;
  return (
    <ul aria-label="Services" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((service) => (
        <li
          key={service._id}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100 ring-inset"
        >
          {service.name}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
          +{hidden} more
        </li>
      )}
    </ul>
  );
}
