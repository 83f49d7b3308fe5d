import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, setSubscription, signIn } from '../../../test/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const patch = (url: string, token: string | undefined, payload?: object) =>
  testApp.app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: token ? { authorization: token } : {},
  });

describe('GET /api/user/me', () => {
  it('refuses a signed-out request with 401', async () => {
    const response = await testApp.app.inject({ url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue',
    });
  });

  it('answers an unverified user too, saying so', async () => {
    const user = await createUser(testApp.app, { verified: false });
    const me = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: await signIn(testApp.app, user) },
    });
    expect(me.json().data).toMatchObject({
      userVerified: false,
      userType: 'client',
      hiringStatus: null,
    });
  });
});

describe('PATCH /api/user/updateProfile', () => {
  it('saves names, phone, address and bio, and only for the signed-in user', async () => {
    const user = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const token = await signIn(testApp.app, user);
    const response = await patch('/api/user/updateProfile', token, {
      firstName: '  Priya ',
      contactNumber: '+61 3 9123 4567',
      address: { state: 'VIC', city: 'Geelong' },
      bio: 'Renovating a weatherboard in Geelong.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Priya',
      lastName: 'Nguyen',
      contactNumber: '+61391234567',
      address: { state: 'VIC', city: 'Geelong' },
      bio: 'Renovating a weatherboard in Geelong.',
    });
    const otherMe = await testApp.app.inject({
      url: '/api/user/me',
      headers: { authorization: await signIn(testApp.app, other) },
    });
    expect(otherMe.json().data.firstName).toBe('Sam');
  });

  it('lets a professional change the services they offer, but never to none', async () => {
    const tradie = await createUser(testApp.app, { userType: 'tradie' });
    const token = await signIn(testApp.app, tradie);
    const services = (await testApp.app.inject({ url: '/api/service?limit=3' })).json().data.items;
    const ids = services.map((s: { _id: string }) => s._id);
    const saved = await patch('/api/user/updateProfile', token, { services: ids });
    expect(
      saved
        .json()
        .data.services.map((s: { _id: string }) => s._id)
        .sort(),
    ).toEqual([...ids].sort());
    const none = await patch('/api/user/updateProfile', token, { services: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one service you offer');
  });

  it('refuses services on a client, bad input, and a signed-out request', async () => {
    const client = await createUser(testApp.app);
    const token = await signIn(testApp.app, client);
    const services = await patch('/api/user/updateProfile', token, {
      services: ['6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11'],
    });
    expect(services.statusCode).toBe(400);
    const badCity = await patch('/api/user/updateProfile', token, {
      address: { state: 'TAS', city: 'Perth' },
    });
    expect(badCity.statusCode).toBe(400);
    expect(badCity.json().errors).toContainEqual({
      path: 'address.city',
      message: 'Choose a city from the list for your state',
    });
    const shortName = await patch('/api/user/updateProfile', token, { lastName: 'X' });
    expect(shortName.json().message).toBe('Must be 2 characters or more');
    expect((await patch('/api/user/updateProfile', undefined, { bio: 'hi' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/user/tradie/toggleHiringStatus', () => {
  it('flips a tradie between available and unavailable', async () => {
    const tradie = await createUser(testApp.app, { userType: 'tradie' });
    const token = await signIn(testApp.app, tradie);
    const first = await patch('/api/user/tradie/toggleHiringStatus', token);
    expect(first.json()).toMatchObject({
      data: { hiringStatus: 'unavailable' },
      message: 'You are not taking new work',
    });
    const second = await patch('/api/user/tradie/toggleHiringStatus', token);
    expect(second.json().data.hiringStatus).toBe('available');
  });

  it('works for a free tradie and refuses clients, apprentices and signed-out requests', async () => {
    const freeTradie = await createUser(testApp.app, { userType: 'freeTradie' });
    expect(
      (await patch('/api/user/tradie/toggleHiringStatus', await signIn(testApp.app, freeTradie)))
        .statusCode,
    ).toBe(200);
    for (const userType of ['client', 'apprentice'] as const) {
      const user = await createUser(testApp.app, { userType });
      const response = await patch(
        '/api/user/tradie/toggleHiringStatus',
        await signIn(testApp.app, user),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: "You don't have access to this page",
      });
    }
    expect((await patch('/api/user/tradie/toggleHiringStatus', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/user/subscription and the subscription status on /me', () => {
  const get = (url: string, token?: string) =>
    testApp.app.inject({ url, headers: token ? { authorization: token } : {} });

  it('gives a new tradie a 14-day Professional trial', async () => {
    const tradie = await createUser(testApp.app, { userType: 'tradie' });
    const token = await signIn(testApp.app, tradie);
    const subscription = (await get('/api/user/subscription', token)).json().data;
    expect(subscription).toMatchObject({
      status: 'active',
      isTrial: true,
      plan: { code: 'professional-monthly' },
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect((await get('/api/user/me', token)).json().data.subscriptionStatus).toBe('active');
  });

  it('gives a free tradie and a client no subscription', async () => {
    for (const userType of ['freeTradie', 'client'] as const) {
      const user = await createUser(testApp.app, { userType });
      const token = await signIn(testApp.app, user);
      expect((await get('/api/user/subscription', token)).json().data).toBeNull();
      expect((await get('/api/user/me', token)).json().data.subscriptionStatus).toBe('');
    }
  });

  it('reports an ended subscription as expired and a cancelled running one as cancelled', async () => {
    const tradie = await createUser(testApp.app, { userType: 'tradie' });
    const token = await signIn(testApp.app, tradie);
    await setSubscription(testApp.app, tradie.id, 'expired');
    expect((await get('/api/user/me', token)).json().data.subscriptionStatus).toBe('expired');
    await setSubscription(testApp.app, tradie.id, 'cancelled');
    expect((await get('/api/user/subscription', token)).json().data.status).toBe('cancelled');
  });

  it('refuses a signed-out request', async () => {
    expect((await get('/api/user/subscription')).statusCode).toBe(401);
  });
});
