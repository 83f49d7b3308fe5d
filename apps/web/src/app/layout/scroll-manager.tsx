import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { timings } from '@trademate/shared/constants/timings';

const HASH_POLL_MS = 100;

/**
 * Scrolls to the top on each route change, or to the element named by the hash once it renders
 * (lazy pages and data arrive later), giving up after 10 seconds.
 *
 * The address the document was loaded at is left where the browser put it: at the top, or where a
 * reload or Back left it, and a page the server drew may have been scrolled by the visitor before
 * the app took it over. Scrolling it to the top then would move the page under a finger or pointer
 * already on its way to a link further down, and the press would land on something else.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const hasArrived = useRef(false);

  useEffect(() => {
    // The first run is for the address the document was loaded at.
    const isArrival = !hasArrived.current;
    hasArrived.current = true;
    if (!hash) {
      if (!isArrival) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        // At once, not smoothly: a smooth scroll aims where the target was when it started, and
        // the sections above it still load and grow meanwhile, so it would stop short. Once
        // there, the browser's scroll anchoring keeps the target in place as they grow.
        target.scrollIntoView({ behavior: 'instant', block: 'start' });
        return;
      }
      if (Date.now() - startedAt < timings.hashScrollTimeoutMs)
        timer = setTimeout(tryScroll, HASH_POLL_MS);
    };
    tryScroll();
    return () => clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
