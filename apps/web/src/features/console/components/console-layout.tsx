import { LogOut } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import * as messages from '@trademate/shared/messages';
import type { StaffMember } from '@trademate/shared/schemas/staff';
import { cn } from '@/components/ui/cn';
import { useStaffSignOutMutation } from '../api/staff-auth';
import { ConsoleBrand } from './console-brand';

/** The console's sections a role may open; a role's work grows with each section built. */
export function sectionsFor(role: StaffMember['role']) {
  return [
    { label: 'Overview', href: consolePaths.home.href(), end: true },
    // Support and admins alike answer tickets.
    { label: 'Support', href: consolePaths.support.href(), end: false },
    { label: 'People', href: consolePaths.people.href(), end: false },
    // So is moderation (decision 034).
    { label: 'Moderation', href: consolePaths.moderation.href(), end: false },
    // And disputes about held payments: support decides them (decision 064).
    { label: 'Disputes', href: consolePaths.disputes.href(), end: false },
    ...(role === 'admin'
      ? [
          // Revenue is admins' only (decision 036).
          { label: 'Numbers', href: consolePaths.numbers.href(), end: false },
          { label: 'Money', href: consolePaths.money.href(), end: false },
          { label: 'Articles', href: consolePaths.articles.href(), end: false },
          { label: 'Services', href: consolePaths.services.href(), end: false },
          { label: 'Logbook units', href: consolePaths.logbookUnits.href(), end: false },
          { label: 'Newsletter', href: consolePaths.newsletter.href(), end: false },
          { label: 'Staff', href: consolePaths.staff.href(), end: false },
          { label: 'Audit log', href: consolePaths.audit.href(), end: false },
        ]
      : []),
  ];
}

/** What Sign out leaves in the history entry of the sign-in page it opens. */
export interface SignedOutState {
  signedOut: true;
}

/** The signed-in console: its sections across the top (they wrap on a phone), the page below. */
export function ConsoleLayout({ staff }: { staff: StaffMember }) {
  const navigate = useNavigate();
  const [signOut] = useStaffSignOutMutation();
  const onSignOut = async () => {
    await signOut()
      .unwrap()
      .catch(() => null);
    // The sign-in page forgets the console's data once it is shown (see there): the console's
    // session read stays as it was until this page has gone.
    const state: SignedOutState = { signedOut: true };
    await navigate(consolePaths.signIn.href(), { replace: true, state });
  };
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <ConsoleBrand tone="light" />
          <nav aria-label="Console" className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
            <ul className="flex flex-wrap gap-1">
              {sectionsFor(staff.role).map((section) => (
                <li key={section.href}>
                  <NavLink
                    to={section.href}
                    end={section.end}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white',
                        isActive && 'bg-white/15 text-white',
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="text-right leading-tight">
              <span className="block font-medium">{staff.name}</span>
              <span className="block text-xs text-slate-300">
                {messages.staff.roleLabels[staff.role]}
              </span>
            </span>
            <button
              type="button"
              onClick={() => void onSignOut()}
              className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-slate-200 ring-1 ring-white/20 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet context={staff} />
      </main>
    </div>
  );
}
