import { Link, useSearchParams } from 'react-router';
import { offersServices } from '@trademate/shared/constants/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/session/hooks/use-current-user';
import type { ApiError } from '@/lib/api';
import { AccountDetails } from '../components/account-details';
import { AccountCard, AccountPageShell } from '../components/account-layout';
import { CredentialsCards } from '../components/credentials-cards';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';

/** Where a professional lands after verifying (`?setup=1`): what to do first, in one place. */
function SetupSteps() {
  return (
    <section
      aria-labelledby="profile-setup"
      className="mb-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id="profile-setup" className="text-lg font-semibold text-brand-900">
        Finish setting up your profile
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-brand-900">
        <li>
          <Link
            to={paths.userProfileServices.href()}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Choose the services you offer
          </Link>{' '}
          and set the state and city you work in, then save: job requests in those services reach
          you.
        </li>
        <li>Add a photo, so clients see who they are talking to.</li>
      </ol>
    </section>
  );
}

/** `/userProfile`: the signed-in user's photo, editable profile and account facts. */
export default function UserProfilePage() {
  const { data: me, error, refetch } = useCurrentUser();
  const isSettingUp = useSearchParams()[0].get('setup') === '1';

  return (
    <AccountPageShell
      pageTitle="Profile"
      heading="Your profile"
      lead="What clients and professionals see about you on TradeMate. Keep it up to date."
    >
      {me && isSettingUp && offersServices(me.userType) && <SetupSteps />}
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
          {offersServices(me.userType) && (
            <div className="lg:col-span-3">
              <CredentialsCards />
            </div>
          )}
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
