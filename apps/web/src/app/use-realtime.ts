import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { selectSessionUser } from '@/features/session/slice';
import { whenIdle } from '@/lib/when-idle';
import type { AppStore } from './store';

/**
 * While someone is signed in: live events over Socket.IO and the unread counts. The client is
 * imported on demand, keeping it out of the first load, and only once the page is idle: loading
 * it and opening the socket are two tasks of their own after the app has taken the page over
 * (decision 050). The client catches up on what happened before it connected. Signing out stops
 * it.
 */
export function useRealtime() {
  const store = useStore() as AppStore;
  const userId = useSelector(selectSessionUser)?._id;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelStart = () => {};
    let isCurrent = true;
    const cancelLoad = whenIdle(() => {
      import('./realtime-client').then(
        ({ startRealtime }) => {
          if (!isCurrent) return;
          cancelStart = whenIdle(() => {
            if (isCurrent) stop = startRealtime(store);
          });
        },
        // Without the client the badges stay as they are; the next sign-in tries again.
        () => undefined,
      );
    });
    return () => {
      isCurrent = false;
      cancelLoad();
      cancelStart();
      stop?.();
    };
  }, [store, userId]);
}
