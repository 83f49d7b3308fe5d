import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { startLocalPushService, type LocalPushService } from '../../../test/local-push-service';
import { pushSubscriptions } from '../../db/schema/push';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let testApp: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  testApp = await buildTestApp({}, { startPushSender: false, pushAgent: pushService.agent });
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

async function signedIn(userType: 'client' | 'tradie' | 'apprentice' = 'client') {
  const user = await createUser(testApp.app, { userType });
  return { id: user.id, token: await signIn(testApp.app, user) };
}

function subscribe(token: string | null, payload: unknown, userAgent = ANDROID_CHROME) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...(token ? { authorization: token } : {}), 'user-agent': userAgent },
    payload: payload as object,
  });
}

function unsubscribe(token: string | null, endpoint: unknown) {
  return testApp.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: token ? { authorization: token } : {},
    payload: { endpoint } as object,
  });
}

const devicesOf = (userId: string) =>
  testApp.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key to anyone, the same on every call', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const second = await testApp.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(second.json().data.publicKey).toBe(publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it("saves the browser's subscription as one of my devices, named from its user agent", async () => {
    const me = await signedIn('tradie');
    const device = pushService.newDevice();

    const response = await subscribe(me.token, { ...device.subscription, expirationTime: null });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: messages.push.subscriptionSaved,
      data: { deviceLabel: 'Chrome on Android' },
    });
    expect(await devicesOf(me.id)).toMatchObject([
      {
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        deviceLabel: 'Chrome on Android',
        lastUsedAt: null,
      },
    ]);
  });

  it('moves a browser that subscribes again under another account to that account', async () => {
    const first = await signedIn();
    const second = await signedIn('apprentice');
    const device = pushService.newDevice();

    expect((await subscribe(first.token, device.subscription)).statusCode).toBe(201);
    expect((await subscribe(second.token, device.subscription)).statusCode).toBe(201);

    expect(await devicesOf(first.id)).toEqual([]);
    expect(await devicesOf(second.id)).toHaveLength(1);
  });

  it('refuses a signed-out request with 401 and saves nothing', async () => {
    const device = pushService.newDevice();
    const response = await subscribe(null, device.subscription);
    expect(response.statusCode).toBe(401);
    const rows = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows).toEqual([]);
  });

  it.each([
    [
      'an http endpoint',
      (s: Subscription) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') }),
      messages.push.endpointInvalid,
    ],
    ['no endpoint', (s: Subscription) => ({ keys: s.keys }), messages.push.endpointInvalid],
    [
      'a key that is not a P-256 point',
      (s: Subscription) => ({ ...s, keys: { ...s.keys, p256dh: 'BAAA' } }),
      messages.push.keyInvalid,
    ],
    [
      'an auth secret of the wrong size',
      (s: Subscription) => ({ ...s, keys: { ...s.keys, auth: 'c2hvcnQ' } }),
      messages.push.authInvalid,
    ],
    ['no keys', (s: Subscription) => ({ endpoint: s.endpoint }), messages.push.keyInvalid],
  ])('refuses %s with 400 and saves nothing', async (_case, change, message) => {
    const me = await signedIn();
    const response = await subscribe(me.token, change(pushService.newDevice().subscription));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(await devicesOf(me.id)).toEqual([]);
  });
});

type Subscription = ReturnType<LocalPushService['newDevice']>['subscription'];

describe('DELETE /api/push/subscriptions', () => {
  it('removes my device by its endpoint', async () => {
    const me = await signedIn();
    const device = pushService.newDevice();
    await subscribe(me.token, device.subscription);

    const response = await unsubscribe(me.token, device.subscription.endpoint);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.push.subscriptionRemoved);
    expect(await devicesOf(me.id)).toEqual([]);
  });

  it("refuses someone else's endpoint with 404 and keeps their device", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const device = pushService.newDevice();
    await subscribe(owner.token, device.subscription);

    const response = await unsubscribe(other.token, device.subscription.endpoint);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: messages.push.subscriptionNotFound,
    });
    expect(await devicesOf(owner.id)).toHaveLength(1);
  });

  it('refuses a signed-out request with 401, and a body without an endpoint with 400', async () => {
    const owner = await signedIn();
    const device = pushService.newDevice();
    await subscribe(owner.token, device.subscription);

    expect((await unsubscribe(null, device.subscription.endpoint)).statusCode).toBe(401);
    const bad = await unsubscribe(owner.token, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.push.endpointInvalid);
    expect(await devicesOf(owner.id)).toHaveLength(1);
  });
});

describe('POST /api/user/logout with this browser’s push endpoint', () => {
  const logout = (token: string | null, payload?: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });

  it('stops pushes to this device only, and signs out', async () => {
    const me = await signedIn('tradie');
    const here = pushService.newDevice();
    const phone = pushService.newDevice();
    await subscribe(me.token, here.subscription);
    await subscribe(me.token, phone.subscription);

    const response = await logout(me.token, { pushEndpoint: here.subscription.endpoint });

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.auth.signedOut);
    expect((await devicesOf(me.id)).map((row) => row.endpoint)).toEqual([
      phone.subscription.endpoint,
    ]);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: me.token },
    });
    expect(after.statusCode).toBe(401);
  });

  it("keeps someone else's device, and signs out without a body as the spec's clients do", async () => {
    const owner = await signedIn();
    const device = pushService.newDevice();
    await subscribe(owner.token, device.subscription);
    const other = await signedIn();

    expect(
      (await logout(other.token, { pushEndpoint: device.subscription.endpoint })).statusCode,
    ).toBe(200);
    expect(await devicesOf(owner.id)).toHaveLength(1);

    expect((await logout(owner.token)).statusCode).toBe(200);
    expect(await devicesOf(owner.id)).toHaveLength(1);
  });

  it('refuses a malformed endpoint with 400 and stays signed in', async () => {
    const me = await signedIn();
    const bad = await logout(me.token, { pushEndpoint: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.push.endpointInvalid);
    const still = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: me.token },
    });
    expect(still.statusCode).toBe(200);
  });
});
