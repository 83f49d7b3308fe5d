import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { preloadedStateElementId, type PageRenderer } from '@trademate/shared/page-rendering';
import { buildTestApp, type TestApp } from './build-test-app';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
/** The site's public address: pages name their canonical address and link previews from it. */
export const PUBLIC_URL = 'https://trademate.test';

/**
 * The API with the pages rendered on the server (decisions 041, 046, 088, 090), by the web app's
 * own renderer loaded from its source (as `npm run build` builds it into dist-server), against the
 * real database: made before the file's tests, closed after them.
 */
export function renderingApp() {
  let vite: ViteDevServer | undefined;
  let webDistDir: string | undefined;
  let spa: TestApp | undefined;

  beforeAll(async () => {
    vite = await createServer({
      root: webRoot,
      configFile: join(webRoot, 'vite.server.config.ts'),
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    const pageRenderer = (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer;
    webDistDir = mkdtempSync(join(tmpdir(), 'trademate-web-'));
    // The page template: the web app's index.html, as the build starts from it.
    copyFileSync(join(webRoot, 'index.html'), join(webDistDir, 'index.html'));
    spa = await buildTestApp(
      { PUBLIC_URL },
      { webDistDir, pageRenderer, passes: ['push', 'payments'] },
    );
  });
  afterAll(async () => {
    await spa?.close();
    await vite?.close();
    if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
  });

  const app = () => spa!.app;
  return {
    app,
    /** A page as the browser asks for it, with the cookies given. */
    getPage: (url: string, cookie?: string) =>
      app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
  };
}

/** A loaded query in the store's state, as RTK Query keeps it. */
export interface PreloadedQuery {
  status: string;
  endpointName: string;
  originalArgs?: unknown;
  data?: unknown;
}

/**
 * What the page carries for the browser to take over from: the store's state (RTK Query's
 * loaded queries) and the answers read without RTK Query, by API path (decision 046).
 */
export function preloadedState(html: string) {
  const block = new RegExp(
    `<script type="application/json" id="${preloadedStateElementId}">([^<]*)</script>`,
  ).exec(html);
  if (!block) throw new Error('The page carries no preloaded state');
  return JSON.parse(block[1]!) as {
    store?: {
      session?: { user: Record<string, unknown> | null };
      api: { queries: Record<string, PreloadedQuery> };
    };
    data?: Record<string, unknown>;
    origin?: string;
    askConsent?: boolean;
  };
}

/** The page's loaded queries, by endpoint. */
export function queriesOf(html: string): Record<string, PreloadedQuery> {
  const queries = Object.values(preloadedState(html).store?.api.queries ?? {});
  return Object.fromEntries(queries.map((query) => [query.endpointName, query]));
}

/** The app's shell: an empty root, nothing to take over. */
export function isShell(html: string): boolean {
  return html.includes('<div id="root"></div>') && !html.includes(preloadedStateElementId);
}

/** The text of the rendered root, tags removed, as a reader without JavaScript sees it. */
export function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
  if (root === undefined) throw new Error('The page has no rendered root');
  return root
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
