import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { consentCookieName, consentVersion } from '../../packages/shared/src/constants/consent';

/** A console line that tells of a page whose server render and first client render differ. */
const hydrationProblem = /hydrat|Minified React error #(418|423|425)|did not match/i;

/**
 * The browser's own lines for a request answered 4xx, and for one whose server is not there.
 * Journeys provoke refusals on purpose (a wrong password, a forbidden page) and assert the answer
 * themselves; journeys with a server of their own stop it to run an operator command while pages
 * are open, whose real-time clients then try to reconnect, as they do when an instance stops
 * (decision 069). What the app logs is still checked.
 */
const refusedRequest =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_CONNECTION_REFUSED$)/;
/**
 * The same for a real-time client's socket: a stopping server still answers the long-poll on a
 * connection the browser kept open, then refuses the socket the client opens to upgrade it.
 */
const refusedSocket =
  /^WebSocket connection to 'ws:\/\/[^']+\/socket\.io\/[^']*' failed: Error in connection establishment: net::ERR_CONNECTION_REFUSED$/;

/** What the consent banner stores (decision 068), and the stored answer journeys start with. */
const consentStorageKey = 'trademate:consent';
type StoredConsent = { analytics: boolean; marketing: boolean } | null;

/**
 * Every page of a journey starts with analytics refused, as if the visitor had answered the
 * banner already, so the banner covers no journey's buttons; a journey about the banner itself
 * sets `storedConsent: null`. Stored only where nothing is yet: a choice made in the journey stays.
 * The cookie that says so goes with it, so the server leaves the banner out (decision 089).
 */
async function presetConsent(
  context: BrowserContext,
  stored: StoredConsent,
  baseURL: string | undefined,
) {
  if (!stored) return;
  if (baseURL) {
    await context.addCookies([
      { name: consentCookieName, value: String(consentVersion), url: baseURL },
    ]);
  }
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) has no banner either.
      }
    },
    [consentStorageKey, JSON.stringify({ version: 1, ...stored })] as const,
  );
}

/**
 * Makes every API request of the worker's journeys (`request`, `page.request`, a context's
 * `request`) retry once when its connection is reset before an answer, unless the call says
 * otherwise. Playwright sends them through a keep-alive agent with no idle time of its own, and
 * Node's agent honours a server's `Keep-Alive: timeout=5` only when it has one: a pooled
 * connection is reused whatever its age. When the server closes it as idle in the moment the
 * worker writes its next request on it, the server never reads that request and the worker gets
 * `socket hang up` (ECONNRESET); a browser retries such a request by itself. Playwright's
 * `maxRetries` retries that reset and nothing else, and is only an option of each call, so the
 * default is set on the method every verb goes through (decision 094).
 */
async function retryResetRequests(playwright: {
  request: { newContext(): Promise<APIRequestContext> };
}) {
  const probe = await playwright.request.newContext();
  const prototype = Object.getPrototypeOf(probe) as APIRequestContext;
  await probe.dispose();
  const fetch = prototype.fetch;
  type Fetch = APIRequestContext['fetch'];
  prototype.fetch = function (this: APIRequestContext, ...[target, options]: Parameters<Fetch>) {
    return fetch.call(this, target, { ...options, maxRetries: options?.maxRetries ?? 1 });
  } as Fetch;
  return () => {
    prototype.fetch = fetch;
  };
}

type Guard = {
  /** The consent journeys start with; refused unless a journey says otherwise. */
  storedConsent: StoredConsent;
  /**
   * Console errors a test provokes on purpose (a resource it asks for that is missing), each
   * matched against the whole line. Nothing else that a page logs as an error is let through.
   */
  allowedConsoleErrors: RegExp[];
  pageProblems: void;
};

function describe(page: Page, what: string): string {
  return `${what} (${page.url()})`;
}

/**
 * Every journey fails on what a person's browser would show as broken: an uncaught error on any
 * page of the test (its own page, pages it opens, and pages in contexts it creates with
 * `browser.newContext()`), an error the app logs to the console, or a hydration warning of any kind.
 */
export const test = base.extend<Guard, { resetRequestsRetried: void }>({
  resetRequestsRetried: [
    async ({ playwright }, use) => {
      const restore = await retryResetRequests(playwright);
      await use();
      restore();
    },
    { scope: 'worker', auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  storedConsent: [{ analytics: false, marketing: false }, { option: true }],
  pageProblems: [
    async ({ browser, context, baseURL, allowedConsoleErrors, storedConsent }, use) => {
      await presetConsent(context, storedConsent, baseURL);
      const problems: string[] = [];
      const watched = new WeakSet<Page>();
      const watchPage = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on('pageerror', (error) => {
          problems.push(describe(page, `uncaught ${error.name}: ${error.message}`));
        });
        page.on('console', (message: ConsoleMessage) => {
          const text = message.text();
          const allowed = allowedConsoleErrors.some((pattern) => pattern.test(text));
          if (hydrationProblem.test(text) && !allowed) {
            problems.push(describe(page, `hydration ${message.type()}: ${text}`));
          } else if (
            message.type() === 'error' &&
            !allowed &&
            !refusedRequest.test(text) &&
            !refusedSocket.test(text)
          ) {
            problems.push(describe(page, `console error: ${text}`));
          }
        });
      };
      const watchContext = (watchedContext: BrowserContext) => {
        watchedContext.pages().forEach(watchPage);
        watchedContext.on('page', watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext;
      const patched: Browser['newContext'] = async (...args) => {
        const created = await newContext.apply(browser, args);
        watchContext(created);
        await presetConsent(created, storedConsent, baseURL);
        return created;
      };
      browser.newContext = patched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'what the pages of this journey showed as broken').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
