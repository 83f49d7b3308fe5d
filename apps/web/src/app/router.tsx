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
