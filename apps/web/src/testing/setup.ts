// The DOM matchers (`toBeInTheDocument`, `toBeVisible`, `toHaveTextContent`…) on vitest's expect,
// with their types.
import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './api-server';
import { drawnCharts } from './chart-library';

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

/**
 * The app's requests go through Node's Request and fetch (jsdom has none), which from Node.js 24
 * take only Node's own FormData and File, not jsdom's. The tests' files are made of Node's class,
 * as a file input would hand over the browser's, and the app's forms are Node's, filled from a
 * form element through jsdom's when the app reads one (the home page's search).
 */
const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;
const JsdomFormData = globalThis.FormData;
class PageFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
  }
}
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = PageFormData;

// `findBy…` and `waitFor` wait for the exact element they name; their default second is shorter
// than a lazily loaded page takes on a busy two-core machine, so they wait as long as a test may.
configure({ asyncUtilTimeout: 20_000 });

// A request no handler of the test answers is logged with console.error, which fails the test,
// and the app's request fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom draws no canvas and observes no sizes: every file's charts are drawn by one stand-in that
// keeps what each was given (chart-library.ts), whose sizes nothing observes.
vi.mock('@/lib/load-chart-library', () => import('./chart-library'));
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);
afterEach(() => {
  drawnCharts.length = 0;
});
