import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PageRenderer } from '@trademate/shared/page-rendering';
import type { AppConfig } from './config/env';
import type { Database, Db } from './db/client';
import { createPassRegistry, type PassRegistry, type PassSelection } from './lib/background-passes';
import { serializeError } from './lib/log-serializers';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { compileResponseSerializer, type SerializerChecks } from './lib/respond';
import { trustFunction } from './lib/trust-proxy';
import { resolveJwtSecret } from './lib/secrets';
import { createTokens, type Tokens } from './lib/tokens';
import { alertsPlugin } from './modules/alerts/alerts.plugin';
import { notificationSettingsRoutes, unsubscribeRoutes } from './modules/alerts/alerts.routes';
import { auditPlugin } from './modules/audit/audit.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { blogPlugin } from './modules/blog/blog.plugin';
import { blogAdminRoutes } from './modules/blog/blog.admin-routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { chatsPlugin } from './modules/chats/chats.plugin';
import { chatsRoutes } from './modules/chats/chats.routes';
import { credentialsPlugin } from './modules/credentials/credentials.plugin';
import { credentialsRoutes } from './modules/credentials/credentials.routes';
import { directoryPlugin } from './modules/directory/directory.plugin';
import { directoryRoutes } from './modules/directory/directory.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobHistoryPlugin } from './modules/job-history/job-history.plugin';
import { jobHistoryRoutes } from './modules/job-history/job-history.routes';
import { jobRequestsPlugin } from './modules/job-requests/job-requests.plugin';
import { jobRequestsRoutes } from './modules/job-requests/job-requests.routes';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { ledgerPlugin } from './modules/ledger/ledger.plugin';
import { logbookPlugin } from './modules/logbook/logbook.plugin';
import { logbookRoutes } from './modules/logbook/logbook.routes';
import { logbookAdminRoutes } from './modules/logbook/logbook.admin-routes';
import { logbookReportsPlugin } from './modules/logbook/logbook.reports.plugin';
import { logbookReportsRoutes } from './modules/logbook/logbook.reports.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { newsletterPlugin } from './modules/newsletter/newsletter.plugin';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationsPlugin } from './modules/notifications/notifications.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createPaymentProvider } from './modules/payments/create-payment-provider';
import type { PaymentProviderClient } from './modules/payments/payment-provider';
import {
  paymentsRoutes,
  subscriptionRoutes,
  upgradeRoutes,
} from './modules/payments/payments.routes';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { pushPlugin } from './modules/push/push.plugin';
import { pushRoutes } from './modules/push/push.routes';
import { quotesPlugin } from './modules/quotes/quotes.plugin';
import { jobPaymentsPlugin } from './modules/job-payments/job-payments.plugin';
import { jobPaymentsRoutes } from './modules/job-payments/job-payments.routes';
import { jobPaymentsAdminRoutes } from './modules/job-payments/job-payments.admin-routes';
import type { MarketplaceProvider } from './modules/job-payments/marketplace-provider';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quoteVariationsRoutes } from './modules/quotes/quotes.variations.routes';
import { peopleAdminRoutes } from './modules/people/people.admin-routes';
import { peoplePlugin } from './modules/people/people.plugin';
import { numbersAdminRoutes } from './modules/numbers/numbers.admin-routes';
import { numbersPlugin } from './modules/numbers/numbers.plugin';
import { moderationAdminRoutes } from './modules/moderation/moderation.admin-routes';
import { moderationPlugin } from './modules/moderation/moderation.plugin';
import { placesPlugin } from './modules/places/places.plugin';
import { placesRoutes } from './modules/places/places.routes';
import { plansPlugin } from './modules/plans/plans.plugin';
import { plansRoutes } from './modules/plans/plans.routes';
import { reviewsPlugin } from './modules/reviews/reviews.plugin';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { safetyPlugin } from './modules/safety/safety.plugin';
import { safetyRoutes } from './modules/safety/safety.routes';
import { catalogueEditorPlugin, serviceCataloguePlugin } from './modules/services/services.plugin';
import { servicesAdminRoutes } from './modules/services/services.admin-routes';
import { servicesRoutes } from './modules/services/services.routes';
import { sitemapPlugin } from './modules/sitemap/sitemap.plugin';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { staffPlugin } from './modules/staff/staff.plugin';
import { staffRoutes } from './modules/staff/staff.routes';
import { subscriptionsPlugin } from './modules/subscriptions/subscriptions.plugin';
import { ticketsPlugin } from './modules/tickets/tickets.plugin';
import { ticketsAdminRoutes } from './modules/tickets/tickets.admin-routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { uploadedFilesPlugin, uploadsPlugin } from './modules/uploads/uploads.plugin';
import { blogCoverAdminRoutes } from './modules/uploads/blog-cover.admin-routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersPlugin } from './modules/users/users.plugin';
import { usersRoutes } from './modules/users/users.routes';
import { registerCookies } from './plugins/cookies';
import {
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandlers,
  writeClientError,
} from './plugins/error-handler';
import { registerDocumentedResponses } from './plugins/documented-responses';
import { DRAIN_CEILING_MS, KEEP_ALIVE_TIMEOUT_MS } from './plugins/drain';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestContext } from './plugins/request-context';
import { registerRealtime } from './plugins/realtime';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { builtPageRenderer } from './plugins/page-renderer';
import { registerStaticSpa } from './plugins/static-spa';
import { registerStorage } from './plugins/storage';
import { registerSwagger } from './plugins/swagger';
import { registerWellFormedText } from './plugins/well-formed-text';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    secrets: { jwt: string };
    tokens: Tokens;
    readCache: ReadCache;
    /**
     * What requests need whatever READ_CACHE_SIZE says, kept until the database announces a
     * change: sessions (decision 043) and the services' names (decision 049).
     */
    referenceCache: ReadCache;
    /** How response serializers are made and checked (decision 047). */
    serializerChecks: SerializerChecks;
    /** The background passes the modules register; started once ready, stopped on close. */
    passes: PassRegistry;
  }
}

