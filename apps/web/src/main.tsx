import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { preloadedStateElementId } from '@trademate/shared/page-rendering';
import { AppRouter } from './app/router';
import { createStore, type AppStore } from './app/store';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (store: AppStore) => (
  <StrictMode>
    <Provider store={store}>
      <AppRouter />
    </Provider>
  </StrictMode>
);

// A public page rendered on the server (decision 041) comes with the store state it was rendered
// from: the app takes over that markup. Every other page starts from the empty root.
const preloadedState = document.getElementById(preloadedStateElementId)?.textContent;
if (preloadedState) {
  // The state holds the API slice's queries: the slice must be in the store before it is made,
  // or the store would drop them (it joins when `lib/api.ts` loads, decision 042).
  void import('./lib/api').then(() => {
    hydrateRoot(container, app(createStore(JSON.parse(preloadedState))));
  });
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
