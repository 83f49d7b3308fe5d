/**
 * The server renderer (docs/decisions/041): built by `vite build --ssr` into dist-server and
 * called by the API for a visitor who is not signed in. It renders a public page with its data
 * into the built index.html, so the page is indexed and paints before any JavaScript runs; the
 * browser's app then hydrates it from the same store state (main.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import {
  preloadedStateElementId,
  type ClientManifest,
  type PageRenderRequest,
  type RenderedPage,
} from '@trademate/shared/page-rendering';
import { AppProviders } from './app/app-providers';
import { ErrorBoundary } from './app/error-boundary';
import { AppRoutes } from './app/router';
import { appReducer, type RootState } from './app/store';
import { env } from './config/env';
import { api } from './lib/api';
import type { PreloadedData, PreloadedPage } from './lib/preloaded-data';
import type { ServerRenderExtra } from './lib/server-base-query';
import { staffAuthApi } from './features/console/api/staff-auth';
import { getCurrentUserApi } from './features/session/api/get-current-user';
import { sessionStarted } from './features/session/slice';
import { matchPublicPage, type QueryOutcome } from './server/public-pages';
import { matchConsolePage } from './server/console-pages';
import { once } from './server/load-once';
import { matchSignedInPage } from './server/signed-in-pages';
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

/**
 * What the browser's store starts from: the loaded queries; everything else starts fresh. Nothing
 * when the page loaded no query, so the browser takes it over without loading RTK Query first.
 */
function stateForBrowser(state: RootState): Partial<RootState> | undefined {
  const { queries, provided } = state[api.reducerPath];
  if (Object.keys(queries).length === 0) return undefined;
  return { [api.reducerPath]: { queries, provided } } as Partial<RootState>;
}

/**
 * A GET of an API path for a component that reads it without RTK Query, answered in-process: the
 * answer's `data` is kept in `data` under that path, for the render and for the browser.
 */
function dataFetcher(fetchApi: PageRenderRequest['fetchApi'], data: PreloadedData) {
  const apiBase = new URL(env.apiBaseUrl, 'http://localhost').pathname.replace(/\/$/, '');
  return async (apiPath: string): Promise<QueryOutcome> => {
    const answer = await fetchApi(`${apiBase}${apiPath}`);
    if (answer.status !== 200) return { error: { status: answer.status } };
    data[apiPath] = (JSON.parse(answer.body) as { data: unknown }).data;
    return {};
  };
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // React answers a component that throws with the boundary's fallback and a note to render it in
  // the browser: such a page is not sent; the API logs the error and sends the shell.
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      renderError ??= error;
    },
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every boundary inline, in place: React would otherwise send a large page apart with an
    // inline script to move it in, which the Content-Security-Policy forbids and which needs
    // JavaScript to show anything.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (renderError !== undefined) throw renderError;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The tree the browser hydrates (router.tsx's AppRouter), with the address fixed and no session
 * gate: the gate renders its children at once in the browser too, for a visitor without a
 * session and for a page that came with the session (decision 046).
 */
function renderApp(
  store: ReturnType<typeof createServerStore>,
  preloadedData: PreloadedData,
  location: URL,
  { origin, askConsent }: { origin: string; askConsent: boolean },
): Promise<string> {
  return renderToHtml(
    <StrictMode>
      <AppProviders store={store} data={preloadedData} origin={origin} askConsent={askConsent}>
        <ErrorBoundary>
          <StaticRouter location={location.pathname + location.search}>
            <AppRoutes />
          </StaticRouter>
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}

/** The chunks of `modules` and the chunks they import, less the entry's (index.html has those). */
function chunkFiles(manifest: ClientManifest | undefined, modules: string[]): string[] {
  if (!manifest) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files].map((file) => `/${file}`);
}

/** `<link rel="modulepreload">` for those chunks: fetched beside the entry rather than after it. */
function modulePreloads(manifest: ClientManifest | undefined, modules: string[]): string {
  return chunkFiles(manifest, modules)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}

