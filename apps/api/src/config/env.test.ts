import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('takes PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/trademate-x',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/trademate-x',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'http://localhost:4100',
    });
  });

  it('takes the VAPID key pair only whole, and a mailto: or https: subject', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'k'.repeat(43);
    expect(loadConfig({})).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@trademate.com.au',
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://trademate.com.au/contact',
      }),
    ).toMatchObject({
      vapidKeys: { publicKey, privateKey },
      vapidSubject: 'https://trademate.com.au/contact',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://trademate.com.au' })).toThrow(/VAPID_SUBJECT/);
  });

  it('checks ABNs with the register only when ABR_GUID is set, at ABR_BASE_URL, within ABR_TIMEOUT_MS', () => {
    expect(loadConfig({}).abr).toEqual({
      guid: undefined,
      baseUrl: 'https://abr.business.gov.au',
      timeoutMs: 5000,
    });
    const guid = '0d3f2a9e-6b1c-4c57-9a55-2f0f1b8e7c31';
    expect(
      loadConfig({ ABR_GUID: guid, ABR_BASE_URL: 'http://127.0.0.1:4567/', ABR_TIMEOUT_MS: '800' })
        .abr,
    ).toEqual({ guid, baseUrl: 'http://127.0.0.1:4567', timeoutMs: 800 });
    expect(() => loadConfig({ ABR_GUID: 'not-a-guid' })).toThrow(/ABR_GUID/);
    expect(() => loadConfig({ ABR_BASE_URL: 'ftp://abr.example' })).toThrow(/ABR_BASE_URL/);
    expect(() => loadConfig({ ABR_TIMEOUT_MS: '0' })).toThrow(/ABR_TIMEOUT_MS/);
  });

  it('allows 10 sign-ups an hour from one address unless SIGNUPS_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).signupsPerHour).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '500' }).signupsPerHour).toBe(500);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_HOUR/);
  });

  it('allows 30 code checks in 15 minutes from one address unless CODE_CHECKS_PER_15_MINUTES says otherwise', () => {
    expect(loadConfig({}).codeChecksPer15Minutes).toBe(30);
    expect(loadConfig({ CODE_CHECKS_PER_15_MINUTES: '500' }).codeChecksPer15Minutes).toBe(500);
    expect(() => loadConfig({ CODE_CHECKS_PER_15_MINUTES: '0' })).toThrow(
      /CODE_CHECKS_PER_15_MINUTES/,
    );
  });

  it('allows 30 sign-ins in 15 minutes from one address unless LOGINS_PER_15_MINUTES says otherwise', () => {
    expect(loadConfig({}).loginsPer15Minutes).toBe(30);
    expect(loadConfig({ LOGINS_PER_15_MINUTES: '500' }).loginsPer15Minutes).toBe(500);
    expect(() => loadConfig({ LOGINS_PER_15_MINUTES: '0' })).toThrow(/LOGINS_PER_15_MINUTES/);
    expect(() => loadConfig({ LOGINS_PER_15_MINUTES: 'many' })).toThrow(/LOGINS_PER_15_MINUTES/);
  });

  it('trusts no proxy unless TRUST_PROXY says which, in production too', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it('keeps 2,000 pages per read cache region unless READ_CACHE_SIZE says otherwise', () => {
    expect(loadConfig({}).readCacheSize).toBe(2_000);
    expect(loadConfig({ READ_CACHE_SIZE: '0' }).readCacheSize).toBe(0);
    expect(() => loadConfig({ READ_CACHE_SIZE: '-1' })).toThrow(/READ_CACHE_SIZE/);
    expect(() => loadConfig({ READ_CACHE_SIZE: 'lots' })).toThrow(/READ_CACHE_SIZE/);
  });

  it('names the real-time channel trademate unless REALTIME_CHANNEL says otherwise', () => {
    expect(loadConfig({}).realtimeChannel).toBe('trademate');
    expect(loadConfig({ REALTIME_CHANNEL: 'trademate-staging' }).realtimeChannel).toBe(
      'trademate-staging',
    );
    expect(() => loadConfig({ REALTIME_CHANNEL: 'two words' })).toThrow(/REALTIME_CHANNEL/);
  });

  it('keeps 50,000 sessions in memory unless SESSION_CACHE_SIZE says otherwise', () => {
    expect(loadConfig({}).sessionCacheSize).toBe(50_000);
    expect(loadConfig({ SESSION_CACHE_SIZE: '0' }).sessionCacheSize).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_SIZE: '-1' })).toThrow(/SESSION_CACHE_SIZE/);
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on', ...secret }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL, unset by default', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe(
      'rediss://cache.internal:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('keeps uploads in the data folder unless S3_BUCKET names an S3-compatible bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'trademate-uploads' }).s3).toEqual({
      bucket: 'trademate-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'trademate-uploads',
        S3_ENDPOINT: 'https://objects.example.com.au',
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'trademate-uploads',
      endpoint: 'https://objects.example.com.au',
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'https://objects.example.com.au' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key-id' })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('migrates with MIGRATION_DATABASE_URL only beside DATABASE_URL, which the app serves as', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@h/db' }).migrationDatabaseUrl).toBe(
      undefined,
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@h/db',
        MIGRATION_DATABASE_URL: 'postgres://owner@h/db',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://app@h/db',
      migrationDatabaseUrl: 'postgres://owner@h/db',
    });
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner@h/db' })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@h/db', MIGRATION_DATABASE_URL: 'mysql://x' }),
    ).toThrow(/MIGRATION_DATABASE_URL: must be a postgres/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('fails listing every bad key at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });
});

describe('Stripe settings', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_MONTHLY: 'price_month',
    STRIPE_PRICE_YEARLY: 'price_year',
  };

  it('uses the built-in test mode when none is set', () => {
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('turns Stripe on when all four are set', () => {
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      priceIds: { 'professional-monthly': 'price_month', 'professional-yearly': 'price_year' },
    });
  });

  it('refuses to start with some set and others missing, naming the missing keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_MONTHLY: required[\s\S]*STRIPE_PRICE_YEARLY: required/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: '' })).toThrow(
      /STRIPE_SECRET_KEY: required/,
    );
  });

  it('refuses a value that is not a Stripe key', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/,
    );
  });
});
