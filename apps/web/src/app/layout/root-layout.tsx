import { Suspense } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { company } from '@trademate/shared/constants/company';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthModalHost } from '../auth-modal-host';
import { ErrorBoundary } from '../error-boundary';
import { useRealtime } from '../use-realtime';
import { ConsentHost } from './consent-host';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function PageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      {/* The last page's title went with it: the document keeps one while the next one loads. */}
      <title>{company.productName}</title>
      <Spinner label="Loading page" className="scale-125" />
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  // On a phone a chat room is the whole screen under the header, as a messaging app's is: the
  // footer would only be scrolled into under the message box. The wide layout keeps it.
  const isChatRoom = useMatch(paths.chat.path) !== null;
  useRealtime();
  return (
    <>
      {/* First in the tab order: the banner asks before anything is recorded (decision 068). */}
      <ConsentHost />
      {/*
       * The header and the page fill at least the screen, so the footer starts below the fold:
       * while a page's chunk or data loads, the footer is not painted on screen only to be pushed
       * down when the page arrives (a layout shift, decision 040).
       */}
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ScrollManager />
        <SiteHeader />
        <main id="main" className="flex-1">
          {/* Keyed by path: a page that failed does not keep the next page from rendering. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
            <AuthModalHost />
          </ErrorBoundary>
        </main>
      </div>
      <SiteFooter className={isChatRoom ? 'hidden lg:block' : undefined} />
    </>
  );
}
