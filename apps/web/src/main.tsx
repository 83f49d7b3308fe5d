import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { preloadedStateElementId } from '@trademate/shared/page-rendering';
import { AppRouter } from './app/router';
import { createStore, type AppStore, type RootState } from './app/store';
import { PreloadedDataProvider, type PreloadedPage } from './lib/preloaded-data';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (store: AppStore, { data = {} }: PreloadedPage<unknown> = {}) => (
  <StrictMode>
    <Provider store={store}>
      <PreloadedDataProvider value={data}>
        <AppRouter />
      </PreloadedDataProvider>
    </Provider>
  </StrictMode>
);

// A public page rendered on the server (decisions 041, 046) comes with what it was rendered from:
// the app takes over that markup. Every other page starts from the empty root.
const preloadedBlock = document.getElementById(preloadedStateElementId)?.textContent;
if (preloadedBlock) {
  const page = JSON.parse(preloadedBlock) as PreloadedPage<Partial<RootState>>;
  const hydrate = () => hydrateRoot(container, app(createStore(page.store), page));
  // A state holding the API slice's queries needs the slice in the store before it is made, or
  // the store would drop them (it joins when `lib/api.ts` loads, decision 042). A page read
  // without RTK Query (the home page, sign-in) is taken over at once, without loading it.
  if (page.store) void import('./lib/api').then(hydrate);
  else hydrate();
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
