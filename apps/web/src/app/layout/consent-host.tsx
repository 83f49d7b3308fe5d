import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  consentState,
  grantsAnything,
  subscribeToConsent,
  type ConsentState,
} from '@/lib/analytics/consent';
import { whenIdle } from '@/lib/when-idle';
import { loadPage } from '../lazy-page';

const ConsentBanner = lazy(() => loadPage(() => import('@/components/consent/consent-banner')));

/** The server renders no choice: the banner and the data layer wait for the browser. */
const serverState: ConsentState = { choice: null, isAsking: false };

/**
 * The data layer's consent (decision 068): the banner, loaded once the browser is idle and only
 * while no choice is stored or the visitor asks to change it; a returning visitor's choice
 * applied; a page view on each route change while analytics is granted.
 */
export function ConsentHost() {
  const state = useSyncExternalStore(subscribeToConsent, consentState, () => serverState);
  const { pathname } = useLocation();
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  const { choice } = state;
  const isAnalyticsGranted = isIdle && choice?.analytics === true;
  useEffect(() => {
    if (!isIdle || !grantsAnything(choice)) return;
    void import('@/lib/analytics/track').then(({ applyConsent }) => applyConsent(choice));
  }, [isIdle, choice]);
  useEffect(() => {
    if (!isAnalyticsGranted) return;
    void import('@/lib/analytics/track').then(({ trackPageView }) => trackPageView(pathname));
  }, [isAnalyticsGranted, pathname]);

  if (!isIdle || (choice !== null && !state.isAsking)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner choice={choice} isAsking={state.isAsking} />
    </Suspense>
  );
}
