import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { selectSessionUser } from '@/features/session/slice';
import type { AppStore } from './store';

/**
 * While someone is signed in: live events over Socket.IO and the unread counts. The client is
 * imported on demand, keeping it out of the first load; signing out stops it.
 */
export function useRealtime() {
  const store = useStore() as AppStore;
  const userId = useSelector(selectSessionUser)?._id;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    import('./realtime-client').then(
      ({ startRealtime }) => {
        if (isCurrent) stop = startRealtime(store);
      },
      // Without the client the badges stay as they are; the next sign-in tries again.
      () => undefined,
    );
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [store, userId]);
}
