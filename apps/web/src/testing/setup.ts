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

// A request no handler of the test answers is logged with console.error, which fails the test,
// and the app's request fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
