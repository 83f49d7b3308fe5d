import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variationTotals } from '@trademate/shared/constants/quote-variations';
import { quoteTotals } from '@trademate/shared/constants/quotes';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from '../../../test/local-push-service';
import { quotePayload, quoteScene, variationPayload } from '../../../test/quote-fixtures';
import { mailOutbox } from '../../db/schema/mail';

const PUBLIC_URL = 'https://trademate.test';
const mv = messages.quoteVariations;
const mm = messages.mails.alerts;

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
const scene = quoteScene(app);
const { call, acceptedQuote } = scene;

/** Turns push on for `person` on a new device of the local push service. */
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

describe('variation alerts', () => {
  it('mails and pushes a proposal to the client and the answer to the professional, as each chose', async () => {
    const { client, job, professional, quote } = await acceptedQuote();
    const clientDevice = await subscribeDevice(client);
    const professionalDevice = await subscribeDevice(professional);
    const link = paths.quote.href(quote._id);
    const total = variationTotals(variationPayload().lines, false).totalCents;

    const proposed = await call(
      'POST',
      `/api/quotes/${quote._id}/variations`,
      professional,
      variationPayload(),
    );
    expect(proposed.statusCode).toBe(201);
    const [toClient, ...more] = await alertMailsTo(client, 'alert_variation_proposed');
    expect(more).toEqual([]);
    expect(toClient).toMatchObject({ subject: mv.notifications.proposedTitle(job.title) });
    expect(toClient!.text).toContain(mv.notifications.proposedBody('Mick', 1, total));
    expect(toClient!.text).toContain(`${PUBLIC_URL}${link}`);
    expect(toClient!.text).toContain(
      mm.footerWhy(messages.notificationSettings.eventLabels.variation_proposed),
    );
    expect(await pushesTo(clientDevice)).toContainEqual({
      title: mv.notifications.proposedTitle(job.title),
      body: mv.notifications.proposedBody('Mick', 1, total),
      url: link,
      tag: 'variation_proposed',
    });

    const approved = await call('POST', `/api/quotes/${quote._id}/variations/1/approve`, client);
    expect(approved.statusCode).toBe(200);
    const agreed =
      quoteTotals(quotePayload().items, false, { kind: 'none', value: 0 }).totalCents + total;
    const [toProfessional] = await alertMailsTo(professional, 'alert_variation_answered');
    expect(toProfessional).toMatchObject({ subject: mv.notifications.approvedTitle(job.title) });
    expect(toProfessional!.text).toContain(mv.notifications.approvedBody('Olivia', 1, agreed));
    expect(toProfessional!.text).toContain(
      mm.footerWhy(messages.notificationSettings.eventLabels.variation_answered),
    );
    expect(await pushesTo(professionalDevice)).toContainEqual(
      expect.objectContaining({ url: link, tag: 'variation_answered' }),
    );

    // The client turns both channels off: the next proposal is only a notification on the site.
    const settings = await call('PUT', '/api/notification-settings', client, {
      events: [{ event: 'variation_proposed', email: 'off', push: false }],
    });
    expect(settings.statusCode).toBe(200);
    const pushedBefore = (await pushesTo(clientDevice)).length;
    const again = await call(
      'POST',
      `/api/quotes/${quote._id}/variations`,
      professional,
      variationPayload({ reason: 'One more valve behind the wall.' }),
    );
    expect(again.statusCode).toBe(201);
    expect(await alertMailsTo(client, 'alert_variation_proposed')).toHaveLength(1);
    expect(await pushesTo(clientDevice)).toHaveLength(pushedBefore);
    expect(await scene.noticesOf(client.id, 'variation_proposed')).toHaveLength(2);
  });

  it('refuses a professional’s event in a client’s settings', async () => {
    const client = await scene.signedIn('client');
    const response = await call('PUT', '/api/notification-settings', client, {
      events: [{ event: 'variation_answered', email: 'off', push: false }],
    });
    expect(response.statusCode).toBe(400);
  });
});
