import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const subscribe = (payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/newsletter/addNewsletter',
    payload: payload as object,
  });

async function subscriptionCount() {
  const [row] = await testApp.database.db.select({ n: count() }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

describe('POST /api/newsletter/addNewsletter', () => {
  it('subscribes an address once, answering a repeat the same way', async () => {
    const first = await subscribe({
      email: 'Jess@Example.com.au',
      subscriptionDate: new Date().toISOString(),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ responseCode: 201, message: messages.newsletter.success });
    const again = await subscribe({ email: 'jess@example.com.au' });
    expect(again.statusCode).toBe(201);
    expect(await subscriptionCount()).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 42 }, 'Email is required'],
    [{ email: 'a@b.co', subscriptionDate: 'yesterday' }, 'subscriptionDate must be an ISO date'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const before = await subscriptionCount();
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(await subscriptionCount()).toBe(before);
  });
});
