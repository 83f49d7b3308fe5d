// The typed settings every part of the API reads, as `loadConfig` (env.ts) makes them from the
// environment.
import type { S3Settings } from '../lib/s3-file-store';
import type { TrustProxy } from '../lib/trust-proxy';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price of each paid plan, in AUD with GST included like the plans table. */
  priceIds: { 'professional-monthly': string; 'professional-yearly': string };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Which proxies' `X-Forwarded-For/-Proto/-Host` are believed: none unless set, in every
   * environment, so a client cannot choose the address its rate limits count.
   */
  trustProxy: TrustProxy;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The tables' owner, which migrates the database and grants `databaseUrl`'s role what the app
   * needs (decision 054); absent: `databaseUrl` migrates, as the owner itself.
   */
  migrationDatabaseUrl: string | undefined;
  /** Redis for real-time events across several instances; absent: one instance, in process. */
  redisUrl: string | undefined;
  /**
   * The Redis channel prefix the instances of one deployment share for real time: deployments (or
   * test runs) on one Redis keep apart, so one's instances never wait for another's answers.
   */
  realtimeChannel: string;
  /** Signs session, verification and reset tokens. Absent: generated once into `dataDir`. */
  jwtSecret: string | undefined;
  /** Mail goes over SMTP when set; otherwise to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The VAPID key pair web push is signed with (base64url); absent: generated once into
   * `dataDir`. Every instance must share it, and changing it orphans every device's subscription.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about our pushes (a mailto: or https: URL). */
  vapidSubject: string;
  /** Uploaded files on disk, when no object store is configured. */
  uploadsDir: string;
  /** Uploaded files in an S3-compatible bucket shared by every instance; null: `uploadsDir`. */
  s3: S3Settings | null;
  publicUrl: string;
  /**
   * Whether `publicUrl` is only the default, neither PUBLIC_URL nor PORT being set: an operator
   * command then links to the address the server last served its data folder at.
   */
  publicUrlIsDefault: boolean;
  /** The hour (0–23, Australia/Sydney) the daily digest of new jobs goes out. */
  digestHour: number;
  /**
   * Newsletter mails each instance sends a second at most, after every due transactional mail
   * (decision 035).
   */
  newsletterMailsPerSecond: number;
  logLevel: string;
  /** The built SPA to serve; `null` when it has not been built (API-only, as in tests and `npm run dev`). */
  webDistDir: string | null;
  /**
   * Demo accounts, jobs and chats on a brand-new embedded database (`auto`), never in production
   * or on PostgreSQL; `off` starts empty.
   */
  seedDemoOnFirstStart: boolean;
  /** Sign-ups allowed from one address in an hour. */
  signupsPerHour: number;
  /** Sign-in attempts allowed from one address in 15 minutes. */
  loginsPer15Minutes: number;
  /** Mailed codes (verification, password reset) checked from one address in 15 minutes. */
  codeChecksPer15Minutes: number;
  /** Pages kept per read cache region (job requests feed, directories); 0 turns caching off. */
  readCacheSize: number;
  /** Sessions each instance keeps in memory once looked up (decision 043); 0 looks each one up. */
  sessionCacheSize: number;
  /** Payments go through Stripe when configured; otherwise through the built-in test mode. */
  stripe: StripeConfig | null;
  /**
   * Payments held on jobs (decision 064): TradeMate's fee on each release and the days after the
   * work is marked done that held money releases by itself. Through Stripe Connect when `stripe`
   * is set (with its own webhook endpoint's secret when Connect events come to another one).
   */
  jobPayments: {
    fee: { percentBasisPoints: number; minCents: number; capCents: number };
    autoReleaseDays: number;
    connectWebhookSecret: string | null;
  };
  /** The API's OpenAPI document and its browser at /api/docs: on by default outside production. */
  apiDocs: boolean;
  /**
   * The Australian Business Register lookup (decision 025): ABNs are checked with the register
   * when `guid` is set, by their check digits alone otherwise. `baseUrl` is the register's address
   * (tests point it at a local server); `timeoutMs` bounds each lookup.
   */
  abr: { guid: string | undefined; baseUrl: string; timeoutMs: number };
  /**
   * Traces sent over OTLP/HTTP (JSON) to `endpoint`'s `/v1/traces`, as `serviceName`; null: no
   * tracing, and the SDK is not even loaded (decision 066).
   */
  tracing: { endpoint: string; serviceName: string } | null;
  /** The Google Tag Manager container the web app loads once a visitor consents (decision 068). */
  gtmId: string | null;
  /**
   * The Prometheus metrics (decision 065), off unless one of these is set: `token` serves them at
   * `/api/metrics` to a bearer of it (404 to anyone else); `port` serves them on a listener of
   * their own at `host` (loopback by default), asking for the token too when there is one.
   */
  metrics: { token: string | null; port: number | null; host: string };
}
