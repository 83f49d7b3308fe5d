import type { HiredTradie } from '@trademate/shared/schemas/jobs';
import { StarRating } from '@/components/ui/star-rating';
import { ratingText } from '../utils/job-format';

const DEFAULT_AVATAR = '/default-avatar.svg';

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
      <img
        src={professional.avatar ?? DEFAULT_AVATAR}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
      />
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
          <span>{ratingText(professional.rating, professional.reviewCount)}</span>
        </p>
      </div>
    </div>
  );
}
