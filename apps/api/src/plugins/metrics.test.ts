import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client';
import { buildTestApp, testsOnPostgres, type TestApp } from '../../test/build-test-app';
import { createUser, firstServiceId, TEST_PASSWORD } from '../../test/factories';
import { findFreePort } from '../../test/free-port';
import { jobPostPayload } from '../../test/job-fixtures';
import { paymentScene } from '../../test/job-payment-fixtures';
import { metricNames, sampleValue } from '../../test/prometheus-text';
import { createAppMetrics } from '../lib/app-metrics';
import { createPassRegistry } from '../lib/background-passes';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

let testApp: TestApp;
const app = () => testApp.app;
const { call, signedIn } = apiClient(app);

beforeAll(async () => {
  // No mail sender: what sign-ups enqueue stays in the outbox for the backlog gauges.
  testApp = await buildTestApp({ METRICS_TOKEN: TOKEN }, { passes: ['push', 'payments'] });
});
afterAll(async () => {
  await testApp.close();
});

async function scrape(): Promise<string> {
  const response = await call('GET', '/api/metrics', null, undefined, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function valueAfter(
  act: () => Promise<unknown>,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const before = sampleValue(await scrape(), name, labels) ?? 0;
  await act();
  return (sampleValue(await scrape(), name, labels) ?? 0) - before;
}

describe('the metrics endpoint', () => {
  it('answers 404, as an address that does not exist, without the token or with a wrong one', async () => {
    const missing = `/api/no-such-${randomUUID()}`;
    const unknown = (await call('GET', missing)).json() as { message: string };
    const notFound = { ...unknown, message: unknown.message.replace(missing, '/api/metrics') };
    for (const authorization of [
      undefined,
      'Bearer wrong-token-wrong-token-wrong-token-wrong',
      `Bearer ${TOKEN}x`,
      TOKEN,
    ]) {
      const response = await call('GET', '/api/metrics', null, undefined, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      expect(response.body).not.toContain('trademate_');
    }
  });

  it('serves the Prometheus text to a bearer of the token', async () => {
    const response = await call('GET', '/api/metrics', null, undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_open_fds',
      'trademate_http_open_connections',
      'trademate_realtime_sockets',
      'trademate_sign_ins_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sampleValue(text, 'trademate_realtime_sockets')).toBe(0);
    if (testsOnPostgres) {
      expect(sampleValue(text, 'trademate_db_pool_connections', { state: 'max' })).toBe(4);
      expect(sampleValue(text, 'trademate_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('trademate_db_pool_connections');
    }
    // No REDIS_URL: no Redis connection, no series.
    expect(sampleValue(text, 'trademate_redis_up')).toBeUndefined();
  });

  it('is not served at all while no setting asks for metrics', async () => {
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('requests', () => {
  it('are counted under their route pattern, never the address asked for', async () => {
    const jobId = randomUUID();
    const missing = `/api/no-such-${randomUUID()}`;
    await call('GET', `/api/job/${jobId}`);
    await call('GET', missing);
    const text = await scrape();
    expect(
      sampleValue(text, 'trademate_http_requests_total', { method: 'GET', route: '/api/job/:id' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'trademate_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/job/:id',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'trademate_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(jobId);
    expect(text).not.toContain(missing);
  });
});

/** A client signs up through the API (which enqueues their verification mail). */
const signUp = () =>
  call('POST', '/api/user/signup', null, {
    firstName: 'Jess',
    lastName: 'Tran',
    contactNumber: '0412345678',
    address: { state: 'NSW', city: 'Newcastle' },
    userType: 'client',
    email: `metrics-${randomUUID().slice(0, 8)}@example.com.au`,
    password: 'secret1',
  }).then((response) => expect(response.statusCode).toBe(201));

describe('business counters', () => {
  it('count sign-ups by user type and sign-ins by outcome', async () => {
    expect(await valueAfter(signUp, 'trademate_sign_ups_total', { user_type: 'client' })).toBe(1);

    const user = await createUser(app());
    const login = (password: string) => () =>
      call('POST', '/api/user/login', null, { email: user.email, password });
    expect(
      await valueAfter(login(TEST_PASSWORD), 'trademate_sign_ins_total', { outcome: 'success' }),
    ).toBe(1);
    expect(
      await valueAfter(login('not the password'), 'trademate_sign_ins_total', {
        outcome: 'failure',
      }),
    ).toBe(1);
  });

  it('count a job posted', async () => {
    const client = await signedIn('client');
    const serviceId = (await firstServiceId(app()))!;
    const post = () =>
      call('POST', '/api/job', client, jobPostPayload(serviceId)).then((response) =>
        expect(response.statusCode).toBe(201),
      );
    expect(await valueAfter(post, 'trademate_jobs_posted_total')).toBe(1);
  });

  it('count a hire by an accepted quote and the payment held on the job', async () => {
    const before = await scrape();
    const { payment } = await paymentScene(app).heldPayment();
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(delta('trademate_hires_total')).toBe(1);
    expect(delta('trademate_payments_total', { kind: 'job' })).toBe(1);
    expect(delta('trademate_payments_amount_cents_total', { kind: 'job' })).toBe(
      payment.amountCents,
    );
  });
});

describe('outboxes', () => {
  it('show a queued mail in the mail outbox depth', async () => {
    expect(await valueAfter(signUp, 'trademate_outbox_depth', { outbox: 'mail' })).toBe(1);
    const text = await scrape();
    expect(
      sampleValue(text, 'trademate_outbox_oldest_due_seconds', { outbox: 'mail' }),
    ).toBeGreaterThanOrEqual(0);
    for (const outbox of ['newsletter', 'push', 'alert_mails', 'job_alert_fanouts']) {
      expect(sampleValue(text, 'trademate_outbox_depth', { outbox })).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('background passes', () => {
  it('time every run, and count a failed run against its pass', async () => {
    const registry = new Registry();
    const passes = createPassRegistry(
      { warn: () => {}, error: () => {} },
      createAppMetrics(registry),
    );
    let fails = true;
    const mail = passes.register({
      name: 'mail',
      intervalMs: 60_000,
      run: async () => {
        if (fails) throw new Error('the SMTP server refused');
      },
      failureMessage: 'mail pass failed',
    });
    await expect(mail.runDue()).rejects.toThrow('the SMTP server refused');
    fails = false;
    await mail.runDue();
    const text = await registry.metrics();
    expect(sampleValue(text, 'trademate_pass_failures_total', { pass: 'mail' })).toBe(1);
    expect(sampleValue(text, 'trademate_pass_failures_total', { pass: 'push' })).toBe(0);
    expect(sampleValue(text, 'trademate_pass_duration_seconds_count', { pass: 'mail' })).toBe(2);
  });

  it('are timed in the app, whoever starts the run', async () => {
    const runs = () => app().jobOutcomes.sweep(new Date());
    expect(
      await valueAfter(runs, 'trademate_pass_duration_seconds_count', { pass: 'jobOutcomes' }),
    ).toBe(1);
  });
});

describe('a listener of their own', () => {
  it('serves the metrics on METRICS_PORT, asking for the token when there is one', async () => {
    const port = await findFreePort();
    const own = await buildTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE trademate_http_requests_total counter');
    } finally {
      await own.close();
    }
  });
});

describe('the dashboard and alert rules in deploy/', () => {
  const deploy = new URL('../../../../deploy/', import.meta.url);
  const rules = readFileSync(new URL('prometheus/alert-rules.yml', deploy), 'utf8');
  const dashboard = JSON.parse(
    readFileSync(new URL('grafana/trademate-dashboard.json', deploy), 'utf8'),
  ) as { panels: Array<{ type: string; targets?: Array<{ expr: string }> }> };
  /** What only PostgreSQL has: the embedded database has no pool. */
  const postgresOnly = ['trademate_db_pool_connections', 'trademate_db_pool_waiting'];
  const namesIn = (text: string) => text.match(/\b(?:trademate|nodejs|process)_[a-z0-9_]+/g) ?? [];

  it('name only metrics the app serves', async () => {
    const served = metricNames(await scrape());
    if (!testsOnPostgres) for (const name of postgresOnly) served.add(name);
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);
    expect(exprs.length).toBeGreaterThan(10);
    const used = new Set([...exprs.flatMap(namesIn), ...namesIn(rules)]);
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
  });

  it('alert on 5xx rate, p99 latency, outbox age, pass failures and Redis down', () => {
    const alerts = [...rules.matchAll(/^ {6}- alert: (\S+)\n {8}expr: (.+)$/gm)];
    const exprOf = Object.fromEntries(alerts.map(([, name, expr]) => [name, expr]));
    expect(exprOf).toMatchObject({
      TradeMateHighErrorRate: expect.any(String),
      TradeMateSlowRequests: expect.any(String),
      TradeMateOutboxBehind: expect.stringContaining('trademate_outbox_oldest_due_seconds'),
      TradeMatePassFailing: expect.stringContaining('trademate_pass_failures_total'),
      TradeMateRedisDown: expect.stringContaining('trademate_redis_up'),
    });
    expect(rules).toContain('status_code=~"5.."');
    expect(rules).toContain('histogram_quantile(0.99');
  });
});
