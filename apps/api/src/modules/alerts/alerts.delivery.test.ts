import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool, jobPostPayload, signInFresh } from '../../../test/job-fixtures';
import { saveQuestions } from '../../../test/question-fixtures';
import {
  startLocalPushService,
  type LocalDevice,
  type LocalPushService,
} from '../../../test/local-push-service';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { pendingAlertMails } from '../../db/schema/alerts';
import { inTransaction } from '../../lib/after-commit';
import { MESSAGE_MAIL_DELAY_MS, nextDigestAt } from './alerts.service';

const PUBLIC_URL = 'https://trademate.test';
const DIGEST_HOUR = 7;
const mm = messages.mails.alerts;

let testApp: TestApp;
let inbox: SmtpInbox;
let pushService: LocalPushService;
let takeServices: ReturnType<typeof createServicePool>;
let app: FastifyInstance;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  pushService = await startLocalPushService();
  testApp = await buildTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      PUBLIC_URL,
      DIGEST_HOUR: String(DIGEST_HOUR),
    },
    { passes: ['payments'], pushAgent: pushService.agent },
  );
  app = testApp.app;
  takeServices = createServicePool(app);
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
  await pushService.close();
});

/** Turns push on for `user` on a new device of the local push service. */
async function subscribeDevice(user: Awaited<ReturnType<typeof createUser>>) {
  const device = pushService.newDevice();
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: await signInFresh(app, user) },
    payload: device.subscription,
  });
  expect(response.statusCode).toBe(201);
  return device;
}

const deviceId = (device: LocalDevice) => device.subscription.endpoint.split('/').pop()!;

async function postJob(clientToken: string, serviceId: string, state: 'VIC' | 'NSW' = 'VIC') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/job',
    headers: { authorization: clientToken },
    payload: jobPostPayload(serviceId, {
      address: state === 'VIC' ? { state, city: 'Geelong' } : { state, city: 'Newcastle' },
    }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; title: string };
}

async function notificationsOf(userIds: string[], kind: 'job_posted' | 'message_received') {
  return testApp.app.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .then((rows) => rows.filter((row) => row.kind === kind));
}

/** The mails to `address`, once the sender has written those it composes (decision 075). */
async function outboxTo(address: string) {
  await testApp.app.mail.deliverDue();
  return testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
}

describe('nextDigestAt', () => {
  it('is the next DIGEST_HOUR in Sydney, summer time or not', () => {
    // 05:00 on 24 Nov in Sydney (AEDT, UTC+11): 07:00 the same morning.
    expect(nextDigestAt(new Date('2026-11-23T18:00:00Z'), 7).toISOString()).toBe(
      '2026-11-23T20:00:00.000Z',
    );
    // 10:00 on 1 Jun in Sydney (AEST, UTC+10): 07:00 the next morning.
    expect(nextDigestAt(new Date('2026-06-01T00:00:00Z'), 7).toISOString()).toBe(
      '2026-06-01T21:00:00.000Z',
    );
    // Exactly at the hour: the next day's.
    expect(nextDigestAt(new Date('2026-11-23T20:00:00Z'), 7).toISOString()).toBe(
      '2026-11-24T20:00:00.000Z',
    );
  });
});

