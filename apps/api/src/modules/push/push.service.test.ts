import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from '../../../test/local-push-service';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { inTransaction } from '../../lib/after-commit';
import { CLAIM_MS, MAX_ATTEMPTS, retryDelayMs } from './push.service';

const HOUR = 60 * 60 * 1000;

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

/** A signed-in person with `count` devices subscribed through the API. */
async function personWithDevices(count: number) {
  const user = await createUser(testApp.app, { userType: 'tradie' });
  const token = await signIn(testApp.app, user);
  const devices: LocalDevice[] = [];
  for (let index = 0; index < count; index += 1) {
    const device = pushService.newDevice();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { authorization: token },
      payload: device.subscription,
    });
    expect(response.statusCode).toBe(201);
    devices.push(device);
  }
  return { id: user.id, devices };
}

const idOf = (device: LocalDevice) => device.subscription.endpoint.split('/').pop()!;
const receivedBy = (device: LocalDevice) =>
  pushService.received.filter((push) => push.device === idOf(device));
const outboxOf = (device: LocalDevice) =>
  testApp.app.db
    .select({ row: pushOutbox })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
    .then((rows) => rows.map(({ row }) => row));
const subscriptionOf = (device: LocalDevice) =>
  testApp.app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
    .then((rows) => rows[0]);

const message = {
  title: 'Sam sent you a message',
  body: 'Can you come on Tuesday?',
  link: '/chats/123',
  tag: 'chat-123',
};

describe('app.push', () => {
  it('delivers an encrypted push to each device once the transaction commits', async () => {
    const { id, devices } = await personWithDevices(2);

    await inTransaction(testApp.app.db, (tx) => testApp.app.push.enqueue(id, message, tx));
    const report = await testApp.app.push.deliverDue();

    expect(report).toMatchObject({ sent: 2, retrying: 0, failed: 0, removed: 0 });
    for (const device of devices) {
      const [push] = receivedBy(device);
      expect(push?.payload).toEqual({
        title: message.title,
        body: message.body,
        url: message.link,
        tag: message.tag,
      });
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.headers.ttl).toBe('86400');
      expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
      expect(await outboxOf(device)).toEqual([]);
      expect((await subscriptionOf(device))?.lastUsedAt).toBeInstanceOf(Date);
    }
  });

  it("queues a batch of people's messages at once, each to its own person's devices", async () => {
    const ann = await personWithDevices(2);
    const ben = await personWithDevices(1);
    const nobody = await createUser(testApp.app);
    const to = (name: string) => ({ ...message, title: `For ${name}`, tag: name });

    await inTransaction(testApp.app.db, (tx) =>
      testApp.app.push.enqueueMany(
        [
          { userId: ann.id, message: to('Ann') },
          { userId: nobody.id, message: to('nobody') },
          { userId: ben.id, message: to('Ben') },
        ],
        tx,
      ),
    );
    expect(await testApp.app.push.deliverDue()).toMatchObject({ sent: 3, failed: 0 });
    const titles = (devices: LocalDevice[]) =>
      devices.map((device) =>
        receivedBy(device).map((push) => (push.payload as { title: string }).title),
      );
    expect(titles(ann.devices)).toEqual([['For Ann'], ['For Ann']]);
    expect(titles(ben.devices)).toEqual([['For Ben']]);
  });

  it('queues nothing for a transaction that rolls back, and nothing for a person with no device', async () => {
    const { id, devices } = await personWithDevices(1);
    const [device] = devices as [LocalDevice];
    await expect(
      inTransaction(testApp.app.db, async (tx) => {
        await testApp.app.push.enqueue(id, message, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const nobody = await createUser(testApp.app);
    await inTransaction(testApp.app.db, (tx) => testApp.app.push.enqueue(nobody.id, message, tx));

    expect(await outboxOf(device)).toEqual([]);
    await testApp.app.push.deliverDue();
    expect(receivedBy(device)).toEqual([]);
  });

  it('refuses a link that leaves the app', async () => {
    const { id } = await personWithDevices(1);
    await expect(
      testApp.app.push.enqueue(id, { ...message, link: '//elsewhere.example/x' }),
    ).rejects.toThrow('app path');
  });

  it.each([404, 410])(
    'removes a device the push service answers %i for, with its queued pushes',
    async (status) => {
      const { id, devices } = await personWithDevices(2);
      const [gone, kept] = devices as [LocalDevice, LocalDevice];
      pushService.answer(gone, status);

      await testApp.app.push.enqueue(id, message);
      const report = await testApp.app.push.deliverDue();

      expect(report).toMatchObject({ sent: 1, removed: 1 });
      expect(await subscriptionOf(gone)).toBeUndefined();
      expect(await outboxOf(gone)).toEqual([]);
      expect(receivedBy(kept)).toHaveLength(1);
    },
  );

  it('retries a push the service failed, later, and delivers it then', async () => {
    const { id, devices } = await personWithDevices(1);
    const [device] = devices as [LocalDevice];
    pushService.answer(device, 503);

    await testApp.app.push.enqueue(id, message);
    const now = new Date();
    expect(await testApp.app.push.deliverDue(now)).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await outboxOf(device);
    expect(waiting).toMatchObject({ attempts: 1, claimedBy: null, failedAt: null });
    expect(waiting?.lastError).toContain('503');
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    pushService.answer(device, null);
    // Not before its time…
    expect(await testApp.app.push.deliverDue(now)).toMatchObject({ sent: 0 });
    // …and then it goes.
    const later = new Date(now.getTime() + retryDelayMs(1, () => 1) + 1);
    expect(await testApp.app.push.deliverDue(later)).toMatchObject({ sent: 1 });
    expect(receivedBy(device).map((push) => push.payload)).toEqual([
      { title: message.title, body: message.body, url: message.link, tag: message.tag },
    ]);
    expect(await outboxOf(device)).toEqual([]);
  });

  it(`gives up on a push after ${MAX_ATTEMPTS} failed attempts, keeping the device`, async () => {
    const { id, devices } = await personWithDevices(1);
    const [device] = devices as [LocalDevice];
    pushService.answer(device, 500);

    await testApp.app.push.enqueue(id, message);
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await testApp.app.push.deliverDue(new Date(at));
      at += HOUR;
    }

    const [row] = await outboxOf(device);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(await subscriptionOf(device)).toBeDefined();
    expect(await testApp.app.push.deliverDue(new Date(at))).toMatchObject({ sent: 0, failed: 0 });
    pushService.answer(device, null);
  });

  it('survives a sender that stopped holding a push: another takes it once the claim lapses', async () => {
    const { id, devices } = await personWithDevices(1);
    const [device] = devices as [LocalDevice];
    await testApp.app.push.enqueue(id, message);
    const [row] = await outboxOf(device);
    const now = new Date();
    // A sender on another instance took it and stopped before answering.
    await testApp.app.db
      .update(pushOutbox)
      .set({
        claimedBy: crypto.randomUUID(),
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: 1,
      })
      .where(eq(pushOutbox.id, row!.id));

    expect(await testApp.app.push.deliverDue(now)).toMatchObject({ sent: 0 });
    expect(await testApp.app.push.deliverDue(new Date(now.getTime() + CLAIM_MS + 1))).toMatchObject(
      { sent: 1 },
    );
    expect(receivedBy(device)).toHaveLength(1);
  });
});
