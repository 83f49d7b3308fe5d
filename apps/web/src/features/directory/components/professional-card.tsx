import type { ProfessionalSummary } from '@trademate/shared/schemas/directory';
import { LicenceChips } from '@/components/credentials';
import { paths } from '@/config/paths';
import { formatPlace } from '@/lib/format';
import { formatMemberSince, fullName } from '../utils/person-format';
import { HiringStatusBadge } from './hiring-status-badge';
import { PersonCard } from './person-card';
import { RatingSummary } from './rating-summary';
import { ServiceChips } from './service-chips';

export function ProfessionalCard({ professional }: { professional: ProfessionalSummary }) {
  return (
    <PersonCard
      to={paths.professionalDetail.href(professional._id)}
      name={fullName(professional)}
      avatar={professional.avatar}
      place={formatPlace(professional)}
      distanceKm={professional.distanceKm}
      badge={<HiringStatusBadge status={professional.hiringStatus} />}
      footer={
        <>
          <RatingSummary rating={professional.rating} reviewCount={professional.reviewCount} />
          <span>{formatMemberSince(professional.memberSince)}</span>
        </>
      }
    >
      <ServiceChips services={professional.services} max={4} />
      <LicenceChips licences={professional.licences} />
    </PersonCard>
  );
}
