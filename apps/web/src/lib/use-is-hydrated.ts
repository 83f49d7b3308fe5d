import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the app takes that page over (the server's
 * snapshot), true once it has, and true at once on a page the app renders itself. For controls
 * that must not act before the app does: a sign-in form sent by the browser alone would put the
 * password in the address (decision 046).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
