import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { ConsentInPageContext } from '@/lib/analytics/consent';
import { PreloadedDataProvider, type PreloadedData } from '@/lib/preloaded-data';
import { SiteOriginProvider } from '@/lib/site-origin';
import type { RootState } from './store';

interface AppProvidersProps {
  /** The browser's store, or the server's for one page. */
  store: Store<RootState>;
  /**
   * The state a page the server rendered was rendered from, when the app takes that page over:
   * every part of the page is taken over from it, however late its chunk arrives. The store may
   * have moved on by then (a chat room marking itself read changes the header's counts), and a
   * part drawn from the newer state would not match the server's (React's error #418). Parts that
   * differ are drawn again once taken over.
   */
  serverState?: RootState;
  /** What the server read without RTK Query, by API path (decision 046). */
  data?: PreloadedData;
  /** The site's public origin, for the addresses a page names (decision 041). */
  origin?: string | null;
  /** Whether the page carries the consent banner (decision 089). */
  askConsent?: boolean;
  children: ReactNode;
}

/** What every page renders inside, on the server and in the browser: the store and the page's context. */
export function AppProviders({
  store,
  serverState,
  data = {},
  origin = null,
  askConsent,
  children,
}: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <PreloadedDataProvider value={data}>
        <SiteOriginProvider value={origin}>
          <ConsentInPageContext.Provider value={askConsent}>
            {children}
          </ConsentInPageContext.Provider>
        </SiteOriginProvider>
      </PreloadedDataProvider>
    </Provider>
  );
}
