import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMatch } from 'react-router';
import { selectSessionUser } from '@/features/session/slice';
import { FullScreenSpinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { hasSessionHint } from '@/lib/session-hint';
import { consoleRoutePath } from './console-route';
import type { AppDispatch } from './store';

/**
 * Spec section 4: on load with a session, asks `GET /user/me` who is signed in (the HttpOnly cookie
 * decides) and renders the app only once it knows, so no page guesses the session wrong for a
 * moment. Without the session hint nobody is signed in: the app renders at once and asks nothing,
 * and the API client is not even loaded (docs/decisions/042). A page the server sent with the
 * session in its state (decision 046) renders at once too: the server asked just before. The
 * console has a session of its own (decision 090): its pages render at once, whoever is signed in
 * to the site.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useDispatch<AppDispatch>();
  // The server may have sent the page with the session it just read (decision 046).
  const hasSession = useSelector(selectSessionUser) !== null;
  const [isReady, setReady] = useState(() => !hasSessionHint() || hasSession);
  const isConsole = useMatch(consoleRoutePath) !== null;

  useEffect(() => {
    if (isReady || isConsole) return;
    import('@/features/session/api/refresh-session')
      .then(({ refreshSession }) => refreshSession(dispatch))
      .catch((error: Partial<ApiError>) => {
        // 401 only means the session ended (the server clears the hint with it). Anything else:
        // spec section 8, logged only.
        if (error.status !== 401) console.error('Could not load the signed-in profile', error);
      })
      .finally(() => setReady(true));
  }, [isReady, isConsole, dispatch]);

  return isReady || isConsole ? children : <FullScreenSpinner />;
}
