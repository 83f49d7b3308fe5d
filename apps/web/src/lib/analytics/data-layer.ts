import type { AnalyticsSettings } from '@trademate/shared/schemas/analytics';
import { env } from '@/config/env';
import type { ConsentChoice } from './consent';
import type { DataLayerEvent } from './sanitize-event';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentValue = 'granted' | 'denied';

/** The choice pushed on this page so far; null before any push (decision 068). */
let applied: ConsentChoice | null = null;
let isTagManagerRequested = false;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Pushes a gtag command as gtag.js itself does: its `arguments` object, which is what the tag
 * manager reads as a command (an array would be read as a plain message).
 */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object
  dataLayer().push(arguments);
}

function consentStates(choice: ConsentChoice): Record<string, ConsentValue> {
  const analytics: ConsentValue = choice.analytics ? 'granted' : 'denied';
  const marketing: ConsentValue = choice.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: analytics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

const allDenied = consentStates({ analytics: false, marketing: false });

/** Google Analytics' own cookies, which a withdrawal leaves no reason to keep. */
function deleteAnalyticsCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name || !(name === '_ga' || name.startsWith('_ga_') || name === '_gid')) continue;
    const host = window.location.hostname;
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.replace(/^www\./, '')}`]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

async function loadTagManager() {
  isTagManagerRequested = true;
  const url = new URL(`${env.apiBaseUrl}/analytics/settings`, window.location.href);
  const answer = await fetch(url).catch(() => null);
  if (!answer?.ok) return;
  const { data } = (await answer.json()) as { data: AnalyticsSettings };
  if (!data.gtmId || !/^GTM-[A-Z0-9]+$/.test(data.gtmId)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${data.gtmId}`;
  document.head.append(script);
}

/**
 * Tells the data layer the visitor's choice: nothing while nothing was ever granted on this page;
 * Consent Mode's denied defaults and the choice the first time something is; the new states when
 * the choice changes after that. The tag manager loads once something is granted.
 */
export function applyConsent(choice: ConsentChoice) {
  const before = applied;
  if (before?.analytics === choice.analytics && before.marketing === choice.marketing) return;
  if (!before && !choice.analytics && !choice.marketing) return;
  if (!before) gtag('consent', 'default', { ...allDenied, security_storage: 'granted' });
  gtag('consent', 'update', consentStates(choice));
  applied = choice;
  if (before?.analytics && !choice.analytics) deleteAnalyticsCookies();
  if ((choice.analytics || choice.marketing) && !isTagManagerRequested) void loadTagManager();
}

/** Pushes one event that `sanitizeEvent` let through. */
export function pushEvent(event: DataLayerEvent) {
  dataLayer().push(event);
}
