import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { MarketplaceProvider } from './modules/job-payments/marketplace-provider';
import type { PaymentProviderClient } from './modules/payments/payment-provider';
import {
  paymentsRoutes,
  subscriptionRoutes,
  upgradeRoutes,
} from './modules/payments/payments.routes';
import { alertsPlugin } from './modules/alerts/alerts.plugin';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { auditPlugin } from './modules/audit/audit.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { blogAdminRoutes } from './modules/blog/blog.admin-routes';
import { blogCoverAdminRoutes } from './modules/uploads/blog-cover.admin-routes';
import { blogPlugin } from './modules/blog/blog.plugin';
import { blogRoutes } from './modules/blog/blog.routes';
import { catalogueEditorPlugin, serviceCataloguePlugin } from './modules/services/services.plugin';
import { chatsPlugin } from './modules/chats/chats.plugin';
import { chatsRoutes } from './modules/chats/chats.routes';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import { credentialsPlugin } from './modules/credentials/credentials.plugin';
import { credentialsRoutes } from './modules/credentials/credentials.routes';
import { directoryPlugin } from './modules/directory/directory.plugin';
import { directoryRoutes } from './modules/directory/directory.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobHistoryPlugin } from './modules/job-history/job-history.plugin';
import { jobHistoryRoutes } from './modules/job-history/job-history.routes';
import { jobPaymentsAdminRoutes } from './modules/job-payments/job-payments.admin-routes';
import { jobPaymentsPlugin } from './modules/job-payments/job-payments.plugin';
import { jobPaymentsRoutes } from './modules/job-payments/job-payments.routes';
import { jobRequestsPlugin } from './modules/job-requests/job-requests.plugin';
import { jobRequestsRoutes } from './modules/job-requests/job-requests.routes';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { ledgerPlugin } from './modules/ledger/ledger.plugin';
import { logbookAdminRoutes } from './modules/logbook/logbook.admin-routes';
import { logbookPlugin } from './modules/logbook/logbook.plugin';
import { logbookReportsPlugin } from './modules/logbook/logbook.reports.plugin';
import { logbookReportsRoutes } from './modules/logbook/logbook.reports.routes';
import { logbookRoutes } from './modules/logbook/logbook.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { moderationAdminRoutes } from './modules/moderation/moderation.admin-routes';
import { moderationPlugin } from './modules/moderation/moderation.plugin';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes';
import { newsletterPlugin } from './modules/newsletter/newsletter.plugin';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationSettingsRoutes, unsubscribeRoutes } from './modules/alerts/alerts.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { numbersAdminRoutes } from './modules/numbers/numbers.admin-routes';
import { numbersPlugin } from './modules/numbers/numbers.plugin';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { peopleAdminRoutes } from './modules/people/people.admin-routes';
import { peoplePlugin } from './modules/people/people.plugin';
import { placesPlugin } from './modules/places/places.plugin';
import { placesRoutes } from './modules/places/places.routes';
import { plansPlugin } from './modules/plans/plans.plugin';
import { plansRoutes } from './modules/plans/plans.routes';
import { pushPlugin } from './modules/push/push.plugin';
import { pushRoutes } from './modules/push/push.routes';
import { quoteVariationsRoutes } from './modules/quotes/quotes.variations.routes';
import { quotesPlugin } from './modules/quotes/quotes.plugin';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { reviewsPlugin } from './modules/reviews/reviews.plugin';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { safetyPlugin } from './modules/safety/safety.plugin';
import { safetyRoutes } from './modules/safety/safety.routes';
import { serviceQuestionsRoutes } from './modules/services/question-sets.routes';
import { servicesAdminRoutes } from './modules/services/services.admin-routes';
import { servicesRoutes } from './modules/services/services.routes';
import { sitemapPlugin } from './modules/sitemap/sitemap.plugin';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { staffPlugin } from './modules/staff/staff.plugin';
import { staffRoutes } from './modules/staff/staff.routes';
import { subscriptionsPlugin } from './modules/subscriptions/subscriptions.plugin';
import { ticketsAdminRoutes } from './modules/tickets/tickets.admin-routes';
import { ticketsPlugin } from './modules/tickets/tickets.plugin';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { uploadedFilesPlugin, uploadsPlugin } from './modules/uploads/uploads.plugin';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersPlugin } from './modules/users/users.plugin';
import { usersRoutes } from './modules/users/users.routes';

/**
 * Every module's plugin, in an order where each comes after the plugins it names (the module map
 * in docs/ARCHITECTURE.md): each builds its service once and decorates the app with it.
 */
