import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/plan', () => {
  it('lists Free and Professional monthly and yearly, with the GST each price includes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/plan' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans.map((plan: { code: string }) => plan.code)).toEqual([
      'free',
      'professional-monthly',
      'professional-yearly',
    ]);
    for (const plan of plans) expect(plan.gstCents).toBe(Math.round(plan.priceCents / 11));
    expect(plans[0]).toMatchObject({ tier: 'free', interval: null, priceCents: 0 });
    expect(plans[1]).toMatchObject({ tier: 'professional', interval: 'month' });
    expect(plans[2]).toMatchObject({ tier: 'professional', interval: 'year' });
  });
});
