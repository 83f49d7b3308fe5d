import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRouter } from './app/router';
import { createStore } from './app/store';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={createStore()}>
      <AppRouter />
    </Provider>
  </StrictMode>,
);

// The installable app's service worker (docs/decisions/020): registered once the page has loaded,
// so it never competes with the first render; not in development, where Vite serves the modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js');
  });
}
