import { lazy, Suspense, useState } from 'react';
import { MenuIcon, XIcon } from '@/components/ui/icons';
import { useSelector } from 'react-redux';
import { NavLink, useLocation } from 'react-router';
import * as messages from '@trademate/shared/messages/shell';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { Logo } from './logo';
import { topNavLinks } from './nav-links';

// Signed-out visitors (most first loads) never download the menu widget, nor the logout call it
// makes (POST /user/logout, then the session and the API cache are cleared).
const UserMenu = lazy(() => import('./user-menu'));

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

export function SiteHeader() {
  const user = useSelector(selectSessionUser);
  const links = topNavLinks(user?.userType ?? null);
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === location.pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <ButtonLink to={paths.login.href()} variant="ghost">
                {messages.nav.signIn}
              </ButtonLink>
              <ButtonLink to={paths.signup.href()}>{messages.nav.joinUs}</ButtonLink>
            </div>
          )}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenedOn(isMenuOpen ? null : location.pathname)}
          >
            {isMenuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </button>
        </div>
      </Container>
      {isMenuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white lg:hidden"
        >
          <Container className="py-3">
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end={link.href === '/'}
                    className={(state) => cn(navLinkClass(state), 'block text-base')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {!user && (
              <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3">
                <ButtonLink to={paths.login.href()} variant="secondary">
                  {messages.nav.signIn}
                </ButtonLink>
                <ButtonLink to={paths.signup.href()}>{messages.nav.joinUs}</ButtonLink>
              </div>
            )}
          </Container>
        </nav>
      )}
    </header>
  );
}
