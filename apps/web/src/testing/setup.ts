// The DOM matchers (`toBeInTheDocument`, `toBeVisible`, `toHaveTextContent`…) on vitest's expect,
// with their types.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './api-server';

/**
 * The app asks for '/api/…', which a browser resolves against the page but Node's Request (jsdom
 * has none) refuses: resolve it against jsdom's location, as the browser would.
 */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

// `findBy…` and `waitFor` wait for the exact element they name; their default second is shorter
// than a lazily loaded page takes on a busy two-core machine, so they wait as long as a test may.
configure({ asyncUtilTimeout: 20_000 });

// A request no handler of the test answers is logged with console.error, which fails the test,
// and the app's request fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
