import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
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
import type { PaymentProviderClient } from './modules/payments/payment-provider';
import type { MarketplaceProvider } from './modules/job-payments/marketplace-provider';
import { registerModulePlugins, registerModuleRoutes } from './app-modules';
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
    /**
     * What a start still writes after the first answer: the demo data on a first start, `loading`
     * until it is all in (decision 074). Readiness waits for it.
     */
    startup: { demoData?: 'loading' | 'loaded' };
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
  const serializerChecks: SerializerChecks = {
    checked: !config.isProduction,
    strict: config.env === 'test',
    onMismatch: (route, written, expected) =>
      app.log.warn({ route, written, expected }, 'Response serializers disagree'),
  };
  const app = Fastify({
    // zod checks every input and `compileResponseSerializer` writes every answer: given here,
    // Fastify does not load its own (ajv and fast-json-stringify's compiler take a tenth of a
    // second of each start: decision 077).
    schemaController: {
      compilersFactory: {
        // Fastify's types describe ajv's factories; these take the route's schema as zod's do.
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() =>
          ({ schema, method, url, httpStatus }: FastifyRouteSchemaDef<unknown>) =>
            compileResponseSerializer(
              schema,
              { method, url, httpStatus },
              serializerChecks,
            )) as never,
      },
    },
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
  app.decorate('startup', {});

  await registerModulePlugins(app, { pushAgent, paymentProvider, marketplaceProvider });
  // Added after the modules' own hooks, so the passes stop (a run in progress finishing) before
  // what they use closes.
  app.addHook('onReady', async () => passes.start(passSelection));
  app.addHook('onClose', async () => passes.stop());

  await registerModuleRoutes(app);

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
