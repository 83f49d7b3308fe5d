import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { tagManagerSources } from './security-headers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the security headers', () => {
  it('let the page connect to its own origin only, WebSockets included', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const directives = directivesOf(response.headers['content-security-policy'] as string);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('forbid framing the same way in both headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const directives = directivesOf(response.headers['content-security-policy'] as string);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('come on refusals too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

describe('the security headers and the tag manager', () => {
  it('allow no origin of Google Tag Manager or Google Analytics without GTM_ID', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).not.toMatch(/google/);
    const directives = directivesOf(policy);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allow exactly the origins of Google Tag Manager and Google Analytics with GTM_ID', async () => {
    const withTags = await buildTestApp({ GTM_ID: 'GTM-TEST123' });
    try {
      const response = await withTags.app.inject({ method: 'GET', url: '/' });
      const directives = directivesOf(response.headers['content-security-policy'] as string);
      expect(directives.get('script-src')).toEqual(["'self'", ...tagManagerSources.script]);
      expect(directives.get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        ...tagManagerSources.img,
      ]);
      expect(directives.get('connect-src')).toEqual(["'self'", ...tagManagerSources.connect]);
      // Still no inline script, no eval, no frames of the tag manager's.
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    } finally {
      await withTags.close();
    }
  });
});
