import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { TextLink } from '@/components/ui/article';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths, type SignupAccountType } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { readNextPath } from '../utils/next-path';
import { signupAccountTypes } from '../utils/signup-account-types';

const choices = Object.entries(signupAccountTypes) as [
  SignupAccountType,
  (typeof signupAccountTypes)[SignupAccountType],
][];

export default function SignupChoicePage() {
  const user = useSelector(selectSessionUser);
  // Where the visitor was headed (the job form, say) rides along to sign-up, verifying and sign-in.
  const next = readNextPath(useLocation().search) ?? undefined;
  if (user) return <Navigate to={paths.home.href()} replace />;

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <PageTitle
        title={messages.nav.joinUs}
        description="Join TradeMate as a client, a tradie or an apprentice: post jobs for free, or find work in your trade across Australia."
        canonicalPath={paths.signup.href()}
      />
      <div className="mx-auto max-w-4xl">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Join TradeMate
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-600">
          How will you use TradeMate? A free professional can move to the Professional plan at any
          time.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {choices.map(([accountType, choice]) => (
            <li key={accountType}>
              <Link
                to={paths.signupAs.href(accountType, next)}
                className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="flex items-center justify-between gap-3 text-lg font-semibold text-slate-900">
                  {choice.label}
                  <ArrowRightIcon
                    className="size-5 text-brand-700 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-2 text-sm leading-6 text-slate-600">{choice.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <TextLink to={paths.login.href(next)}>{messages.nav.signIn}</TextLink>
        </p>
      </div>
    </div>
  );
}