/**
 * One log line per request, once it is answered (the `request` line of the `onResponse` hook
 * below), rather than one on arrival and one or two on answer. A response that failed as it was
 * written is still logged here, as Fastify logs it.
 */
class CompletedRequestsOnly extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (args[0]) super.requestCompleted(...args);
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /**
   * Which background passes run by themselves once the app is ready (default: all): the mail and
   * push senders (`mail`, `push`), the alerts sweeper (`alerts`), the job outcomes pass (the
   * 14-day question, idle jobs closing, client records: decision 029, `jobOutcomes`) and the
   * payments sweep (`payments`). A pass not started still runs when called: tests that check what
   * the outbox holds before it is sent leave `mail` out and call `app.mail.deliverDue(now)`, as
   * they call `app.push.deliverDue`, `app.alerts.sweep`, `app.jobOutcomes.sweep` and
   * `app.payments.runSweep`; operator commands start none.
   */
  passes?: PassSelection;
  /** The HTTPS agent pushes go through (tests: one that trusts their local push service). */
  pushAgent?: Agent;
  /** Default: Stripe when `config.stripe` is set, else the test mode. */
  paymentProvider?: PaymentProviderClient;
  /** Default: Stripe Connect when `config.stripe` is set, else the test mode (decision 064). */
  marketplaceProvider?: MarketplaceProvider;
  /**
   * Called with the new instance before any plugin or route is added, so the hooks it adds reach
   * every route: the tests watch every reply this way.
   */
  observe?: (app: FastifyInstance) => void;
  /**
   * Renders the public pages for visitors who are not signed in (decision 041). Default: the one
   * built beside the SPA, if any; tests pass one loaded from the web app's source, or null.
   */
  pageRenderer?: PageRenderer | null;
  /**
   * Where the log goes (default: stdout; tests: a stream they read), and fields every line gets
   * (the server: the trace and span ids while tracing, decision 066).
   */
  log?: { stream?: { write(line: string): void }; mixin?: () => object };
}

