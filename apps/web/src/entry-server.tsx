/**
 * The server renderer (docs/decisions/041): built by `vite build --ssr` into dist-server and
 * called by the API for a visitor who is not signed in. It renders a public page with its data
 * into the built index.html, so the page is indexed and paints before any JavaScript runs; the
 * browser's app then hydrates it from the same store state (main.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import {
  preloadedStateElementId,
  type ClientManifest,
  type PageRenderRequest,
  type RenderedPage,
} from '@trademate/shared/page-rendering';
import { ErrorBoundary } from './app/error-boundary';
import { AppRoutes } from './app/router';
import { appReducer, type RootState } from './app/store';
import { api } from './lib/api';
import type { ServerRenderExtra } from './lib/server-base-query';
import { matchPublicPage } from './server/public-pages';
import { injectIntoTemplate } from './server/template';

/** A page whose render has not finished by then is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

function createServerStore(extra: ServerRenderExtra) {
  return configureStore({
    reducer: appReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

/** What the browser's store starts from: the loaded queries; everything else starts fresh. */
function stateForBrowser(state: RootState): Partial<RootState> {
  const { queries, provided } = state[api.reducerPath];
  return { [api.reducerPath]: { queries, provided } } as Partial<RootState>;
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every boundary inline, in place: React would otherwise send a large page apart with an
    // inline script to move it in, which the Content-Security-Policy forbids and which needs
    // JavaScript to show anything.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `<link rel="modulepreload">` for the chunks of `modules` and the chunks they import, less the
 * entry's (index.html has those): fetched beside the entry rather than after it.
 */
function modulePreloads(manifest: ClientManifest | undefined, modules: string[]): string {
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

export async function renderPage({
  url,
  template,
  clientManifest,
  fetchApi,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const page = matchPublicPage(location.pathname);
  if (!page) return null;

  const store = createServerStore({ fetchApi });
  const data = await page.load(location.searchParams, store.dispatch);
  if (data.kind === 'shell') return null;
  if (data.kind === 'redirect') return { kind: 'redirect', status: 301, location: data.location };

  // The tree the browser hydrates (router.tsx's AppRouter), with the address fixed and no
  // session gate: a visitor without a session renders at once there too.
  const markup = await renderToHtml(
    <StrictMode>
      <Provider store={store}>
        <ErrorBoundary>
          <StaticRouter location={location.pathname + location.search}>
            <AppRoutes />
          </StaticRouter>
        </ErrorBoundary>
      </Provider>
    </StrictMode>,
  );
  return {
    kind: 'page',
    status: data.kind === 'notFound' ? 404 : 200,
    html: injectIntoTemplate(template, {
      markup,
      headElements: modulePreloads(clientManifest, page.modules),
      state: stateForBrowser(store.getState()),
      stateElementId: preloadedStateElementId,
    }),
  };
}