describe('a posted job alerts the matching professionals', () => {
  it('queues the fan-out with the job and alerts exactly the verified, available professionals of the service and state, off the request', async () => {
    const [service, other] = await takeServices(2);
    const serviceIds = [service!.id];
    const client = await createUser(app, { userType: 'client', state: 'VIC', city: 'Geelong' });
    const paid = await createUser(app, { userType: 'tradie', state: 'VIC', serviceIds });
    const free = await createUser(app, { userType: 'freeTradie', state: 'VIC', serviceIds });
    const apprentice = await createUser(app, { userType: 'apprentice', state: 'VIC', serviceIds });
    const elsewhere = await createUser(app, { userType: 'tradie', state: 'NSW', serviceIds });
    const otherService = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds: [other!.id],
    });
    const unverified = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds,
      verified: false,
    });
    const busy = await createUser(app, { userType: 'tradie', state: 'VIC', serviceIds });
    await app.users.toggleHiringStatus(busy.id);
    const muted = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds: [service!.id, other!.id],
    });
    const mutedToken = await signInFresh(app, muted);
    const mute = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: { authorization: mutedToken },
      payload: { events: [], alertServiceIds: [other!.id] },
    });
    expect(mute.statusCode).toBe(200);

    const job = await postJob(await signInFresh(app, client), service!.id);

    // The request only recorded the fan-out: nobody is alerted before the sweep.
    const everyone = [paid, free, apprentice, elsewhere, otherService, unverified, busy, muted];
    expect(
      await notificationsOf(
        everyone.map((u) => u.id),
        'job_posted',
      ),
    ).toEqual([]);
    expect(await app.alerts.findFanout(job._id)).toMatchObject({ doneAt: null, alerted: 0 });

    const report = await app.alerts.sweep(new Date());
    expect(report).toMatchObject({ fanouts: 1, alerted: 3 });
    const alerted = await notificationsOf(
      everyone.map((u) => u.id),
      'job_posted',
    );
    expect(alerted.map((row) => row.userId).sort()).toEqual(
      [paid.id, free.id, apprentice.id].sort(),
    );
    expect(alerted[0]!.link).toBe(paths.jobRequest.href(job._id));
    expect((await app.alerts.findFanout(job._id))?.doneAt).not.toBeNull();

    // A second sweep alerts nobody twice.
    expect(await app.alerts.sweep(new Date())).toMatchObject({ fanouts: 0, alerted: 0 });

    // The paid tradie's mail is instant; the free tradie's and the apprentice's wait for the digest.
    expect(await outboxTo(paid.email)).toHaveLength(1);
    expect(await outboxTo(free.email)).toEqual([]);
    const waiting = await app.db
      .select()
      .from(pendingAlertMails)
      .where(inArray(pendingAlertMails.userId, [free.id, apprentice.id]));
    expect(waiting).toHaveLength(2);
  });

  it('alerts, for a job with a suburb, the professionals whose travel distance reaches it', async () => {
    const [service] = await takeServices(1);
    const serviceIds = [service!.id];
    const surryHills = { postcode: '2010', suburb: 'Surry Hills' };
    const client = await createUser(app, { userType: 'client', place: surryHills });
    // Parramatta is about 20 km from Surry Hills, Newcastle about 117 km.
    const near = await createUser(app, {
      userType: 'tradie',
      serviceIds,
      place: { postcode: '2150', suburb: 'Parramatta' },
      travelKm: 30,
    });
    const farButWilling = await createUser(app, {
      userType: 'tradie',
      serviceIds,
      place: { postcode: '2300', suburb: 'Newcastle' },
      travelKm: 150,
    });
    const tooFar = await createUser(app, {
      userType: 'tradie',
      serviceIds,
      place: { postcode: '2300', suburb: 'Newcastle' },
      travelKm: 50,
    });
    const noSuburb = await createUser(app, { userType: 'tradie', state: 'NSW', serviceIds });
    const noSuburbElsewhere = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds,
    });

    const response = await app.inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: await signInFresh(app, client) },
      payload: jobPostPayload(service!.id, {
        address: { state: 'NSW', city: 'Sydney', ...surryHills },
      }),
    });
    expect(response.statusCode).toBe(201);
    await app.alerts.sweep(new Date());

    const everyone = [near, farButWilling, tooFar, noSuburb, noSuburbElsewhere];
    const alerted = await notificationsOf(
      everyone.map((u) => u.id),
      'job_posted',
    );
    expect(alerted.map((row) => row.userId).sort()).toEqual(
      [near.id, farButWilling.id, noSuburb.id].sort(),
    );
  });

  it('mails the paid tradie the new job in HTML and text from one template, with exact links and RFC 8058 headers; the header link unsubscribes in one click', async () => {
    const [service] = await takeServices(1);
    const client = await createUser(app, { userType: 'client', state: 'VIC' });
    const tradie = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds: [service!.id],
      firstName: 'Mia',
    });
    const job = await postJob(await signInFresh(app, client), service!.id);
    await app.alerts.sweep(new Date());
    await app.mail.deliverDue();
    const mail = await inbox.nextMail((m) => m.to.includes(tradie.email));

    const jobLink = `${PUBLIC_URL}${paths.jobRequest.href(job._id)}`;
    expect(mail.subject).toBe(`New ${service!.name} job`);
    expect(mail.text).toContain(mm.greeting('Mia'));
    expect(mail.text).toContain(`“${job.title}” in Geelong, VIC.`);
    expect(mail.text).toContain(jobLink);
    expect(mail.html).toContain(`href="${jobLink}"`);
    expect(mail.html).toContain('#145075');

    const header = mail.headers['list-unsubscribe']!;
    const oneClick = header.match(
      /^<(https:\/\/trademate\.test\/api\/unsubscribe\?token=[^>]+)>$/,
    )?.[1];
    expect(oneClick).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = new URL(oneClick!).searchParams.get('token')!;
    const page = `${PUBLIC_URL}${paths.unsubscribe.href(token)}`;
    expect(mail.html).toContain(`href="${page.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(page);
    expect(mail.text).toContain(`${PUBLIC_URL}${paths.notificationSettings.href()}`);

    // What a mail client does with the header: a form POST, no cookie, no session.
    const url = new URL(oneClick!);
    const response = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You will no longer get new job alerts by email.');

    // The next job alerts in the app but sends no mail.
    const before = (await outboxTo(tradie.email)).length;
    await postJob(await signInFresh(app, client), service!.id);
    await app.alerts.sweep(new Date());
    expect(await notificationsOf([tradie.id], 'job_posted')).toHaveLength(2);
    expect(await outboxTo(tradie.email)).toHaveLength(before);
  });

  it("names the job's key answers in the alert, its mail and its push, as the job's card shows them", async () => {
    const [service] = await takeServices(1);
    await saveQuestions(app, service!.id);
    const client = await createUser(app, { userType: 'client', state: 'VIC' });
    const tradie = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds: [service!.id],
      firstName: 'Mia',
    });
    const device = await subscribeDevice(tradie);
    const response = await app.inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: await signInFresh(app, client) },
      payload: jobPostPayload(service!.id, {
        title: 'Power points for the home office',
        address: { state: 'VIC', city: 'Geelong' },
        answers: { 'job-type': 'power-points', points: 3, storeys: 'single', 'old-house': true },
      }),
    });
    expect(response.statusCode).toBe(201);
    await app.alerts.sweep(new Date());

    const body = messages.jobs.notifications.postedWithAnswersBody(
      'Power points for the home office',
      'Geelong',
      'VIC',
      'Power points · 3 points',
    );
    expect(body).toBe(
      '“Power points for the home office” in Geelong, VIC. Power points · 3 points.',
    );
    const [alert] = await notificationsOf([tradie.id], 'job_posted');
    expect(alert!.body).toBe(body);
    await app.mail.deliverDue();
    const mail = await inbox.nextMail((m) => m.to.includes(tradie.email));
    expect(mail.text).toContain(body);
    expect(mail.html).toContain('Power points · 3 points.');
    await app.push.deliverDue();
    const mine = (item: { device: string }) => item.device === deviceId(device);
    const [push] = pushService.received.filter(mine);
    expect(push!.payload).toMatchObject({ title: `New ${service!.name} job`, body });
    // The push tests below read every push received: this one is taken out of their way.
    pushService.received.splice(0, Infinity, ...pushService.received.filter((item) => !mine(item)));
  });

  it('greets each person alerted about one job by their own name, with their own unsubscribe link', async () => {
    const [service] = await takeServices(1);
    const client = await createUser(app, { userType: 'client', state: 'VIC' });
    const people = await Promise.all(
      ['Zoë & Co', 'Liam'].map(async (firstName) => ({
        firstName,
        ...(await createUser(app, {
          userType: 'tradie',
          state: 'VIC',
          serviceIds: [service!.id],
          firstName,
        })),
      })),
    );
    await postJob(await signInFresh(app, client), service!.id);
    await app.alerts.sweep(new Date());

    const tokens = new Set<string>();
    for (const person of people) {
      const [mail] = await outboxTo(person.email);
      expect(mail!.text).toContain(mm.greeting(person.firstName));
      expect(mail!.html).toContain(mm.greeting(person.firstName).replaceAll('&', '&#38;'));
      const header = (mail!.headers as Record<string, string>)['List-Unsubscribe']!;
      const token = new URL(header.slice(1, -1)).searchParams.get('token')!;
      expect(token.startsWith(`${person.id}.job_posted.`)).toBe(true);
      expect(mail!.text).toContain(`${PUBLIC_URL}${paths.unsubscribe.href(token)}`);
      expect(mail!.html).not.toContain('STANDIN');
      tokens.add(token);
    }
    expect(tokens.size).toBe(2);
  });

  it('sends the free tradie one digest of the day’s jobs at DIGEST_HOUR, not before', async () => {
    const [service] = await takeServices(1);
    const client = await createUser(app, { userType: 'client', state: 'VIC' });
    const free = await createUser(app, {
      userType: 'freeTradie',
      state: 'VIC',
      serviceIds: [service!.id],
    });
    const clientToken = await signInFresh(app, client);
    const first = await postJob(clientToken, service!.id);
    const second = await postJob(clientToken, service!.id);
    const postedAt = new Date();
    await app.alerts.sweep(postedAt);
    const digestAt = nextDigestAt(postedAt, DIGEST_HOUR);

    await app.alerts.sweep(new Date(digestAt.getTime() - 60_000));
    expect(await outboxTo(free.email)).toEqual([]);

    await app.alerts.sweep(digestAt);
    // One mail for both jobs.
    expect(await outboxTo(free.email)).toHaveLength(1);
    await app.mail.deliverDue();
    const mail = await inbox.nextMail((m) => m.to.includes(free.email));
    expect(mail.subject).toBe(mm.digestSubject(2));
    for (const job of [first, second])
      expect(mail.text).toContain(`${PUBLIC_URL}${paths.jobRequest.href(job._id)}`);
    expect(mail.text).toContain(`${PUBLIC_URL}${paths.jobRequests.href()}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Sent once: the next morning has nothing to send.
    await app.alerts.sweep(new Date(digestAt.getTime() + 24 * 60 * 60_000));
    expect(await outboxTo(free.email)).toHaveLength(1);
  });
});

