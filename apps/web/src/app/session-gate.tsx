import { useEffect, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useRefreshSession } from '@/features/auth/hooks/use-refresh-session';
import type { ApiError } from '@/lib/api';

/**
 * Spec section 4: on load, asks `GET /user/me` who is signed in (the HttpOnly cookie decides) and
 * renders the app only once it knows, so no page guesses the session wrong for a moment.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const refreshSession = useRefreshSession();
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    refreshSession()
      .catch((error: Partial<ApiError>) => {
        // 401 only means nobody is signed in. Anything else: spec section 8, logged only.
        if (error.status !== 401) console.error('Could not load the signed-in profile', error);
      })
      .finally(() => setReady(true));
  }, [refreshSession]);

  return isReady ? children : <FullScreenSpinner />;
}
