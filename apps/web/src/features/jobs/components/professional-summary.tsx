import type { HiredTradie } from '@trademate/shared/schemas/jobs';
import { LicenceChips } from '@/components/credentials';
import { PersonAvatar } from '@/components/person-avatar';
import { StarRating } from '@/components/ui/star-rating';
import { formatRating } from '@/lib/format';

/** A professional's photo, name and rating, as a client sees them on a job. */
export function ProfessionalSummary({
  professional,
  badge,
}: {
  professional: Omit<HiredTradie, 'conversationId'>;
  /** A label after the name, such as "Hired". */
  badge?: string;
}) {
  const fullName = `${professional.firstName} ${professional.lastName}`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonAvatar avatar={professional.avatar} size="md" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span className="truncate">{fullName}</span>
          {badge && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              {badge}
            </span>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <StarRating rating={professional.rating} />
          <span>{formatRating(professional.rating, professional.reviewCount)}</span>
        </p>
        <LicenceChips licences={professional.licences} className="mt-2" />
      </div>
    </div>
  );
}
