import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * The docs as a given environment serves them. The app is built in a hook, which has the time a
 * whole app's build takes on a busy machine, rather than in the test itself.
 */
function docsWith(env: Record<string, string>) {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ LOG_LEVEL: 'silent', ...env });
  });
  afterAll(async () => testApp.close());
  return async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    return { page, json };
  };
}

describe('/api/docs outside production', () => {
  const docsAnswers = docsWith({});
  it('is served', async () => {
    const { page, json } = await docsAnswers();
    expect(page.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ info: { title: 'TradeMate API' } });
  });
});

describe('/api/docs in production', () => {
  const docsAnswers = docsWith({ NODE_ENV: 'production' });
  it('is not served', async () => {
    const { page, json } = await docsAnswers();
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(json.statusCode).toBe(404);
  });
});

describe('/api/docs in production with API_DOCS=on', () => {
  const docsAnswers = docsWith({ NODE_ENV: 'production', API_DOCS: 'on' });
  it('is served', async () => {
    const { page, json } = await docsAnswers();
    expect(page.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
  });
});

describe('/api/docs with API_DOCS=off', () => {
  const docsAnswers = docsWith({ API_DOCS: 'off' });
  it('is not served', async () => {
    const { json } = await docsAnswers();
    expect(json.statusCode).toBe(404);
  });
});
