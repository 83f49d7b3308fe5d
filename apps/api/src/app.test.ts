import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('API conventions', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      responseCode: 404,
      code: 'NOT_FOUND',
      message: 'No API route GET /api/nothing-here',
    });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/addNewsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION' });
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/addNewsletter',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ responseCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter/addNewsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ responseCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/service', '/api/service/{id}', '/api/health']),
    );
  });

  it('explains that the web app is not built when only the API is served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/some/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npm run build');
  });
});
