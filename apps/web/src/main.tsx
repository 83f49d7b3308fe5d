import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadedStateElementId } from '@trademate/shared/page-rendering';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/router';
import { createStore, type AppStore, type RootState } from './app/store';
import { warmUpIntl } from './lib/intl-warm-up';
import type { PreloadedPage } from './lib/preloaded-data';
import { preloadChunks } from './lib/preload-chunks';
import './index.css';

// First, so the formatters' data loads on another core while the page's chunks arrive.
warmUpIntl();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  store: AppStore,
  { data, origin, askConsent }: PreloadedPage<unknown> = {},
  serverState?: RootState,
) => (
  <StrictMode>
    <AppProviders
      store={store}
      serverState={serverState}
      data={data}
      origin={origin}
      askConsent={askConsent}
    >
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A page rendered on the server (decisions 041, 046: the public pages for a visitor without a
// session, a signed-in tradie's feed for them) comes with what it was rendered from: the app takes
// over that markup. A state without markup is drawn from. Every other page starts from the empty
// root and an empty store.
const preloadedBlock = document.getElementById(preloadedStateElementId)?.textContent;
if (preloadedBlock) {
  const page = JSON.parse(preloadedBlock) as PreloadedPage<Partial<RootState>>;
  if (page.chunks) preloadChunks(page.chunks);
  const start = () => {
    const store = createStore(page.store);
    // Hydrated as a transition, so React yields to the browser as it goes instead of taking the
    // page over in one long task (decision 050); from the state the page was rendered from
    // (`AppProviders`' `serverState`).
    if (container.hasChildNodes()) {
      const serverState = store.getState();
      startTransition(() => {
        hydrateRoot(container, app(store, page, serverState));
      });
    } else createRoot(container).render(app(store, page));
  };
  // A state holding the API slice's queries is taken over once the slice has joined the store
  // (when `lib/api.ts` loads, decision 042), so the first render reads them. A page read without
  // RTK Query (the home page, sign-in) is taken over at once, without loading it.
  if (page.store?.api) void import('./lib/api').then(start);
  else start();
} else {
  createRoot(container).render(app(createStore()));
}

// The installable app's service worker (docs/decisions/020): registered once the page has loaded,
// so it never competes with the first render; not in development, where Vite serves the modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js');
  });
}
