import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from '../../../test/local-push-service';
import { entryPayload, logbookScene } from '../../../test/logbook-fixtures';
import { mailOutbox } from '../../db/schema/mail';

const PUBLIC_URL = 'https://trademate.test';
const m = messages.logbook;
const mm = messages.mails.alerts;
const labels = messages.notificationSettings.eventLabels;

let testApp: TestApp;
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startLocalPushService();
  // No mail sender: alert mails stay in the outbox for the test to read.
  testApp = await buildTestApp(
    { PUBLIC_URL },
    { passes: ['payments'], pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

const app = () => testApp.app;
const scene = logbookScene(app);
const { call, apprentice, professional, recorded } = scene;

async function subscribeDevice(person: Person): Promise<LocalDevice> {
  const device = pushService.newDevice();
  const response = await call('POST', '/api/push/subscriptions', person, device.subscription);
  expect(response.statusCode).toBe(201);
  return device;
}

const deviceId = (device: LocalDevice) => device.subscription.endpoint.split('/').pop()!;

async function pushesTo(device: LocalDevice) {
  await app().push.deliverDue();
  return pushService.received
    .filter((push) => push.device === deviceId(device))
    .map((push) => push.payload);
}

/** The alert mails of `kind` to `person`, once the sender has written them (decision 075). */
async function alertMailsTo(person: Person, kind: string) {
  await app().mail.deliverDue();
  return app()
    .db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, person.email), eq(mailOutbox.kind, kind)));
}

describe('logbook alerts', () => {
  it('mails and pushes a request and its answer, the weekly reminder and a review, as each chose', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const rubysDevice = await subscribeDevice(ruby);
    const micksDevice = await subscribeDevice(mick);

    const request = await scene.requested(ruby, mick);
    const [asked] = await alertMailsTo(mick, 'alert_logbook_supervision');
    expect(asked).toMatchObject({ subject: m.notifySupervisionRequested('Ruby Nguyen') });
    expect(asked!.text).toContain(m.notifyBodies.supervisionRequested);
    expect(asked!.text).toContain(`${PUBLIC_URL}${paths.logbookReview.href()}`);
    expect(asked!.text).toContain(mm.footerWhy(labels.logbook_supervision));
    expect(await pushesTo(micksDevice)).toContainEqual({
      title: m.notifySupervisionRequested('Ruby Nguyen'),
      body: m.notifyBodies.supervisionRequested,
      url: paths.logbookReview.href(),
      tag: 'logbook_supervision',
    });

    await scene.succeed('POST', `/api/logbook/supervisions/${request._id}/accept`, mick);
    const [accepted] = await alertMailsTo(ruby, 'alert_logbook_supervision');
    expect(accepted).toMatchObject({ subject: m.notifySupervisionAccepted('Mick Nguyen') });
    expect(await pushesTo(rubysDevice)).toContainEqual(
      expect.objectContaining({ url: paths.logbook.href(), tag: 'logbook_supervision' }),
    );

    const [entry] = await recorded(ruby, [entryPayload(request._id)]);
    await app().logbook.sweepReminders(new Date(Date.now() + 60_000));
    const [reminder] = await alertMailsTo(mick, 'alert_logbook_pending');
    expect(reminder).toMatchObject({ subject: m.notifyPending(1) });
    expect(reminder!.text).toContain(mm.footerWhy(labels.logbook_pending));
    expect(await pushesTo(micksDevice)).toContainEqual(
      expect.objectContaining({ title: m.notifyPending(1), tag: 'logbook_pending' }),
    );

    await scene.succeed('POST', `/api/logbook/entries/${entry!._id}/return`, mick, {
      comment: 'Put the job on it.',
    });
    const [returned] = await alertMailsTo(ruby, 'alert_logbook_reviewed');
    expect(returned).toMatchObject({ subject: m.notifyReviewed(0, 1) });
    expect(returned!.text).toContain(m.notifyBodies.returned('Mick Nguyen', 'Put the job on it.'));
    expect(returned!.text).toContain(`${PUBLIC_URL}${paths.logbookEntry.href(entry!._id)}`);
    expect(await pushesTo(rubysDevice)).toContainEqual(
      expect.objectContaining({
        url: paths.logbookEntry.href(entry!._id),
        tag: 'logbook_reviewed',
      }),
    );

    // Ruby turns both channels off: the next review is only a notification on the site.
    const settings = await call('PUT', '/api/notification-settings', ruby, {
      events: [{ event: 'logbook_reviewed', email: 'off', push: false }],
    });
    expect(settings.statusCode).toBe(200);
    const pushedBefore = (await pushesTo(rubysDevice)).length;
    await scene.succeed('PATCH', `/api/logbook/entries/${entry!._id}`, ruby, {
      ...entryPayload(request._id),
      minutes: 420,
    });
    await scene.succeed('POST', '/api/logbook/entries/verify', mick, { entryIds: [entry!._id] });
    expect(await alertMailsTo(ruby, 'alert_logbook_reviewed')).toHaveLength(1);
    expect(await pushesTo(rubysDevice)).toHaveLength(pushedBefore);
    expect(await scene.noticesOf(ruby.id, 'logbook_reviewed')).toHaveLength(2);
  });

  it('lists the logbook events in the settings of apprentices and professionals, and no client’s', async () => {
    const events = async (who: Person) =>
      (await call('GET', '/api/notification-settings', who))
        .json()
        .data.events.map((e: { event: string }) => e.event);
    expect(await events(await apprentice())).toEqual(
      expect.arrayContaining(['logbook_supervision', 'logbook_reviewed']),
    );
    expect(await events(await apprentice())).not.toContain('logbook_pending');
    for (const userType of ['tradie', 'freeTradie'] as const) {
      const mine = await events(await professional(userType));
      expect(mine).toEqual(expect.arrayContaining(['logbook_supervision', 'logbook_pending']));
      expect(mine).not.toContain('logbook_reviewed');
    }
    const client = await scene.signedIn('client');
    expect((await events(client)).filter((e: string) => e.startsWith('logbook_'))).toEqual([]);
    const refused = await call('PUT', '/api/notification-settings', client, {
      events: [{ event: 'logbook_pending', email: 'off', push: false }],
    });
    expect(refused.statusCode).toBe(400);
  });
});
