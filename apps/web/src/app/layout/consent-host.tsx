import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router';
import {
  ConsentInPageContext,
  consentState,
  grantsAnything,
  subscribeToConsent,
  type ConsentState,
} from '@/lib/analytics/consent';
import { whenIdle } from '@/lib/when-idle';
import { loadPage } from '../lazy-page';

const ConsentBanner = lazy(() => loadPage(() => import('@/components/consent/consent-banner')));

/** The server renders no choice: the data layer waits for the browser. */
const serverState: ConsentState = { choice: null, isAsking: false };

/**
 * The data layer's consent (decision 068): the banner while no choice is stored or the visitor
 * asks to change it; a returning visitor's choice applied; a page view on each route change while
 * analytics is granted. The banner is in a page the server drew for a browser that had not
 * answered (decision 089), and stays once the app has it unless the browser's storage holds an
 * answer after all; otherwise it loads once the browser is idle.
 */
export function ConsentHost() {
  const isInPage = useContext(ConsentInPageContext);
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

  // The same element until the answer changes: a banner the server drew is still being taken
  // over (its chunk loading) when this host renders again as the browser goes idle, and a new
  // element would make React drop the server's banner and draw it afresh.
  const { isAsking } = state;
  const bannerElement = useMemo(
    () => (
      <Suspense fallback={null}>
        <ConsentBanner choice={choice} isAsking={isAsking} />
      </Suspense>
    ),
    [choice, isAsking],
  );

  // While the app takes a page over, the state is the server's, with no answer: a banner the
  // server drew stays for that render, then only while no answer is stored.
  const isWanted = choice === null || isAsking;
  return isWanted && (isInPage || isIdle) ? bannerElement : null;
}