export async function registerModulePlugins(
  app: FastifyInstance,
  {
    pushAgent,
    paymentProvider,
    marketplaceProvider,
  }: {
    pushAgent?: Agent;
    paymentProvider?: PaymentProviderClient;
    marketplaceProvider?: MarketplaceProvider;
  },
): Promise<void> {
  // Each service is built once, here, by its module's plugin, which names the services it uses.
  await app.register(mailPlugin);
  await app.register(pushPlugin, { agent: pushAgent });
  await app.register(auditPlugin);
  await app.register(ledgerPlugin);
  await app.register(staffPlugin);
  await app.register(subscriptionsPlugin);
  await app.register(placesPlugin);
  await app.register(usersPlugin);
  await app.register(credentialsPlugin);
  await app.register(authPlugin);
  await app.register(notificationsPlugin);
  await app.register(uploadedFilesPlugin);
  await app.register(serviceCataloguePlugin);
  await app.register(plansPlugin);
  await app.register(blogPlugin);
  await app.register(newsletterPlugin);
  await app.register(ticketsPlugin);
  await app.register(safetyPlugin);
  await app.register(reviewsPlugin);
  await app.register(chatsPlugin);
  await app.register(uploadsPlugin);
  await app.register(alertsPlugin);
  await app.register(jobsPlugin);
  await app.register(jobRequestsPlugin);
  await app.register(jobHistoryPlugin);
  await app.register(logbookReportsPlugin);
  await app.register(directoryPlugin);
  await app.register(quotesPlugin);
  await app.register(jobPaymentsPlugin, { marketplaceProvider });
  await app.register(paymentsPlugin, {
    provider: paymentProvider ?? (await createPaymentProvider(app.config.stripe)),
  });
  await app.register(peoplePlugin);
  await app.register(catalogueEditorPlugin);
  await app.register(numbersPlugin);
  await app.register(moderationPlugin);
  await app.register(sitemapPlugin);
  await app.register(logbookPlugin);
}

/** Every module's routes, each under its prefix (the spec's paths, then the console's). */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(servicesRoutes, { prefix: '/api/service' });
  await app.register(serviceQuestionsRoutes, { prefix: '/api/services' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(plansRoutes, { prefix: '/api/plan' });
  await app.register(placesRoutes, { prefix: '/api/places' });
  await app.register(blogRoutes, { prefix: '/api/blog' });
  await app.register(authRoutes, { prefix: '/api/user' });
  await app.register(usersRoutes, { prefix: '/api/user' });
  await app.register(credentialsRoutes, { prefix: '/api/user' });
  await app.register(uploadsRoutes, { prefix: '/api/upload' });
  await app.register(ticketsRoutes, { prefix: '/api/ticket' });
  await app.register(jobsRoutes, { prefix: '/api/job' });
  await app.register(chatsRoutes, { prefix: '/api/chat' });
  await app.register(notificationsRoutes, { prefix: '/api/notification' });
  await app.register(notificationSettingsRoutes, { prefix: '/api/notification-settings' });
  await app.register(unsubscribeRoutes, { prefix: '/api/unsubscribe' });
  await app.register(directoryRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api/review' });
  await app.register(safetyRoutes, { prefix: '/api' });
  await app.register(jobRequestsRoutes, { prefix: '/api/jobRequest' });
  await app.register(jobHistoryRoutes, { prefix: '/api/jobHistory' });
  await app.register(logbookReportsRoutes, { prefix: '/api/logbook' });
  await app.register(quotesRoutes, { prefix: '/api' });
  await app.register(quoteVariationsRoutes, { prefix: '/api' });
  await app.register(jobPaymentsRoutes, { prefix: '/api' });
  await app.register(logbookRoutes, { prefix: '/api/logbook' });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription' });
  await app.register(upgradeRoutes, { prefix: '/api/user' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  await app.register(staffRoutes, { prefix: '/api/admin' });
  await app.register(peopleAdminRoutes, { prefix: '/api/admin' });
  await app.register(blogAdminRoutes, { prefix: '/api/admin' });
  await app.register(blogCoverAdminRoutes, { prefix: '/api/admin' });
  await app.register(ticketsAdminRoutes, { prefix: '/api/admin' });
  await app.register(servicesAdminRoutes, { prefix: '/api/admin' });
  await app.register(numbersAdminRoutes, { prefix: '/api/admin' });
  await app.register(newsletterAdminRoutes, { prefix: '/api/admin' });
  await app.register(moderationAdminRoutes, { prefix: '/api/admin' });
  await app.register(jobPaymentsAdminRoutes, { prefix: '/api/admin' });
  await app.register(logbookAdminRoutes, { prefix: '/api/admin' });
  await app.register(sitemapRoutes);
}
