import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';

// Every page is its own chunk; only the shell (layout, nav, footer) ships in the entry.
const HomePage = lazyPage(() => import('./routes/home-page'));
const ServicesPage = lazyPage(() => import('@/features/services/pages/services-page'));
const ContactUsPage = lazyPage(() => import('@/features/info/pages/contact-us-page'));
const TermsOfUsePage = lazyPage(() => import('@/features/info/pages/terms-of-use-page'));
const PrivacyPolicyPage = lazyPage(() => import('@/features/info/pages/privacy-policy-page'));
const BlogListPage = lazyPage(() => import('@/features/blog/pages/blog-list-page'));
const BlogPostPage = lazyPage(() => import('@/features/blog/pages/blog-post-page'));
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