describe('chat messages for someone away', () => {
  async function directChat(apprenticeFirstName = 'Ava') {
    const tradie = await createUser(app, { userType: 'tradie', firstName: 'Liam' });
    const apprentice = await createUser(app, {
      userType: 'apprentice',
      firstName: apprenticeFirstName,
    });
    const tradieToken = await signInFresh(app, tradie);
    const first = await app.inject({
      method: 'POST',
      url: '/api/chat/direct',
      headers: { authorization: tradieToken },
      payload: { userId: apprentice.id, message: 'Are you free on Saturday?' },
    });
    expect(first.statusCode).toBe(201);
    const conversationId: string = first.json().data.conversationId;
    const say = async (body: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/chat/${conversationId}/messages`,
        headers: { authorization: tradieToken },
        payload: { body },
      });
      expect(response.statusCode).toBe(201);
    };
    return { tradie, apprentice, conversationId, say };
  }

  it('waits, then mails the messages that arrived as one mail for the conversation', async () => {
    const { apprentice, conversationId, say } = await directChat();
    await say('It is a bathroom job in Fitzroy.');
    await say('Bring your own tools.');
    const sentAt = Date.now();

    // Nothing before the delay is over.
    await app.alerts.sweep(new Date(sentAt + MESSAGE_MAIL_DELAY_MS - 60_000));
    expect(await outboxTo(apprentice.email)).toEqual([]);

    expect(await app.alerts.sweep(new Date(sentAt + MESSAGE_MAIL_DELAY_MS + 1_000))).toMatchObject({
      mailed: 1,
    });
    expect(await outboxTo(apprentice.email)).toHaveLength(1);
    await app.mail.deliverDue();
    const mail = await inbox.nextMail((m) => m.to.includes(apprentice.email));
    expect(mail.subject).toBe(mm.messagesSubject('Liam', 3));
    expect(mail.text).toContain('Are you free on Saturday?');
    expect(mail.text).toContain('It is a bathroom job in Fitzroy.');
    expect(mail.text).toContain('Bring your own tools.');
    expect(mail.html).toContain(`href="${PUBLIC_URL}${paths.chat.href(conversationId)}"`);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/trademate\.test\/api\/unsubscribe\?token=/,
    );
  });

  it('drops the mail when the conversation was read meanwhile', async () => {
    const { apprentice, conversationId } = await directChat();
    const read = await app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/read`,
      headers: { authorization: await signInFresh(app, apprentice) },
    });
    expect(read.statusCode).toBe(200);
    const report = await app.alerts.sweep(new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 1_000));
    expect(report).toMatchObject({ mailed: 0 });
    expect(report.dropped).toBeGreaterThanOrEqual(1);
    expect(await outboxTo(apprentice.email)).toEqual([]);
  });

  it('waits for the conversation a notification names by id, wherever its link leads', async () => {
    const { tradie, apprentice, conversationId } = await directChat();
    const read = await app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/read`,
      headers: { authorization: await signInFresh(app, apprentice) },
    });
    expect(read.statusCode).toBe(200);
    await app.alerts.sweep(new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 1_000));
    const waitingOf = () =>
      app.db
        .select({ conversationId: pendingAlertMails.conversationId })
        .from(pendingAlertMails)
        .where(eq(pendingAlertMails.userId, apprentice.id));
    expect(await waitingOf()).toEqual([]);

    await app.notifications.notify({
      userId: apprentice.id,
      kind: 'message_received',
      title: messages.chats.messageReceivedTitle('Liam'),
      body: 'See my profile first.',
      link: paths.professionalDetail.href(tradie.id),
      subjectConversationId: conversationId,
    });
    expect(await waitingOf()).toEqual([{ conversationId }]);
  });
});

describe('push and plan notices', () => {
  it('pushes a notification to the devices of people who keep push on, decrypted as the browser reads it', async () => {
    const keeps = await createUser(app, { userType: 'tradie' });
    const declines = await createUser(app, { userType: 'tradie' });
    const keepsDevice = await subscribeDevice(keeps);
    const declinesDevice = await subscribeDevice(declines);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: { authorization: await signInFresh(app, declines) },
      payload: { events: [{ event: 'job_hired', email: 'instant', push: false }] },
    });
    expect(off.statusCode).toBe(200);
    const link = paths.jobHistoryEntry.href('5b0c2a4e-8f1d-4c3b-9a7e-6d5f4e3c2b1a');

    await inTransaction(app.db, (tx) =>
      app.notifications.notifyMany(
        [keeps, declines].map((user) => ({
          userId: user.id,
          kind: 'job_hired' as const,
          title: 'You have been hired',
          body: 'Olivia N. hired you for “Fix a tap”.',
          link,
        })),
        tx,
      ),
    );
    const report = await app.push.deliverDue();

    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(pushService.received.map((push) => [push.device, push.payload])).toEqual([
      [
        deviceId(keepsDevice),
        {
          title: 'You have been hired',
          body: 'Olivia N. hired you for “Fix a tap”.',
          url: link,
          tag: 'job_hired',
        },
      ],
    ]);
    expect(pushService.received.some((push) => push.device === deviceId(declinesDevice))).toBe(
      false,
    );
  });

  it('writes plan notices in the alert template with unsubscribe headers, and honours an unsubscribe', async () => {
    const tradie = await createUser(app, { userType: 'tradie', firstName: 'Zoe' });
    const recipient = {
      id: tradie.id,
      email: tradie.email,
      firstName: 'Zoe',
      userType: 'tradie' as const,
    };
    const mail = await app.alerts.composeMail(recipient, 'plan_renewal', {
      subject: 'Your TradeMate Professional plan renews on 1 December 2026',
      heading: 'Your plan renews on 1 December 2026, Zoe',
      paragraphs: ['Nothing to do if you want to keep it.'],
      action: { label: messages.mails.planAction, href: paths.userSubscription.href() },
    });
    expect(mail.text).toContain(`${PUBLIC_URL}${paths.userSubscription.href()}`);
    expect(mail.text).toContain('Nothing to do if you want to keep it.');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await app.alerts.wantsEmail(recipient, 'plan_renewal')).toBe(true);
    await app.alerts.unsubscribe(app.alerts.unsubscribeToken(tradie.id, 'plan_renewal'));
    expect(await app.alerts.wantsEmail(recipient, 'plan_renewal')).toBe(false);
  });
});

describe('quote alerts (decision 062)', () => {
  it('mails and pushes a quote to the client and an answer to the professional at once, as each chose', async () => {
    const client = await createUser(app, { userType: 'client', firstName: 'Olivia' });
    const tradie = await createUser(app, { userType: 'tradie', firstName: 'Mick' });
    const quiet = await createUser(app, { userType: 'client' });
    const clientDevice = await subscribeDevice(client);
    const tradieDevice = await subscribeDevice(tradie);
    const quietDevice = await subscribeDevice(quiet);
    const quietToken = await signInFresh(app, quiet);
    const settings = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/notification-settings',
        headers: { authorization: quietToken },
        payload,
      });
    // Answers to quotes are a professional's event, not a client's.
    const foreign = await settings({
      events: [{ event: 'quote_answered', email: 'off', push: false }],
    });
    expect(foreign.statusCode).toBe(400);
    const off = await settings({
      events: [{ event: 'quote_received', email: 'off', push: false }],
    });
    expect(off.statusCode).toBe(200);

    const link = paths.quote.href('1f2e3d4c-5b6a-4789-8a7b-6c5d4e3f2a1b');
    const jobId = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
    const received = { kind: 'quote_received' as const, title: 'New quote: Fix a tap' };
    await inTransaction(app.db, (tx) =>
      app.notifications.notifyMany(
        [
          {
            userId: client.id,
            ...received,
            body: 'Mick quoted $677.49',
            link,
            subjectJobId: jobId,
          },
          { userId: quiet.id, ...received, body: 'Mick quoted $677.49', link, subjectJobId: jobId },
          {
            userId: tradie.id,
            kind: 'quote_answered' as const,
            title: 'Quote accepted: Fix a tap',
            body: 'Olivia accepted your quote for $677.49. You have been hired.',
            link,
            subjectJobId: jobId,
          },
        ],
        tx,
      ),
    );

    const [toClient] = await outboxTo(client.email);
    expect(toClient).toMatchObject({ kind: 'alert_quote_received', subject: received.title });
    expect(toClient!.text).toContain(`${PUBLIC_URL}${link}`);
    expect(toClient!.text).toContain(
      mm.footerWhy(messages.notificationSettings.eventLabels.quote_received),
    );
    const [toTradie] = await outboxTo(tradie.email);
    expect(toTradie).toMatchObject({ kind: 'alert_quote_answered' });
    expect(toTradie!.text).toContain(
      mm.footerWhy(messages.notificationSettings.eventLabels.quote_answered),
    );
    expect(await outboxTo(quiet.email)).toEqual([]);

    await app.push.deliverDue();
    const pushedTo = (device: LocalDevice) =>
      pushService.received.filter((push) => push.device === deviceId(device));
    expect(pushedTo(clientDevice).map((push) => push.payload)).toEqual([
      { title: received.title, body: 'Mick quoted $677.49', url: link, tag: 'quote_received' },
    ]);
    expect(pushedTo(tradieDevice).map((push) => push.payload)).toEqual([
      expect.objectContaining({ url: link, tag: 'quote_answered' }),
    ]);
    expect(pushedTo(quietDevice)).toEqual([]);
  });
});
