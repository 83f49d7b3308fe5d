import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function docsAnswers(env: Record<string, string>) {
  testApp = await buildTestApp({ LOG_LEVEL: 'silent', ...env });
  const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
  const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  return { page, json };
}

describe('/api/docs', () => {
  it('is served outside production', async () => {
    const { page, json } = await docsAnswers({});
    expect(page.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ info: { title: 'TradeMate API' } });
  });

  it('is not served in production', async () => {
    const { page, json } = await docsAnswers({ NODE_ENV: 'production' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(json.statusCode).toBe(404);
  });

  it('is served in production with API_DOCS=on', async () => {
    const { page, json } = await docsAnswers({ NODE_ENV: 'production', API_DOCS: 'on' });
    expect(page.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/health');
  });

  it('is not served with API_DOCS=off', async () => {
    const { json } = await docsAnswers({ API_DOCS: 'off' });
    expect(json.statusCode).toBe(404);
  });
});
