import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { UserType } from '@trademate/shared/constants/users';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool, signInFresh } from '../../../test/job-fixtures';

const m = messages.notificationSettings;

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function person(
  userType: UserType,
  options: { verified?: boolean; serviceIds?: string[] } = {},
) {
  const user = await createUser(testApp.app, { userType, ...options });
  return { ...user, token: await signInFresh(testApp.app, user) };
}

function settings(token: string | null, method: 'GET' | 'PUT' = 'GET', payload?: unknown) {
  return testApp.app.inject({
    method,
    url: '/api/notification-settings',
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('GET /api/notification-settings', () => {
  it('gives a paid tradie instant new-job alerts and push on, with every offered service alerting', async () => {
    const [service] = await takeServices(1);
    const tradie = await person('tradie', { serviceIds: [service!.id] });
    const response = await settings(tradie.token);
    expect(response.statusCode).toBe(200);
    const { events, services } = response.json().data;
    expect(events[0]).toEqual({ event: 'job_posted', email: 'instant', push: true });
    expect(events).toContainEqual({ event: 'message_received', email: 'instant', push: true });
    expect(events).toContainEqual({ event: 'plan_renewal', email: 'instant', push: false });
    expect(events).toContainEqual({ event: 'quote_answered', email: 'instant', push: true });
    expect(services).toEqual([{ _id: service!.id, name: service!.name, alerts: true }]);
  });

  it('gives free tradies and apprentices the daily digest of new jobs', async () => {
    for (const userType of ['freeTradie', 'apprentice'] as const) {
      const user = await person(userType);
      const { events } = (await settings(user.token)).json().data;
      expect(events).toContainEqual({ event: 'job_posted', email: 'daily', push: true });
    }
  });

  it('shows a client only the events that concern clients, and no services', async () => {
    const client = await person('client');
    const { events, services } = (await settings(client.token)).json().data;
    expect(events.map((e: { event: string }) => e.event)).toEqual([
      'job_contacted',
      'quote_received',
      'variation_proposed',
      'payment_release_due',
      'payment_disputed',
      'message_received',
      'review_replied',
      'job_outcome_asked',
      'job_closed',
      'ticket_answered',
      'account_warned',
      'report_outcome',
    ]);
    expect(services).toBeNull();
  });

  it('refuses the signed out (401) and the unverified (403)', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    const unverified = await person('tradie', { verified: false });
    const response = await settings(unverified.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_VERIFIED');
  });
});

describe('PUT /api/notification-settings', () => {
  it('saves the events changed and the services chosen, and keeps the rest at their defaults', async () => {
    const [a, b] = await takeServices(2);
    const tradie = await person('freeTradie', { serviceIds: [a!.id, b!.id] });
    const response = await settings(tradie.token, 'PUT', {
      events: [
        { event: 'job_posted', email: 'instant', push: false },
        { event: 'message_received', email: 'off', push: true },
      ],
      alertServiceIds: [b!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.saved);
    const { events, services } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_posted', email: 'instant', push: false });
    expect(events).toContainEqual({ event: 'message_received', email: 'off', push: true });
    expect(events).toContainEqual({ event: 'job_hired', email: 'instant', push: true });
    const byId = Object.fromEntries(
      services.map((s: { _id: string; alerts: boolean }) => [s._id, s.alerts]),
    );
    expect(byId).toEqual({ [a!.id]: false, [b!.id]: true });
  });

  it.each([
    [
      'an unknown event',
      { events: [{ event: 'ticket_closed', email: 'instant', push: true }] },
      m.eventUnknown,
    ],
    [
      'a daily digest of messages',
      { events: [{ event: 'message_received', email: 'daily', push: true }] },
      m.noDigest,
    ],
    [
      'push for a plan reminder',
      { events: [{ event: 'plan_renewal', email: 'instant', push: true }] },
      m.noPush,
    ],
    [
      'an event twice',
      {
        events: [
          { event: 'job_hired', email: 'off', push: true },
          { event: 'job_hired', email: 'instant', push: true },
        ],
      },
      m.eventTwice,
    ],
    [
      'a bad email mode',
      { events: [{ event: 'job_hired', email: 'weekly', push: true }] },
      m.emailModeInvalid,
    ],
    [
      'a service id that is not an id',
      { events: [], alertServiceIds: ['plumbing'] },
      m.serviceInvalid,
    ],
  ])('refuses %s with a 400 and changes nothing', async (_, payload, message) => {
    const tradie = await person('tradie');
    const before = (await settings(tradie.token)).json().data;
    const response = await settings(tradie.token, 'PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await settings(tradie.token)).json().data).toEqual(before);
  });

  it('refuses an event that does not concern the person, and a service they do not offer', async () => {
    const [offered, other] = await takeServices(2);
    const client = await person('client');
    const forClient = await settings(client.token, 'PUT', {
      events: [{ event: 'job_posted', email: 'off', push: false }],
    });
    expect(forClient.statusCode).toBe(400);
    expect(forClient.json().message).toBe(m.eventUnknown);

    const tradie = await person('tradie', { serviceIds: [offered!.id] });
    const notOffered = await settings(tradie.token, 'PUT', {
      events: [{ event: 'job_hired', email: 'off', push: false }],
      alertServiceIds: [offered!.id, other!.id],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual([
      { path: 'alertServiceIds.1', message: m.serviceNotOffered },
    ]);
    // Nothing of the refused request was saved, not even its valid part.
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_hired', email: 'instant', push: true });
  });

  it('refuses unknown fields, the signed out and the unverified', async () => {
    const tradie = await person('tradie');
    const extra = await settings(tradie.token, 'PUT', { events: [], digestHour: 5 });
    expect(extra.statusCode).toBe(400);
    expect((await settings(null, 'PUT', { events: [] })).statusCode).toBe(401);
    const unverified = await person('client', { verified: false });
    expect((await settings(unverified.token, 'PUT', { events: [] })).statusCode).toBe(403);
  });
});

describe('/api/unsubscribe', () => {
  it('switches one event off by one click (a form POST with no session) and says what it switched off', async () => {
    const tradie = await person('tradie');
    const token = testApp.app.alerts.unsubscribeToken(tradie.id, 'job_posted');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      event: 'job_posted',
      message: 'You will no longer get new job alerts by email.',
    });
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_posted', email: 'off', push: true });
    expect(events).toContainEqual({ event: 'message_received', email: 'instant', push: true });
  });

  it('takes the token in a JSON body too (the web page)', async () => {
    const client = await person('client');
    const token = testApp.app.alerts.unsubscribeToken(client.id, 'job_contacted');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.event).toBe('job_contacted');
  });

  it('refuses a forged, altered or missing token with a clear 400 and changes nothing', async () => {
    const tradie = await person('tradie');
    const good = testApp.app.alerts.unsubscribeToken(tradie.id, 'job_posted');
    const forged = good.replace('job_posted', 'job_hired');
    for (const token of [forged, 'nonsense', `${good}x`, `${tradie.id}.job_posted.`]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.unsubscribeTokenInvalid);
    }
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(m.unsubscribeTokenMissing);
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_posted', email: 'instant', push: true });
    expect(events).toContainEqual({ event: 'job_hired', email: 'instant', push: true });
  });

  it('sends a mail client that opens the address to the unsubscribe page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unsubscribe?token=abc' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/unsubscribe?token=abc');
  });

  it('changes nothing when a scanner opens the address with a good token', async () => {
    const tradie = await person('tradie');
    const token = testApp.app.alerts.unsubscribeToken(tradie.id, 'job_posted');
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode, method).toBe(303);
    }
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_posted', email: 'instant', push: true });
  });

  /** The page's one button as the browser sends it by itself: a form, as a navigation. */
  const pressButton = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('switches off through the page’s button sent without the app, and sends the browser back to say so', async () => {
    const tradie = await person('tradie');
    const token = testApp.app.alerts.unsubscribeToken(tradie.id, 'message_received');
    const response = await pressButton(token);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/unsubscribe?token=${encodeURIComponent(token)}&done=message_received`,
    );
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'message_received', email: 'off', push: true });
    expect(events).toContainEqual({ event: 'job_posted', email: 'instant', push: true });
  });

  it('sends the browser back saying the link failed when the button carries a forged token, and changes nothing', async () => {
    const tradie = await person('tradie');
    const forged = testApp.app.alerts
      .unsubscribeToken(tradie.id, 'job_posted')
      .replace('job_posted', 'job_hired');
    const response = await pressButton(forged);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/unsubscribe?token=${encodeURIComponent(forged)}&failed=1`,
    );
    const { events } = (await settings(tradie.token)).json().data;
    expect(events).toContainEqual({ event: 'job_hired', email: 'instant', push: true });
    expect(events).toContainEqual({ event: 'job_posted', email: 'instant', push: true });
  });
});
