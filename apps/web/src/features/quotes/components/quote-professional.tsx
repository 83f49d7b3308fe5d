import { BadgeCheck, Clock, MapPin, Receipt, ShieldAlert, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as messages from '@trademate/shared/messages';
import type { QuoteProfessional } from '@trademate/shared/schemas/quotes';
import { PersonAvatar } from '@/components/person-avatar';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { formatRating } from '@/lib/format';
import { answeredInText, distanceText, licenceStandingText } from '../utils/quote-format';

/** The professional's photo and name, linked to their profile, with their rating under it. */
export function QuoteProfessionalHeading({
  professional,
  headingId,
}: {
  professional: QuoteProfessional;
  /** The heading's id, for the card it names. */
  headingId?: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonAvatar avatar={professional.avatar} size="md" />
      <div className="min-w-0">
        <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
          <Link
            to={paths.professionalDetail.href(professional._id)}
            className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {professional.fullName}
          </Link>
        </h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <StarRating rating={professional.reviewCount > 0 ? professional.rating : null} />
          <span>
            {formatRating(
              professional.reviewCount > 0 ? professional.rating : null,
              professional.reviewCount,
            )}
          </span>
        </p>
      </div>
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-slate-400 [&>svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * What a client weighs a quote's professional by beside the price: jobs done through TradeMate,
 * their licences for this job, an ABN, how far away they are and how soon they answered.
 */
export function QuoteProfessionalFacts({ professional }: { professional: QuoteProfessional }) {
  const isLicensed = professional.licence === 'licensed';
  return (
    <ul
      aria-label={`About ${professional.fullName}`}
      className="space-y-1.5 text-sm text-slate-700"
    >
      <Fact icon={<Wrench />}>
        {professional.jobsCompleted === 1
          ? '1 job completed'
          : `${professional.jobsCompleted} jobs completed`}
      </Fact>
      <Fact
        icon={isLicensed || professional.licence === 'notNeeded' ? <BadgeCheck /> : <ShieldAlert />}
      >
        {licenceStandingText[professional.licence]}
      </Fact>
      <Fact icon={<Receipt />}>{professional.hasAbn ? 'ABN given' : messages.quotes.noAbn}</Fact>
      {professional.distanceKm !== null && (
        <Fact icon={<MapPin />}>{distanceText(professional.distanceKm)}</Fact>
      )}
      {professional.answeredInMinutes !== null && (
        <Fact icon={<Clock />}>Answered {answeredInText(professional.answeredInMinutes)}</Fact>
      )}
    </ul>
  );
}
