import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectHasSignedOut, selectSessionUser, type UserType } from '@/features/session/slice';
import { lazyPage } from './lazy-page';

const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));
const NoAccessPage = lazyPage(() => import('@/features/auth/pages/no-access-page'));

interface RequireAccessProps {
  /** The kinds of account allowed in; any signed-in user when absent. */
  roles?: readonly UserType[];
  /** Whether the page needs a verified email. */
  verified?: boolean;
  children: ReactNode;
}

/**
 * The route guard (spec section 6, ARCHITECTURE section 4): signed out → sign in and come back;
 * the wrong kind of account → a no-access page; unverified where it matters → the verify modal.
 */
export function RequireAccess({ roles, verified = false, children }: RequireAccessProps) {
  const user = useSelector(selectSessionUser);
  const hasSignedOut = useSelector(selectHasSignedOut);
  const { pathname, search } = useLocation();

  // Signing out from a guarded page goes home (spec section 4), not to the sign-in page.
  if (!user && hasSignedOut) return <Navigate to={paths.home.href()} replace />;
  if (!user) return <Navigate to={paths.login.href(`${pathname}${search}`)} replace />;
  if (roles && !roles.includes(user.userType)) return <NoAccessPage />;
  if (verified && !user.userVerified) {
    return (
      <Suspense fallback={null}>
        <AuthModal kind="verify" isBlocking />
      </Suspense>
    );
  }
  return children;
}
