import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

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