/** The whole HTTP application: the server listens on it, tests `inject` into it. */
export async function buildApp({
  config,
  database,
  passes: passSelection = 'all',
  pushAgent,
  paymentProvider,
  marketplaceProvider,
  observe,
  pageRenderer,
  log,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { err: serializeError },
      ...(log?.stream ? { stream: log.stream } : {}),
      ...(log?.mixin ? { mixin: log.mixin } : {}),
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    logController: new CompletedRequestsOnly(),
    bodyLimit: 1_048_576,
    // A shutdown serves what arrives on open connections (with `Connection: close`) rather than
    // answering 503, and waits out idle ones no longer than this (decision 054).
    return503OnClosing: false,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Fastify holds each close hook to this time too: the drain's hook may take its whole ceiling,
    // and one that overran it would end the shutdown in an error instead of an exit 0.
    pluginTimeout: DRAIN_CEILING_MS + 20_000,
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // Fastify calls it bound to the instance.
    clientErrorHandler(this: FastifyInstance, error, socket) {
      writeClientError(error, socket, this.log);
    },
  }).withTypeProvider<ZodTypeProvider>();

  observe?.(app);
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  const serializerChecks: SerializerChecks = {
    checked: !config.isProduction,
    strict: config.env === 'test',
    onMismatch: (route, written, expected) =>
      app.log.warn({ route, written, expected }, 'Response serializers disagree'),
  };
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) =>
    compileResponseSerializer(schema, { method, url, httpStatus }, serializerChecks),
  );
  app.decorate('serializerChecks', serializerChecks);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('secrets', { jwt: resolveJwtSecret(config.jwtSecret, config.dataDir) });
  app.decorate('tokens', createTokens(app.secrets.jwt));
  // Hooks run at close in reverse order: the database, opened first, closes last.
  app.addHook('onClose', async () => database.close());
  const readCache = await createReadCache(database, config.readCacheSize, (error) =>
    app.log.error({ err: error }, 'Not listening for table changes: read caching is off'),
  );
  app.decorate('readCache', readCache);
  app.addHook('onClose', async () => readCache.close());
  const referenceCache = await createReadCache(database, config.sessionCacheSize, (error) =>
    app.log.error(
      { err: error },
      'Not listening for table changes: sessions and service names are read every time',
    ),
  );
  app.decorate('referenceCache', referenceCache);
  app.addHook('onClose', async () => referenceCache.close());
  // Hooks every request runs are written with callbacks, not promises: an async hook costs each
  // request a promise and a turn of the microtask queue (decision 051).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // One line per request, after it is answered; not even the hook where the level leaves it out.
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }

  registerMetrics(app);
  registerErrorHandlers(app);
  registerWellFormedText(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  registerDocumentedResponses(app);
  await registerSwagger(app, { serveDocs: config.apiDocs });
  await registerCookies(app, { secure: config.isProduction });
  registerSameOriginCheck(app);
  await registerStorage(app, config);
  await registerRealtime(app, {
    redisUrl: config.redisUrl,
    channel: config.realtimeChannel,
    authenticate: (tokens) => app.auth.authenticateSessionTokens(tokens),
  });
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  const passes = createPassRegistry(app.log, app.metrics);
  app.decorate('passes', passes);

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
    provider: paymentProvider ?? (await createPaymentProvider(config.stripe)),
  });
  await app.register(peoplePlugin);
  await app.register(catalogueEditorPlugin);
  await app.register(numbersPlugin);
  await app.register(moderationPlugin);
  await app.register(sitemapPlugin);
  await app.register(logbookPlugin);
  // Added after the modules' own hooks, so the passes stop (a run in progress finishing) before
  // what they use closes.
  app.addHook('onReady', async () => passes.start(passSelection));
  app.addHook('onClose', async () => passes.stop());

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(servicesRoutes, { prefix: '/api/service' });
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
  await app.register(quotesRoutes, { prefix: '/api' });
  await app.register(quoteVariationsRoutes, { prefix: '/api' });
  await app.register(jobPaymentsRoutes, { prefix: '/api' });
  await app.register(logbookRoutes, { prefix: '/api/logbook' });
  await app.register(logbookReportsRoutes, { prefix: '/api/logbook' });
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

  let renderer = pageRenderer;
  if (renderer === undefined) {
    const built = builtPageRenderer(config.webDistDir);
    renderer = built?.renderer ?? null;
    // Loaded once the server listens rather than before (decision 045); a page asked for sooner
    // waits for it.
    if (built) {
      app.addHook('onListen', async () => {
        built.load().catch((error: unknown) => {
          app.log.error({ err: error }, 'Could not load the server renderer: pages are the shell');
        });
      });
    }
  }
  await registerStaticSpa(app, config.webDistDir, renderer);
  return app;
}
