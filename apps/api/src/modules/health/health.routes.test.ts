import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';

describe('GET /api/health', () => {
  it('answers 200 while the database is up', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        responseCode: 200,
        data: { status: 'ok', database: 'up' },
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 with a clear body once the database is gone', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.database.close();
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        responseCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not answering',
        data: { status: 'degraded', database: 'down' },
      });
    } finally {
      await testApp.close();
    }
  });
});
