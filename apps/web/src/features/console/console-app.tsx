import { Route, Routes } from 'react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RequireStaff } from './components/require-staff';

function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(load);
}

// Each console page is its own chunk too: the console's part of the app loads only under /admin.
const SignInPage = page(() => import('./pages/sign-in-page'));
const InvitationPage = page(() => import('./pages/invitation-page'));
const HomePage = page(() => import('./pages/console-home-page'));
const StaffPage = page(() => import('./pages/staff-page'));
const AuditPage = page(() => import('./pages/audit-page'));
const ArticlesPage = page(() => import('./pages/articles-page'));
const ArticleEditorPage = page(() => import('./pages/article-editor-page'));
const NewsletterPage = page(() => import('./pages/newsletter-page'));
const NewsletterIssuePage = page(() => import('./pages/newsletter-issue-page'));
const SupportQueuePage = page(() => import('./pages/support-queue-page'));
const SupportTicketPage = page(() => import('./pages/support-ticket-page'));
const PeoplePage = page(() => import('./pages/people-page'));
const ServicesPage = page(() => import('./pages/services-page'));
const LogbookUnitsPage = page(() => import('./pages/logbook-units-page'));
const PersonPage = page(() => import('./pages/person-page'));
const NumbersPage = page(() => import('./pages/numbers-page'));
const ModerationQueuePage = page(() => import('./pages/moderation-queue-page'));
const ReportPage = page(() => import('./pages/report-page'));
const DisputesPage = page(() => import('./pages/disputes-page'));
const DisputePage = page(() => import('./pages/dispute-page'));
const MoneyPage = page(() => import('./pages/money-page'));
const NotFound = page(() => import('./pages/console-not-found-page'));

/**
 * The operator console (decision 030), under `/admin`: its own sign-in, its own layout, none of the
 * customer site's header or footer. Paths here are relative to `/admin`.
 */
export default function ConsoleApp() {
  return (
    <Suspense
      fallback={
        <div className="grid min-h-dvh place-items-center">
          <Spinner label="Loading the console" />
        </div>
      }
    >
      <Routes>
        <Route path="login" element={<SignInPage />} />
        <Route path="invitation/:token" element={<InvitationPage />} />
        <Route element={<RequireStaff />}>
          <Route index element={<HomePage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="articles" element={<ArticlesPage />} />
          <Route path="articles/new" element={<ArticleEditorPage />} />
          <Route path="articles/:id" element={<ArticleEditorPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="newsletter/new" element={<NewsletterIssuePage />} />
          <Route path="newsletter/:id" element={<NewsletterIssuePage />} />
          <Route path="support" element={<SupportQueuePage />} />
          <Route path="support/:id" element={<SupportTicketPage />} />
          <Route path="people" element={<PeoplePage />} />
          <Route path="people/:id" element={<PersonPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="logbook-units" element={<LogbookUnitsPage />} />
          <Route path="numbers" element={<NumbersPage />} />
          <Route path="moderation" element={<ModerationQueuePage />} />
          <Route path="moderation/:id" element={<ReportPage />} />
          <Route path="disputes" element={<DisputesPage />} />
          <Route path="disputes/:id" element={<DisputePage />} />
          <Route path="money" element={<MoneyPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
