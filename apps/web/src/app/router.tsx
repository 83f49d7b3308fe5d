import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { professionalTypes, serviceOfferingTypes } from '@trademate/shared/constants/user-roles';
import type { UserType } from '@trademate/shared/constants/users';
import { paths } from '@/config/paths';
import { consoleRoutePath } from './console-route';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { RequireAccess } from './require-access';
import { SessionGate } from './session-gate';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Who may open a page (spec section 2): any signed-in user (`{}`), or these roles, verified or not. */
interface Access {
  roles?: readonly UserType[];
  verified?: boolean;
}

const signedIn: Access = {};

/**
 * Every page of the app: its path, its chunk (every page is its own; only the shell ships in the
 * entry) and, for guarded pages, who may open it. One table keeps the route list small in the
 * first-load bundle and the access rules readable in one place.
 */
const pages: [path: string, load: PageModule, access?: Access][] = [
  [paths.services.path, () => import('@/features/services/pages/services-page')],
  // Everyone: tradies see the service's job requests, others its public page (the route decides).
  [paths.serviceDetail.path, () => import('./routes/service-detail-route')],
  [paths.contactUs.path, () => import('@/features/info/pages/contact-us-page')],
  [paths.termsOfUse.path, () => import('@/features/info/pages/terms-of-use-page')],
  [paths.privacyPolicy.path, () => import('@/features/info/pages/privacy-policy-page')],
  [paths.blogs.path, () => import('@/features/blog/pages/blog-list-page')],
  [paths.blogPost.path, () => import('@/features/blog/pages/blog-post-page')],
  [paths.login.path, () => import('@/features/auth/pages/login-page')],
  [paths.signup.path, () => import('@/features/auth/pages/signup-choice-page')],
  [paths.signupAs.path, () => import('@/features/auth/pages/signup-form-page')],
  [paths.verify.path, () => import('@/features/auth/pages/verify-page')],
  [paths.forgotPassword.path, () => import('@/features/auth/pages/forgot-password-page')],
  [paths.userProfile.path, () => import('@/features/account/pages/user-profile-page'), signedIn],
  [paths.settings.path, () => import('./routes/settings-route'), signedIn],
  [
    paths.userSubscription.path,
    () => import('@/features/account/pages/user-subscription-page'),
    signedIn,
  ],
  [paths.testCheckout.path, () => import('@/features/payments/pages/test-checkout-page'), signedIn],
  // The test mode's checkout of a payment held on a job; the API refuses anyone but its client.
  [
    paths.jobCheckout.path,
    () => import('@/features/job-payments/pages/job-checkout-page'),
    { roles: ['client'], verified: true },
  ],
  [
    paths.payouts.path,
    () => import('@/features/job-payments/pages/payouts-page'),
    { roles: professionalTypes, verified: true },
  ],
  [paths.chats.path, () => import('@/features/chats/pages/chats-page'), signedIn],
  // The professional's quote on the job is composed into the room's header.
  [paths.chat.path, () => import('./routes/chat-room-route'), signedIn],
  [
    paths.notifications.path,
    () => import('@/features/notifications/pages/notifications-page'),
    signedIn,
  ],
  [
    paths.notificationSettings.path,
    () => import('./routes/notification-settings-route'),
    { verified: true },
  ],
  [paths.myTickets.path, () => import('@/features/tickets/pages/my-tickets-page'), signedIn],
  [paths.myTicket.path, () => import('@/features/tickets/pages/my-ticket-page'), signedIn],
  [paths.unsubscribe.path, () => import('@/features/notification-settings/pages/unsubscribe-page')],
  [
    paths.newsletterConfirm.path,
    () => import('@/features/newsletter/pages/newsletter-confirm-page'),
  ],
  [
    paths.newsletterUnsubscribe.path,
    () => import('@/features/newsletter/pages/newsletter-unsubscribe-page'),
  ],
  [
    paths.jobRequests.path,
    () => import('@/features/job-requests/pages/job-requests-page'),
    { roles: professionalTypes },
  ],
  // Free tradies too: the page opens the upgrade modal; the API enforces the plan. The route adds
  // the professional's quote once they have contacted the client.
  [paths.jobRequest.path, () => import('./routes/job-request-route'), { roles: professionalTypes }],
  // With TradeMate's fee on payments through it composed in.
  [
    paths.sendQuote.path,
    () => import('./routes/quote-form-route'),
    { roles: professionalTypes, verified: true },
  ],
  // The client and the professional of a quote alike; the API refuses anyone else. The route adds
  // the payments held on an accepted quote.
  [paths.quote.path, () => import('./routes/quote-route'), signedIn],
  [
    paths.contactClient.path,
    () => import('@/features/job-requests/pages/contact-client-page'),
    { roles: professionalTypes, verified: true },
  ],
  [
    paths.jobHistory.path,
    () => import('@/features/job-requests/pages/job-history-page'),
    { roles: ['tradie'] },
  ],
  [
    paths.jobHistoryEntry.path,
    () => import('@/features/job-requests/pages/job-history-entry-page'),
    { roles: ['tradie'] },
  ],
  [
    paths.postJob.path,
    () => import('@/features/jobs/pages/post-job-page'),
    { roles: ['client'], verified: true },
  ],
  [
    paths.myJobs.path,
    () => import('@/features/jobs/pages/my-jobs-page'),
    { roles: ['client'], verified: true },
  ],
  // With the comparison of the quotes on the job composed in.
  [paths.myJob.path, () => import('./routes/my-job-route'), { roles: ['client'], verified: true }],
  [
    paths.editJob.path,
    () => import('@/features/jobs/pages/edit-job-page'),
    { roles: ['client'], verified: true },
  ],
  [
    paths.professionals.path,
    () => import('@/features/directory/pages/professionals-page'),
    { roles: serviceOfferingTypes, verified: true },
  ],
  // Clients too, for the professionals who contacted them or whom they hired (decision 021): the
  // API refuses any other, and the directory itself stays out of their navigation.
  // An apprentice may ask them to supervise their logbook (the route composes it in).
  [
    paths.professionalDetail.path,
    () => import('./routes/professional-route'),
    { roles: [...serviceOfferingTypes, 'client'], verified: true },
  ],
  [
    paths.apprentices.path,
    () => import('@/features/directory/pages/apprentices-page'),
    { roles: professionalTypes, verified: true },
  ],
  [
    paths.apprenticeDetail.path,
    () => import('@/features/directory/pages/apprentice-page'),
    { roles: professionalTypes, verified: true },
  ],
  // The apprentice's logbook and the professional's review of it (decision 072); the API lets
  // only an entry's apprentice and its supervisor read it.
  [
    paths.logbook.path,
    () => import('@/features/logbook/pages/logbook-page'),
    { roles: ['apprentice'], verified: true },
  ],
  [
    paths.logbookNewEntries.path,
    () => import('@/features/logbook/pages/log-week-page'),
    { roles: ['apprentice'], verified: true },
  ],
  [
    paths.logbookEntry.path,
    () => import('@/features/logbook/pages/entry-page'),
    { roles: ['apprentice', ...professionalTypes], verified: true },
  ],
  [
    paths.logbookReview.path,
    () => import('@/features/logbook/pages/review-page'),
    { roles: professionalTypes, verified: true },
  ],
];

// Made once, at load: a lazy component created during render would remount on every render.
const HomePage = lazyPage(() => import('./routes/home-page'));
const NotFoundPage = lazyPage(() => import('@/features/errors/pages/not-found-page'));
// The operator console (decision 030): its own layout and chunks, none in the home route.
const ConsoleApp = lazyPage(() => import('@/features/console/console-app'));
const pageRoutes = pages.map(([path, load, access]) => ({ path, Page: lazyPage(load), access }));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={consoleRoutePath}
        element={
          <Suspense fallback={null}>
            <ConsoleApp />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        {pageRoutes.map(({ path, Page, access }) => (
          <Route
            key={path}
            path={path}
            element={
              access ? (
                <RequireAccess roles={access.roles} verified={access.verified}>
                  <Page />
                </RequireAccess>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
