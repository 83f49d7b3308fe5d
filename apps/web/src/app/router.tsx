import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { RequireAccess } from './require-access';
import { SessionGate } from './session-gate';

// Every page is its own chunk; only the shell (layout, nav, footer) ships in the entry.
const HomePage = lazyPage(() => import('./routes/home-page'));
const ServicesPage = lazyPage(() => import('@/features/services/pages/services-page'));
const ContactUsPage = lazyPage(() => import('@/features/info/pages/contact-us-page'));
const TermsOfUsePage = lazyPage(() => import('@/features/info/pages/terms-of-use-page'));
const PrivacyPolicyPage = lazyPage(() => import('@/features/info/pages/privacy-policy-page'));
const BlogListPage = lazyPage(() => import('@/features/blog/pages/blog-list-page'));
const BlogPostPage = lazyPage(() => import('@/features/blog/pages/blog-post-page'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const SignupChoicePage = lazyPage(() => import('@/features/auth/pages/signup-choice-page'));
const SignupFormPage = lazyPage(() => import('@/features/auth/pages/signup-form-page'));
const VerifyPage = lazyPage(() => import('@/features/auth/pages/verify-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page'));
const UserProfilePage = lazyPage(() => import('@/features/account/pages/user-profile-page'));
const SettingsPage = lazyPage(() => import('@/features/account/pages/settings-page'));
const UserSubscriptionPage = lazyPage(
  () => import('@/features/account/pages/user-subscription-page'),
);
const TestCheckoutPage = lazyPage(() => import('@/features/payments/pages/test-checkout-page'));
const ChatsPage = lazyPage(() => import('@/features/chats/pages/chats-page'));
const ChatRoomPage = lazyPage(() => import('@/features/chats/pages/chat-room-page'));
const NotificationsPage = lazyPage(
  () => import('@/features/notifications/pages/notifications-page'),
);
const JobRequestsPage = lazyPage(() => import('@/features/job-requests/pages/job-requests-page'));
const JobRequestPage = lazyPage(() => import('@/features/job-requests/pages/job-request-page'));
const ContactClientPage = lazyPage(
  () => import('@/features/job-requests/pages/contact-client-page'),
);
const ServiceJobRequestsPage = lazyPage(
  () => import('@/features/job-requests/pages/service-job-requests-page'),
);
const JobHistoryPage = lazyPage(() => import('@/features/job-requests/pages/job-history-page'));
const JobHistoryEntryPage = lazyPage(
  () => import('@/features/job-requests/pages/job-history-entry-page'),
);
const PostJobPage = lazyPage(() => import('@/features/jobs/pages/post-job-page'));
const MyJobsPage = lazyPage(() => import('@/features/jobs/pages/my-jobs-page'));
const MyJobPage = lazyPage(() => import('@/features/jobs/pages/my-job-page'));
const EditJobPage = lazyPage(() => import('@/features/jobs/pages/edit-job-page'));
const ProfessionalsPage = lazyPage(() => import('@/features/directory/pages/professionals-page'));
const ProfessionalPage = lazyPage(() => import('@/features/directory/pages/professional-page'));
const ApprenticesPage = lazyPage(() => import('@/features/directory/pages/apprentices-page'));
const ApprenticePage = lazyPage(() => import('@/features/directory/pages/apprentice-page'));
const NotFoundPage = lazyPage(() => import('@/features/errors/pages/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.services.path} element={<ServicesPage />} />
        <Route path={paths.contactUs.path} element={<ContactUsPage />} />
        <Route path={paths.termsOfUse.path} element={<TermsOfUsePage />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyPage />} />
        <Route path={paths.blogs.path} element={<BlogListPage />} />
        <Route path={paths.blogPost.path} element={<BlogPostPage />} />
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.signup.path} element={<SignupChoicePage />} />
        <Route path={paths.signupAs.path} element={<SignupFormPage />} />
        <Route path={paths.verify.path} element={<VerifyPage />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
        <Route
          path={paths.userProfile.path}
          element={
            <RequireAccess>
              <UserProfilePage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.settings.path}
          element={
            <RequireAccess>
              <SettingsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.userSubscription.path}
          element={
            <RequireAccess>
              <UserSubscriptionPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.testCheckout.path}
          element={
            <RequireAccess>
              <TestCheckoutPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.chats.path}
          element={
            <RequireAccess>
              <ChatsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.chat.path}
          element={
            <RequireAccess>
              <ChatRoomPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.notifications.path}
          element={
            <RequireAccess>
              <NotificationsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.jobRequests.path}
          element={
            <RequireAccess roles={['tradie', 'freeTradie']}>
              <JobRequestsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.jobRequest.path}
          element={
            // Free tradies too: the page opens the upgrade modal; the API enforces the plan.
            <RequireAccess roles={['tradie', 'freeTradie']}>
              <JobRequestPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.contactClient.path}
          element={
            <RequireAccess roles={['tradie', 'freeTradie']} verified>
              <ContactClientPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.serviceDetail.path}
          element={
            <RequireAccess roles={['tradie']}>
              <ServiceJobRequestsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.jobHistory.path}
          element={
            <RequireAccess roles={['tradie']}>
              <JobHistoryPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.jobHistoryEntry.path}
          element={
            <RequireAccess roles={['tradie']}>
              <JobHistoryEntryPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.postJob.path}
          element={
            <RequireAccess roles={['client']} verified>
              <PostJobPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.myJobs.path}
          element={
            <RequireAccess roles={['client']} verified>
              <MyJobsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.myJob.path}
          element={
            <RequireAccess roles={['client']} verified>
              <MyJobPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.editJob.path}
          element={
            <RequireAccess roles={['client']} verified>
              <EditJobPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.professionals.path}
          element={
            <RequireAccess roles={['apprentice', 'tradie', 'freeTradie']} verified>
              <ProfessionalsPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.professionalDetail.path}
          element={
            <RequireAccess roles={['apprentice', 'tradie', 'freeTradie']} verified>
              <ProfessionalPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.apprentices.path}
          element={
            <RequireAccess roles={['tradie', 'freeTradie']} verified>
              <ApprenticesPage />
            </RequireAccess>
          }
        />
        <Route
          path={paths.apprenticeDetail.path}
          element={
            <RequireAccess roles={['tradie', 'freeTradie']} verified>
              <ApprenticePage />
            </RequireAccess>
          }
        />
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
