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
