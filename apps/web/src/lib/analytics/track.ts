import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { consentState } from './consent';
import { applyConsent, pushEvent } from './data-layer';
import type { AnalyticsEvents } from './events';

export { applyConsent };
import { sanitizeEvent } from './sanitize-event';

/**
 * Pushes `name` to the data layer if the visitor has granted analytics; drops it otherwise (it is
 * not kept for later), and drops it when a parameter could carry personal data (decision 068).
 */
export function track<Name extends keyof AnalyticsEvents>(
  name: Name,
  ...[params]: AnalyticsEvents[Name] extends Record<string, never>
    ? [params?: AnalyticsEvents[Name]]
    : [params: AnalyticsEvents[Name]]
) {
  const { choice } = consentState();
  if (!choice?.analytics) return;
  const event = sanitizeEvent(name, params ?? {});
  if (!event) return;
  applyConsent(choice);
  pushEvent(event);
}

const routePatterns = Object.values(paths).flatMap((path) => ('path' in path ? [path.path] : []));

/** The route a page address matches, so no id, slug or search text leaves with a page view. */
export function routePatternOf(pathname: string): string {
  if (pathname === '/console' || pathname.startsWith('/console/')) return '/console';
  return routePatterns.find((pattern) => matchPath(pattern, pathname)) ?? '/not-found';
}

export function trackPageView(pathname: string) {
  const pagePath = routePatternOf(pathname);
  track('page_view', { page_path: pagePath, page_location: window.location.origin + pagePath });
}

/**
 * Runs `then` once `request` succeeds, and nothing when it fails: for an RTK Query endpoint's
 * `onQueryStarted`, whose `queryFulfilled` rejects with the failure the caller already handles.
 */
export function afterSuccess<T>(request: Promise<T>, then: (answer: T) => void): Promise<void> {
  return request.then(then, () => {});
}

/** A quote's or a plan's amount in cents, as GA4's `value` and `currency`. */
export function moneyOf(cents: number) {
  return { value: cents / 100, currency: 'AUD' } as const;
}
