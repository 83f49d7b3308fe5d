import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from '../../../test/local-push-service';
import { pushSubscriptions } from '../../db/schema/push';
import { inTransaction } from '../../lib/after-commit';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let testApp: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  testApp = await buildTestApp({}, { passes: ['mail', 'payments'], pushAgent: pushService.agent });
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

const { call, signedIn } = apiClient(() => testApp.app);

const subscribe = (token: string | null, payload: unknown, userAgent = ANDROID_CHROME) =>
  call('POST', '/api/push/subscriptions', token, payload, { headers: { 'user-agent': userAgent } });

const unsubscribe = (token: string | null, endpoint: unknown) =>
  call('DELETE', '/api/push/subscriptions', token, { endpoint });

type Subscription = ReturnType<LocalPushService['newDevice']>['subscription'];
type Keys = Subscription['keys'];

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const message = { title: 'Olivia replied', body: 'Thursday works', link: '/chats/1' };

const receivedBy = (device: LocalDevice) =>
  pushService.received.filter(
    (push) => push.device === device.subscription.endpoint.split('/').pop(),
  );

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

  it('moves a device to another account when the request carries its own keys, dropping the pushes queued for the first', async () => {
    const first = await signedIn();
    const second = await signedIn('apprentice');
    const device = pushService.newDevice();
    expect((await subscribe(first.token, device.subscription)).statusCode).toBe(201);
    await inTransaction(testApp.app.db, (tx) => testApp.app.push.enqueue(first.id, message, tx));

    // The same keys in another spelling (padded base64url) are the same keys.
    const padded = {
      endpoint: device.subscription.endpoint,
      keys: { p256dh: device.subscription.keys.p256dh, auth: `${device.subscription.keys.auth}==` },
    };
    const moved = await subscribe(second.token, padded, IPHONE_SAFARI);

    expect(moved.statusCode).toBe(201);
    expect(moved.json().data.deviceLabel).toBe('Safari on iOS');
    expect(await devicesOf(first.id)).toEqual([]);
    expect(await devicesOf(second.id)).toMatchObject([
      { endpoint: device.subscription.endpoint, ...device.subscription.keys },
    ]);
    // The first account's notification never reaches the browser now signed in as the second.
    await testApp.app.push.deliverDue();
    expect(receivedBy(device)).toEqual([]);
  });

  it.each([
    ['another public key', (keys: Keys, other: Keys) => ({ ...keys, p256dh: other.p256dh })],
    ['another secret', (keys: Keys, other: Keys) => ({ ...keys, auth: other.auth })],
    ['other keys altogether', (_keys: Keys, other: Keys) => other],
  ])(
    "refuses another account naming my device's endpoint with %s with 409, and my pushes still reach me",
    async (_case, forge) => {
      const owner = await signedIn('tradie');
      const intruder = await signedIn();
      const device = pushService.newDevice();
      await subscribe(owner.token, device.subscription);
      const [before] = await devicesOf(owner.id);

      const response = await subscribe(intruder.token, {
        endpoint: device.subscription.endpoint,
        keys: forge(device.subscription.keys, pushService.newDevice().subscription.keys),
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: messages.push.subscriptionHeldElsewhere,
      });
      expect(await devicesOf(owner.id)).toEqual([before]);
      expect(await devicesOf(intruder.id)).toEqual([]);
      await inTransaction(testApp.app.db, (tx) => testApp.app.push.enqueue(owner.id, message, tx));
      await testApp.app.push.deliverDue();
      // Decrypted with the device's own keys by the push service, as the browser would.
      expect(receivedBy(device).map((push) => push.payload)).toEqual([
        { title: message.title, body: message.body, url: message.link },
      ]);
    },
  );

  it('lets the same account subscribe a device again, as the settings page does, keeping one row', async () => {
    const me = await signedIn();
    const device = pushService.newDevice();
    expect((await subscribe(me.token, device.subscription)).statusCode).toBe(201);
    const again = await subscribe(me.token, device.subscription, IPHONE_SAFARI);
    expect(again.statusCode).toBe(201);
    expect(await devicesOf(me.id)).toMatchObject([
      { endpoint: device.subscription.endpoint, deviceLabel: 'Safari on iOS' },
    ]);

    // Its own device: new keys for it change nobody else's pushes.
    const renewed = pushService.newDevice().subscription.keys;
    const rekeyed = await subscribe(me.token, { ...device.subscription, keys: renewed });
    expect(rekeyed.statusCode).toBe(201);
    expect(await devicesOf(me.id)).toMatchObject([{ ...renewed }]);
  });

  it('gives a new endpoint sent by two accounts at once with different keys to one of them only', async () => {
    const one = await signedIn();
    const two = await signedIn();
    const device = pushService.newDevice();
    const otherKeys = pushService.newDevice().subscription.keys;

    const responses = await Promise.all([
      subscribe(one.token, device.subscription),
      subscribe(two.token, { endpoint: device.subscription.endpoint, keys: otherKeys }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const winner = responses[0]!.statusCode === 201 ? one : two;
    const rows = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(rows).toMatchObject([
      {
        userId: winner.id,
        ...(winner === one ? device.subscription.keys : otherKeys),
      },
    ]);
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
