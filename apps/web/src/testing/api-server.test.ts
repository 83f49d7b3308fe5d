import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, recordRequests, server } from './api-server';

describe('the API the web tests talk to', () => {
  it('refuses a request no handler of the test declared, and says so on the console', async () => {
    // The console.error is what fails a test that makes such a request; this test expects it.
    const consoleError = vi.spyOn(console, 'error');
    consoleError.mockImplementationOnce(() => {});

    await expect(fetch('/api/user/me')).rejects.toThrow('Cannot bypass a request');
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      'intercepted a request without a matching request handler',
    );
  });

  it('answers with the envelopes of the real API and records what was sent', async () => {
    server.use(
      http.post('/api/ticket', () => ok(undefined, 'Created', 201)),
      http.get('/api/job/mine', () => fail(401, 'UNAUTHENTICATED', 'Please sign in to continue')),
    );
    const sent = recordRequests();

    const created = await fetch('/api/ticket', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'others' }),
    });
    const refused = await fetch('/api/job/mine?limit=12');

    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ responseCode: 201, message: 'Created' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      responseCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
    expect(sent.keys()).toEqual(['POST /api/ticket', 'GET /api/job/mine']);
    expect(await sent.bodiesOf('POST /api/ticket')).toEqual([{ reason: 'others' }]);
  });
});
