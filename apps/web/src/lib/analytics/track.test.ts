import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, server } from '@/testing/api-server';

/** The data layer's module state (what was pushed on this page) is fresh for each test. */
async function freshPage() {
  vi.resetModules();
  const consent = await import('./consent');
  const track = await import('./track');
  return { ...consent, ...track };
}

/** What the data layer holds, gtag's arguments objects as arrays. */
function dataLayer(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

const events = () =>
  dataLayer().filter((entry): entry is { event: string } => !Array.isArray(entry));

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});
afterEach(() => {
  document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((tag) => tag.remove());
});

describe('track and the consent store', () => {
  it('pushes nothing before the visitor chooses, and keeps nothing for later', async () => {
    const page = await freshPage();
    expect(page.consentState()).toEqual({ choice: null, isAsking: false });
    page.track('job_posted');
    page.trackPageView('/postJob');
    expect(window.dataLayer).toBeUndefined();

    server.use(http.get('/api/analytics/settings', () => ok({ gtmId: null })));
    page.saveConsent({ analytics: true, marketing: false });
    page.track('newsletter_sign_up');
    expect(events()).toEqual([{ event: 'newsletter_sign_up' }]);
  });

  it('pushes Consent Mode default and update first, then the events, once analytics is granted', async () => {
    server.use(http.get('/api/analytics/settings', () => ok({ gtmId: 'GTM-TEST123' })));
    const page = await freshPage();
    page.saveConsent({ analytics: true, marketing: false });
    page.trackPageView('/professional/3f0c8a9e-2b1d-4c5e-8f7a-6b5c4d3e2f1a');
    page.track('sign_up', { method: 'email', user_type: 'client' });

    const [first, second, ...rest] = dataLayer();
    expect(first).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(second).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(rest).toEqual([
      {
        event: 'page_view',
        page_path: '/professional/:id',
        page_location: `${window.location.origin}/professional/:id`,
      },
      { event: 'sign_up', method: 'email', user_type: 'client' },
    ]);
    // The container loads once the settings answer, from Google's origin only.
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src*="googletagmanager"]')).toHaveAttribute(
        'src',
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
      ),
    );
  });

  it('remembers the choice in this browser, and a refusal pushes nothing at all', async () => {
    const first = await freshPage();
    first.saveConsent({ analytics: false, marketing: false });
    first.track('login', { method: 'email' });
    expect(window.dataLayer).toBeUndefined();

    const reloaded = await freshPage();
    expect(reloaded.consentState().choice).toEqual({ analytics: false, marketing: false });
  });

  it('stops pushing once the visitor withdraws, telling the tags the denied states', async () => {
    server.use(http.get('/api/analytics/settings', () => ok({ gtmId: null })));
    const page = await freshPage();
    const { applyConsent } = await import('./data-layer');
    page.saveConsent({ analytics: true, marketing: true });
    page.track('ticket_created');
    const before = dataLayer().length;

    page.askForConsent();
    expect(page.consentState().isAsking).toBe(true);
    page.saveConsent({ analytics: false, marketing: false });
    applyConsent({ analytics: false, marketing: false });
    page.track('ticket_created');
    page.trackPageView('/tickets');

    expect(dataLayer().slice(before)).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    expect(page.consentState()).toEqual({
      choice: { analytics: false, marketing: false },
      isAsking: false,
    });
  });

  it('names a page by its route, never by its address', async () => {
    const { routePatternOf } = await freshPage();
    expect(routePatternOf('/blogs/how-to-fix-a-tap')).toBe('/blogs/:id');
    expect(routePatternOf('/myJobs/abc/edit')).toBe('/myJobs/:id/edit');
    expect(routePatternOf('/console/people/42')).toBe('/console');
    expect(routePatternOf('/sam.smith@example.com')).toBe('/not-found');
  });
});
