import type { Apprentice } from '@trademate/shared/schemas/directory';
import { LicenceChips } from '@/components/credentials';
import { paths } from '@/config/paths';
import { formatPlace } from '@/lib/format';
import { formatMemberSince, fullName } from '../utils/person-format';
import { PersonCard } from './person-card';
import { ServiceChips } from './service-chips';

export function ApprenticeCard({ apprentice }: { apprentice: Apprentice }) {
  return (
    <PersonCard
      to={paths.apprenticeDetail.href(apprentice._id)}
      name={fullName(apprentice)}
      avatar={apprentice.avatar}
      place={formatPlace(apprentice)}
      distanceKm={apprentice.distanceKm}
      footer={<span>{formatMemberSince(apprentice.memberSince)}</span>}
    >
      <ServiceChips services={apprentice.services} max={4} />
      <LicenceChips licences={apprentice.licences} />
      {apprentice.bio && <p className="line-clamp-3 text-sm text-slate-600">{apprentice.bio}</p>}
    </PersonCard>
  );
}