export async function renderPage({
  url,
  template,
  publicUrl,
  clientManifest,
  fetchApi,
  consentAnswered = true,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const page = matchPublicPage(location.pathname);
  if (!page) return null;

  const store = createServerStore({ fetchApi });
  const preloadedData: PreloadedData = {};
  const data = await page.load(location.searchParams, {
    dispatch: store.dispatch,
    fetchData: dataFetcher(fetchApi, preloadedData),
  });
  if (data.kind === 'shell') return null;
  if (data.kind === 'redirect') return { kind: 'redirect', status: 301, location: data.location };

  const origin = new URL(publicUrl).origin;
  const askConsent = !consentAnswered;
  const markup = await renderApp(store, preloadedData, location, { origin, askConsent });
  return {
    kind: 'page',
    status: data.kind === 'notFound' ? 404 : 200,
    html: pageHtml(template, markup, modulePreloads(clientManifest, page.modules), {
      store: stateForBrowser(store.getState()),
      data: Object.keys(preloadedData).length > 0 ? preloadedData : undefined,
      origin,
      askConsent: askConsent || undefined,
    }),
  };
}

/** The built index.html with the rendered markup, the page's preloads and the state to take over. */
function pageHtml(
  template: string,
  markup: string,
  headElements: string,
  state: PreloadedPage<Partial<RootState>>,
): string {
  return injectIntoTemplate(template, {
    markup,
    headElements,
    state,
    stateElementId: preloadedStateElementId,
  });
}

/**
 * For a visitor who may be signed in (the session cookie came with the request; `fetchApi` sends
 * it on): the page rendered for them, with the session and the page's first data in the store's
 * state, for the pages `server/signed-in-pages.ts` lists (decision 046). The page paints before
 * any JavaScript runs, and the app takes it over without asking `GET /user/me` and then the
 * page's data. Null when the page is not listed or nobody is signed in: the API sends the shell,
 * and the app asks as before.
 */
export async function renderSignedInPage({
  url,
  template,
  publicUrl,
  clientManifest,
  fetchApi,
  consentAnswered = true,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const page = matchSignedInPage(location.pathname);
  if (!page) return null;

  const store = createServerStore({ fetchApi });
  const me = await store.dispatch(
    getCurrentUserApi.endpoints.getCurrentUser.initiate(undefined, once),
  );
  // Nobody signed in, or somebody the page would send away: the shell, as before.
  if (!me.data || !page.mayOpen(me.data)) return null;
  store.dispatch(sessionStarted(me.data));
  await page.load(me.data, location.searchParams, store.dispatch);
  // Rendered with the user's own header and data, so the page paints before any JavaScript runs.
  const origin = new URL(publicUrl).origin;
  const askConsent = !consentAnswered;
  const markup = await renderApp(store, {}, location, { origin, askConsent });

  const state = store.getState();
  return {
    kind: 'page',
    status: 200,
    html: pageHtml(template, markup, '', {
      store: { session: state.session, ...stateForBrowser(state) },
      origin,
      askConsent: askConsent || undefined,
      chunks: chunkFiles(clientManifest, [page.module]),
    }),
  };
}

/**
 * For a visitor with the console's session cookie (`fetchApi` sends it): the console page rendered
 * for the staff member, with their session and the page's first data in the store's state, for
 * the pages `server/console-pages.ts` lists (decision 090). Null when the page is not listed, the
 * session has ended, or the staff member's role may not open the page: the API sends the shell,
 * and the console asks as before.
 */
export async function renderConsolePage({
  url,
  template,
  publicUrl,
  fetchApi,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const page = matchConsolePage(location.pathname);
  if (!page) return null;

  const store = createServerStore({ fetchApi });
  const me = await store.dispatch(staffAuthApi.endpoints.getStaffMe.initiate(undefined, once));
  if (!me.data || !page.roles.includes(me.data.staff.role)) return null;
  await page.load(location.searchParams, store.dispatch);
  const origin = new URL(publicUrl).origin;
  // The console has no consent banner: it is not the site's layout, and records nothing.
  const markup = await renderApp(store, {}, location, { origin, askConsent: false });
  return {
    kind: 'page',
    status: 200,
    html: pageHtml(template, markup, '', { store: stateForBrowser(store.getState()), origin }),
  };
}
