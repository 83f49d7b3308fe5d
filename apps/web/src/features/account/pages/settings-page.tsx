import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import * as messages from '@trademate/shared/messages';
import { isProfessional } from '@trademate/shared/constants/users';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { AccountCard, AccountPageShell } from '../components/account-layout';
import { AvailabilitySetting } from '../components/availability-setting';
import { BlockedPeople } from '../components/blocked-people';
import { PasswordForm } from '../components/password-form';

/**
 * `/settings`: password, this device's push notifications and the people blocked for everyone;
 * availability and payouts for professionals; the upgrade for free ones.
 */
export default function SettingsPage({
  notifications,
}: {
  /** This device's notification settings, composed in by the app (another feature's). */
  notifications?: ReactNode;
}) {
  const user = useSelector(selectSessionUser);

  return (
    <AccountPageShell
      pageTitle="Settings"
      heading="Settings"
      lead="Your password, notifications on this device and how your account works for you."
    >
      <div className="space-y-6">
        <AccountCard
          title="Password"
          description="Use at least 6 characters. Changing it signs you out on every other device."
        >
          <PasswordForm />
        </AccountCard>
        <AccountCard
          title="Notifications"
          description="Choose which events reach you by email or push, and which services alert you."
        >
          <ButtonLink variant="secondary" to={paths.notificationSettings.href()}>
            {messages.notificationSettings.link}
          </ButtonLink>
          {notifications && <div className="mt-5">{notifications}</div>}
        </AccountCard>
        <AccountCard
          title={messages.safety.blockedListTitle}
          description={messages.safety.blockedListLead}
        >
          <BlockedPeople />
        </AccountCard>
        {isProfessional(user?.userType) && (
          <AccountCard title="Availability">
            <AvailabilitySetting />
          </AccountCard>
        )}
        {isProfessional(user?.userType) && (
          <AccountCard
            title="Payouts"
            description="Let clients pay you through TradeMate: the money is held until the work is done, then paid to your bank account."
          >
            <ButtonLink variant="secondary" to={paths.payouts.href()}>
              Payout settings
            </ButtonLink>
          </AccountCard>
        )}
        {user?.userType === 'freeTradie' && (
          <AccountCard title="Plan">
            <p className="text-sm leading-6 text-slate-600">
              You are on the Free plan. The Professional plan lets you preview the job requests in
              your services, with their details, photos and budget, and contact clients directly.
            </p>
            <ButtonLink to={paths.userSubscription.href()} className="mt-5">
              Upgrade to Professional
            </ButtonLink>
          </AccountCard>
        )}
      </div>
    </AccountPageShell>
  );
}
