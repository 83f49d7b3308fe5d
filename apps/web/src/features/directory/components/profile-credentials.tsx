import type { Business, Licence } from '@trademate/shared/schemas/credentials';
import { BusinessSummary, LicenceList } from '@/components/credentials';
import { ProfileCard } from './profile-layout';

/** A profile's business (ABN) and licences, as clients weigh who to hire (decision 025). */
export function ProfileCredentials({
  firstName,
  business,
  licences,
}: {
  firstName: string;
  business: Business | null;
  licences: Licence[];
}) {
  return (
    <ProfileCard title="Licences and ABN">
      <div className="space-y-6">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Business</h3>
          {business ? (
            <BusinessSummary business={business} />
          ) : (
            <p className="text-sm text-slate-500">{firstName} has not added an ABN yet.</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Licences</h3>
          <LicenceList
            licences={licences}
            emptyText={`${firstName} has not recorded a licence yet.`}
          />
        </div>
      </div>
    </ProfileCard>
  );
}
