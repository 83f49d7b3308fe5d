import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/analytics/settings', () => {
  it('answers no container when GTM_ID is not set, to a visitor and to a signed-in user alike', async () => {
    const { call, signedIn } = apiClient(testApp.app);
    const anonymous = await call('GET', '/api/analytics/settings');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toEqual({ gtmId: null });

    const client = await signedIn('client');
    const asClient = await call('GET', '/api/analytics/settings', client);
    expect(asClient.json().data).toEqual({ gtmId: null });
  });

  it('answers the configured container', async () => {
    const withTags = await buildTestApp({ GTM_ID: 'GTM-AB12CD3' });
    try {
      const answer = await apiClient(withTags.app).call('GET', '/api/analytics/settings');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ gtmId: 'GTM-AB12CD3' });
    } finally {
      await withTags.close();
    }
  });

  it('refuses to start with a GTM_ID that is not a container id', () => {
    expect(() => loadConfig({ GTM_ID: 'G-12345' })).toThrow(
      /GTM_ID: must be a Google Tag Manager container id/,
    );
    expect(() => loadConfig({ GTM_ID: 'GTM-abc"></script>' })).toThrow(/GTM_ID/);
  });
});
