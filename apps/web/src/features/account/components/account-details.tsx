import type { ReactNode } from 'react';
import type { Me } from '@trademate/shared/schemas/users';
import { TextLink } from '@/components/ui/article';
import { EmailAddress } from '@/components/ui/email-address';
import { BadgeCheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { accountTypeLabels } from '../utils/account-labels';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** What the user cannot edit here: how they sign in, what kind of account, since when, verified. */
export function AccountDetails({ me }: { me: Me }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Detail term="Email">
        <EmailAddress email={me.email} />
      </Detail>
      <Detail term="Account type">{accountTypeLabels[me.userType]}</Detail>
      <Detail term="Member since">
        <time dateTime={me.memberSince}>{formatLongDate(me.memberSince)}</time>
      </Detail>
      <Detail term="Email verification">
        {me.userVerified ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-700">
            <BadgeCheckIcon className="size-4" /> Verified
          </span>
        ) : (
          <span className="flex flex-col gap-1">
            <span className="text-amber-700">Not verified yet</span>
            <TextLink to={paths.verify.href(paths.userProfile.href())}>Verify your email</TextLink>
          </span>
        )}
      </Detail>
    </dl>
  );
}
