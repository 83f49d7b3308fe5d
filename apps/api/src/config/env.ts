import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from '../lib/trust-proxy';
import type { AppConfig } from './app-config';

export type { AppConfig, StripeConfig } from './app-config';

/** The api package's own folder, found from this file whether it runs from src/ or the dist/ bundle. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the api package.json above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

const apiRoot = findApiRoot();
const repoRoot = resolve(apiRoot, '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const setting = parseTrustProxy(value);
      if (setting !== false && 'error' in setting) {
        ctx.addIssue({ code: 'custom', message: setting.error });
        return z.NEVER;
      }
      return setting;
    }),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REALTIME_CHANNEL: z
    .string()
    .regex(
      /^[A-Za-z0-9._:-]{1,100}$/,
      'must be letters, digits, dots, dashes, colons or underscores',
    )
    .default('trademate'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  LOGINS_PER_15_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CODE_CHECKS_PER_15_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(30),
  API_DOCS: z.enum(['on', 'off']).optional(),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  NEWSLETTER_MAILS_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
  READ_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
  SESSION_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  ABR_GUID: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'must be the GUID the Australian Business Register issued (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)',
    )
    .optional(),
  ABR_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://abr.business.gov.au'),
  ABR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_/, 'must be a Stripe price id (price_…)')
    .optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  JOB_PAYMENT_FEE_PERCENT: z.coerce.number().min(0).max(50).default(5),
  JOB_PAYMENT_FEE_MIN_CENTS: z.coerce.number().int().min(0).max(100_000).default(200),
  JOB_PAYMENT_FEE_CAP_CENTS: z.coerce.number().int().min(0).max(10_000_000).default(25_000),
  JOB_PAYMENT_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(200).default('trademate'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id (GTM-XXXXXXX)')
    .optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

const s3DependentKeys = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const stripeKeys = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
] as const;

/**
 * The environment a child process (pg_dump, pg_restore) runs with: this process's, plus `extra`
 * (a password it must not see on its command line).
 */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; fails listing every bad key. Nothing else reads `process.env`. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const missingStripeKeys = stripeKeys.filter((key) => !env[key]);
  if (missingStripeKeys.length > 0 && missingStripeKeys.length < stripeKeys.length) {
    throw new ConfigError(
      `Invalid environment:\n${missingStripeKeys
        .map(
          (key) => `  ${key}: required with the other Stripe settings (${stripeKeys.join(', ')})`,
        )
        .join('\n')}`,
    );
  }
  const strayS3Keys = s3DependentKeys.filter((key) => env[key] !== undefined);
  if (!env.S3_BUCKET && strayS3Keys.length > 0) {
    throw new ConfigError(
      `Invalid environment:\n${strayS3Keys.map((key) => `  ${key}: needs S3_BUCKET`).join('\n')}`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  MIGRATION_DATABASE_URL: needs DATABASE_URL (the role the app serves as)',
    );
  }
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  const webDistDir = resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'));
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    redisUrl: env.REDIS_URL,
    realtimeChannel: env.REALTIME_CHANNEL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'TradeMate <no-reply@trademate.com.au>',
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:no-reply@trademate.com.au',
    uploadsDir: join(dataDir, 'uploads'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    publicUrlIsDefault: !env.PUBLIC_URL && !source.PORT,
    digestHour: env.DIGEST_HOUR,
    newsletterMailsPerSecond: env.NEWSLETTER_MAILS_PER_SECOND,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: existsSync(join(webDistDir, 'index.html')) ? webDistDir : null,
    seedDemoOnFirstStart:
      env.DEMO_DATA === 'auto' && !env.DATABASE_URL && env.NODE_ENV === 'development',
    signupsPerHour: env.SIGNUPS_PER_HOUR,
    loginsPer15Minutes: env.LOGINS_PER_15_MINUTES,
    codeChecksPer15Minutes: env.CODE_CHECKS_PER_15_MINUTES,
    readCacheSize: env.READ_CACHE_SIZE,
    sessionCacheSize: env.SESSION_CACHE_SIZE,
    abr: {
      guid: env.ABR_GUID,
      baseUrl: env.ABR_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.ABR_TIMEOUT_MS,
    },
    jobPayments: {
      fee: {
        percentBasisPoints: Math.round(env.JOB_PAYMENT_FEE_PERCENT * 100),
        minCents: env.JOB_PAYMENT_FEE_MIN_CENTS,
        capCents: Math.max(env.JOB_PAYMENT_FEE_CAP_CENTS, env.JOB_PAYMENT_FEE_MIN_CENTS),
      },
      autoReleaseDays: env.JOB_PAYMENT_AUTO_RELEASE_DAYS,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
    },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    gtmId: env.GTM_ID ?? null,
    metrics: {
      token: env.METRICS_TOKEN ?? null,
      port: env.METRICS_PORT ?? null,
      host: env.METRICS_HOST,
    },
    apiDocs: (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    stripe:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PRICE_MONTHLY &&
      env.STRIPE_PRICE_YEARLY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceIds: {
              'professional-monthly': env.STRIPE_PRICE_MONTHLY,
              'professional-yearly': env.STRIPE_PRICE_YEARLY,
            },
          }
        : null,
  };
}
