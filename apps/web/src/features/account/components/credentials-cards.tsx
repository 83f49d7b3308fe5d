import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetCredentialsQuery } from '../api/get-credentials';
import { AccountCard } from './account-layout';
import { BusinessForm } from './business-form';
import { LicencesEditor } from './licences-editor';

/** The profile's ABN and licences cards, for those who offer services (decision 025). */
export function CredentialsCards() {
  const { data, error, refetch } = useGetCredentialsQuery();
  if (!data) {
    return error ? (
      <Alert>
        {(error as ApiError).message}{' '}
        <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    ) : (
      <div className="grid min-h-32 place-items-center">
        <Spinner label="Loading your ABN and licences" />
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div id="business">
        <AccountCard
          title="Business and ABN"
          description="Clients see your business name and ABN on your profile, and whether the ABN was checked with the Australian Business Register."
        >
          <BusinessForm business={data.business} />
        </AccountCard>
      </div>
      <div id="licences">
        <AccountCard
          title="Licences"
          description="Add each licence you hold. Clients see them on your profile and when you contact them; an expired one is marked Expired."
        >
          <LicencesEditor licences={data.licences} />
        </AccountCard>
      </div>
    </div>
  );
}
