import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the chat room shows the conversations list beside it. */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Whether the screen is wide enough for two columns; a phone never loads the second one. */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
