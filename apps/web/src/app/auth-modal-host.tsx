import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { authModalClosed, selectAuthModal } from '@/features/session/auth-modal';

const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));

/** Shows the auth modal any feature opened with `authModalOpened` (or `openAuthModalFor`). */
export function AuthModalHost() {
  const kind = useSelector(selectAuthModal);
  const dispatch = useDispatch();
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal kind={kind} onClose={() => dispatch(authModalClosed())} />
    </Suspense>
  );
}
