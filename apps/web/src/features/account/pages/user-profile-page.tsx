import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';
import type { ApiError } from '@/lib/api';
import { AccountDetails } from '../components/account-details';
import { AccountCard, AccountPageShell } from '../components/account-layout';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';

/** `/userProfile`: the signed-in user's photo, editable profile and account facts. */
export default function UserProfilePage() {
  const { data: me, error, refetch } = useCurrentUser();

  return (
    <AccountPageShell
      pageTitle="Profile"
      heading="Your profile"
      lead="What clients and professionals see about you on TradeMate. Keep it up to date."
    >
      {me ? (
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="space-y-6">
            <AccountCard title="Photo">
              <ProfilePhoto avatar={me.avatar} />
            </AccountCard>
            <AccountCard title="Account">
              <AccountDetails me={me} />
            </AccountCard>
          </div>
          <AccountCard title="Your details" className="lg:col-span-2">
            <ProfileForm me={me} />
          </AccountCard>
        </div>
      ) : error ? (
        <Alert>
          {(error as ApiError).message}{' '}
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading your profile" />
        </div>
      )}
    </AccountPageShell>
  );
}
