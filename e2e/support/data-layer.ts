import { expect, type BrowserContext, type Page } from '@playwright/test';

/** What a visitor who accepted analytics (and not marketing) has stored (decision 068). */
export const analyticsGranted = { analytics: true, marketing: false };

/** One event as pushed to the data layer: its name under `event`, its parameters beside it. */
export type PushedEvent = { event: string } & Record<string, unknown>;

/** The data layer as plain data: gtag's `arguments` objects as arrays, null before any push. */
export function readDataLayer(page: Page): Promise<unknown[] | null> {
  return page.evaluate(() => {
    const { dataLayer } = window as unknown as { dataLayer?: unknown[] };
    return dataLayer
      ? dataLayer.map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]'
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        )
      : null;
  });
}

/** The events pushed on the page shown (gtag commands aside). */
export async function pushedEvents(page: Page): Promise<PushedEvent[]> {
  const layer = (await readDataLayer(page)) ?? [];
  return layer.filter(
    (entry): entry is PushedEvent =>
      !Array.isArray(entry) && typeof entry === 'object' && entry !== null && 'event' in entry,
  );
}

/** The names of the events pushed so far, in order. */
export async function eventNames(page: Page): Promise<string[]> {
  return (await pushedEvents(page)).map((entry) => entry.event);
}

/**
 * Waits until the page has pushed the event `name`, checks its parameters are exactly `params`
 * (the data layer's own `gtm.uniqueEventId`, set once the tag manager runs, aside) and returns it.
 */
export async function expectEvent(
  page: Page,
  name: string,
  params: Record<string, unknown> = {},
): Promise<PushedEvent> {
  await expect.poll(() => eventNames(page), { message: `${name} is pushed` }).toContain(name);
  const pushed = (await pushedEvents(page)).filter((entry) => entry.event === name);
  expect(pushed, `one ${name} only`).toHaveLength(1);
  const { event: _name, 'gtm.uniqueEventId': _gtm, ...rest } = pushed[0]!;
  expect(rest, `the parameters of ${name}`).toEqual(params);
  return pushed[0]!;
}

/**
 * Keeps, across full page loads in the context, every event pushed: the checkout leaves the app
 * for the payment page and comes back, and `window.dataLayer` starts again on each page load.
 * Stored in the tab's session storage; read with `recordedEvents`.
 */
export async function recordEventsAcrossPages(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = 'e2e:events';
    let layer: unknown[] | undefined;
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...entries: unknown[]) => {
          const events = entries.filter(
            (entry) =>
              Object.prototype.toString.call(entry) === '[object Object]' &&
              'event' in (entry as object),
          );
          if (events.length) {
            const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
            sessionStorage.setItem(key, JSON.stringify([...kept, ...events]));
          }
          return push(...entries);
        };
      },
    });
  });
}

/** The events `recordEventsAcrossPages` kept in this tab, oldest first. */
export function recordedEvents(page: Page): Promise<PushedEvent[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e:events') ?? '[]') as PushedEvent[],
  );
}

/**
 * The ids in every JSON answer of the API that the page receives (`_id`, `id`, `…Id` keys at any
 * depth), so a journey can check none of them reaches the data layer.
 */
export function collectApiIds(page: Page): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown, key = '') => {
    if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([name, inner]) => visit(inner, name));
    else if (typeof value === 'string' && value.length >= 6 && /^(_id|id|.*Id)$/.test(key))
      ids.add(value);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    response.json().then(
      (body: unknown) => visit(body),
      () => {},
    );
  });
  return ids;
}

/**
 * No parameter of any event pushed equals or contains what is personal: the person's email (or
 * its local part), names, phone number, nor any id the API handed the page.
 */
export function expectNothingPersonal(events: PushedEvent[], personal: Iterable<string>) {
  expect(events.length).toBeGreaterThan(0);
  const values = events.flatMap((entry) =>
    Object.values(entry).map((value) => String(value).toLowerCase()),
  );
  for (const item of personal) {
    const needle = item.toLowerCase();
    const found = values.filter((value) => value.includes(needle));
    expect(found, `no event carries "${item}"`).toEqual([]);
  }
}

/** What is personal about an account: its email and local part, names and phone number. */
export function personalDataOf(account: {
  email: string;
  firstName: string;
  lastName: string;
}): string[] {
  return [
    account.email,
    account.email.split('@')[0]!,
    account.firstName,
    account.lastName,
    '0412345678',
    '0412 345 678',
  ];
}
