import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeEvents } from '@trademate/shared/realtime';
import { userTypes } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import {
  consoleCall,
  signInNewAdmin,
  signInNewSupport,
  type SignedInStaff,
} from '../../../test/staff';
import { inTransaction } from '../../lib/after-commit';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { reports } from '../../db/schema/safety';
import { auditLog } from '../../db/schema/staff';
import { users } from '../../db/schema/users';

const m = messages.moderation;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: SignedInStaff;
let support: SignedInStaff;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await signInNewAdmin(testApp.app);
  support = await signInNewSupport(testApp.app, admin);
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

const { call: customerCall, signedIn, asStaff } = apiClient(app, { paidTradies: true });

const staffCall = (
  method: 'GET' | 'POST',
  url: string,
  staff: SignedInStaff = support,
  payload?: object,
) => asStaff(staff, method, url, payload);

const act = (reportId: string, action: string, staff: SignedInStaff = support) =>
  staffCall('POST', `/api/admin/reports/${reportId}/${action}`, staff, {
    reason: `Checked the report: ${action}`,
  });

async function report(
  who: Person,
  subjectType: 'user' | 'job' | 'message' | 'review',
  subjectId: string,
  reason = 'abusive',
): Promise<string> {
  const response = await customerCall('POST', '/api/report', who, {
    subjectType,
    subjectId,
    reason,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

async function auditRows(action: string, recordId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)));
}

async function notificationsOf(userId: string, kind: 'report_outcome' | 'account_warned') {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

/** A client with an open job and a paid tradie who wrote about it, with a few more messages. */
async function conversationWithMessages() {
  const [service] = await takeServices(1);
  const client = await signedIn('client', { firstName: 'Olivia' });
  const tradie = await signedIn('tradie', { firstName: 'Mick', serviceIds: [service!.id] });
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  const contact = await customerCall('POST', `/api/jobRequest/${job.id}/contact`, tradie, {
    message: 'Hi Olivia, I can look at the tap on Thursday.',
  });
  expect(contact.statusCode).toBe(201);
  const conversationId: string = contact.json().data.conversationId;
  const say = async (who: Person, body: string) => {
    const sent = await customerCall('POST', `/api/chat/${conversationId}/messages`, who, { body });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json().data._id as string;
  };
  await say(client, 'Thursday works. What would it cost?');
  const abusive = await say(tradie, 'Pay me cash or you are an idiot.');
  return { client, tradie, job, service: service!, conversationId, abusive, say };
}

describe('who may moderate', () => {
  it('refuses every route signed out and to every customer kind; support and admins get in', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/reports'],
      ['GET', `/api/admin/reports/${UNKNOWN_ID}`],
      ['POST', `/api/admin/reports/${UNKNOWN_ID}/dismiss`],
      ['POST', `/api/admin/reports/${UNKNOWN_ID}/hide`],
      ['POST', `/api/admin/reports/${UNKNOWN_ID}/warn`],
      ['POST', `/api/admin/reports/${UNKNOWN_ID}/suspend`],
      ['POST', `/api/admin/jobs/${UNKNOWN_ID}/hide`],
      ['POST', `/api/admin/jobs/${UNKNOWN_ID}/unhide`],
      ['POST', `/api/admin/jobs/${UNKNOWN_ID}/close`],
    ];
    const customers = await Promise.all(userTypes.map((userType) => signedIn(userType)));
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { reason: 'checking access' } : undefined;
      expect((await consoleCall(app(), method, url, { payload })).statusCode).toBe(401);
      for (const customer of customers) {
        const response = await consoleCall(app(), method, url, {
          payload,
          headers: { authorization: customer.token, cookie: `token=${customer.token}` },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    for (const staff of [admin, support]) {
      expect((await staffCall('GET', '/api/admin/reports', staff)).statusCode).toBe(200);
      expect((await staffCall('GET', `/api/admin/reports/${UNKNOWN_ID}`, staff)).statusCode).toBe(
        404,
      );
    }
  });

  it('answers bad input with 400 and changes nothing', async () => {
    expect((await staffCall('GET', '/api/admin/reports?status=closed')).statusCode).toBe(400);
    expect((await staffCall('GET', '/api/admin/reports/not-an-id')).statusCode).toBe(400);
    const { client, abusive } = await conversationWithMessages();
    const reportId = await report(client, 'message', abusive);
    const noReason = await staffCall('POST', `/api/admin/reports/${reportId}/hide`, support, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect((await act(reportId, 'ban')).statusCode).toBe(400);
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(row!.status).toBe('open');
  });
});

describe('the queue', () => {
  it('groups the reports about one thing, counts its reporters and lists the oldest first', async () => {
    const talk = await conversationWithMessages();
    const bystanderTalk = await conversationWithMessages();
    const jobReporter = await signedIn('tradie', { serviceIds: [bystanderTalk.service.id] });
    const first = await report(talk.client, 'message', talk.abusive, 'abusive');
    const jobReport = await report(jobReporter, 'job', bystanderTalk.job.id, 'scam');
    const secondReporter = await signedIn('tradie', { serviceIds: [talk.service.id] });
    await report(secondReporter, 'job', talk.job.id, 'spam');

    const queue = await staffCall('GET', '/api/admin/reports?limit=100');
    expect(queue.statusCode).toBe(200);
    const items: Array<{ reportId: string; subjectId: string; reportCount: number }> =
      queue.json().data.items;
    const mine = items.filter((item) => [first, jobReport].includes(item.reportId));
    expect(mine.map((item) => item.reportId)).toEqual([first, jobReport]);

    const messagesOnly = await staffCall('GET', '/api/admin/reports?subjectType=message&limit=100');
    expect(
      messagesOnly
        .json()
        .data.items.every((item: { subjectType: string }) => item.subjectType === 'message'),
    ).toBe(true);

    // A second person reporting the same job: one row, two reports.
    const another = await signedIn('freeTradie', { serviceIds: [bystanderTalk.service.id] });
    await report(another, 'job', bystanderTalk.job.id, 'spam');
    const grouped = await staffCall('GET', '/api/admin/reports?subjectType=job&limit=100');
    const row = grouped
      .json()
      .data.items.find((item: { subjectId: string }) => item.subjectId === bystanderTalk.job.id);
    expect(row).toMatchObject({
      reportId: jobReport,
      reportCount: 2,
      reasons: expect.arrayContaining(['scam', 'spam']),
      owner: { _id: bystanderTalk.client.id },
    });

    const paged = await staffCall('GET', '/api/admin/reports?limit=1&page=2');
    expect(paged.json().data).toMatchObject({ page: 2, items: [expect.anything()] });
    expect(paged.json().data.pageCount).toBeGreaterThanOrEqual(2);
  });

  it('shows a reported message with the messages around it, both people and every report', async () => {
    const talk = await conversationWithMessages();
    const after = await talk.say(talk.client, 'That is not okay.');
    const reportId = await report(talk.client, 'message', talk.abusive);
    const response = await staffCall('GET', `/api/admin/reports/${reportId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      subjectType: 'message',
      subjectId: talk.abusive,
      isOpen: true,
      owner: { _id: talk.tradie.id },
      reports: [
        {
          _id: reportId,
          reporter: { _id: talk.client.id },
          excerpt: 'Pay me cash or you are an idiot.',
        },
      ],
    });
    expect(data.content.kind).toBe('message');
    expect(data.content.people.map((p: { _id: string }) => p._id)).toEqual([
      talk.tradie.id,
      talk.client.id,
    ]);
    const bodies = data.content.messages.map((message: { body: string }) => message.body);
    expect(bodies).toEqual([
      'Hi Olivia, I can look at the tap on Thursday.',
      'Thursday works. What would it cost?',
      'Pay me cash or you are an idiot.',
      'That is not okay.',
    ]);
    expect(
      data.content.messages.filter((message: { isReported: boolean }) => message.isReported),
    ).toEqual([expect.objectContaining({ _id: talk.abusive })]);
    expect(data.content.messages.at(-1)._id).toBe(after);
  });

  it('shows a reported job with its client, and a reported person with their profile', async () => {
    const talk = await conversationWithMessages();
    const jobReport = await report(talk.tradie, 'job', talk.job.id, 'scam');
    const job = (await staffCall('GET', `/api/admin/reports/${jobReport}`)).json().data;
    expect(job.content).toMatchObject({
      kind: 'job',
      job: { _id: talk.job.id, status: 'open', hiddenAt: null },
      client: { _id: talk.client.id },
    });
    const personReport = await report(talk.client, 'user', talk.tradie.id, 'fakeProfile');
    const person = (await staffCall('GET', `/api/admin/reports/${personReport}`)).json().data;
    expect(person.content).toMatchObject({
      kind: 'user',
      person: { _id: talk.tradie.id, userType: 'tradie' },
    });
    // The person's page lists the reports about their other things.
    const messageReport = await report(talk.client, 'message', talk.abusive);
    expect(person.ownerReports).toEqual([]);
    const again = (await staffCall('GET', `/api/admin/reports/${personReport}`)).json().data;
    expect(again.ownerReports).toEqual([
      expect.objectContaining({ _id: messageReport, subjectType: 'message' }),
    ]);
  });
});

describe('acting on a report', () => {
  it('hides a message: both read it removed in history and the list, the reporter is told, every open report closes', async () => {
    const talk = await conversationWithMessages();
    const reportId = await report(talk.client, 'message', talk.abusive);
    const toUser = vi.spyOn(app().realtime, 'toUser');
    const response = await act(reportId, 'hide');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.done.hide,
      data: { closed: 1, reportersTold: 1 },
    });

    for (const who of [talk.client, talk.tradie]) {
      const history = await customerCall('GET', `/api/chat/${talk.conversationId}/messages`, who);
      const removed = history
        .json()
        .data.items.find((message: { _id: string }) => message._id === talk.abusive);
      expect(removed).toMatchObject({ body: messages.chats.removedByStaff, isRemoved: true });
      expect(history.body).not.toContain('idiot');
      const list = await customerCall('GET', '/api/chat', who);
      const row = list
        .json()
        .data.items.find((item: { _id: string }) => item._id === talk.conversationId);
      expect(row.lastMessagePreview).toBe(messages.chats.removedByStaff);
    }
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, talk.client.id), eq(notifications.kind, 'message_received')),
      );
    expect(told.map((row) => row.body)).toContain(messages.chats.removedByStaff);
    expect(told.map((row) => row.body).join(' ')).not.toContain('idiot');
    // Both open rooms are told at once.
    for (const who of [talk.client, talk.tradie]) {
      expect(toUser).toHaveBeenCalledWith(who.id, realtimeEvents.chatMessageRemoved, {
        conversationId: talk.conversationId,
        messageId: talk.abusive,
      });
    }
    toUser.mockRestore();
    // The mail of the unread message, not sent yet, reads it removed.
    const unread = await app().chats.listUnreadForMail(talk.client.id, talk.conversationId, 10);
    expect(unread.map((message) => message.body)).toContain(messages.chats.removedByStaff);
    expect(unread.map((message) => message.body).join(' ')).not.toContain('idiot');

    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({ status: 'actioned', outcome: 'hide' });
    expect(await auditRows('report.hide', talk.abusive)).toHaveLength(1);
    const [outcome] = await notificationsOf(talk.client.id, 'report_outcome');
    expect(outcome!.body).toBe(m.outcomeActionBody(m.outcomeWhat.message));

    // Nothing is left open: acting again is a conflict that changes nothing.
    expect((await act(reportId, 'dismiss')).statusCode).toBe(409);
    expect(await auditRows('report.dismiss', talk.abusive)).toHaveLength(0);
  });

  it('dismisses: the reports close as dismissed and every reporter hears it was within the rules', async () => {
    const talk = await conversationWithMessages();
    const other = await signedIn('tradie', { serviceIds: [talk.service.id] });
    const first = await report(talk.tradie, 'job', talk.job.id, 'spam');
    await report(other, 'job', talk.job.id, 'scam');
    const response = await act(first, 'dismiss', admin);
    expect(response.json().data).toEqual({ closed: 2, reportersTold: 2 });
    const rows = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.subjectType, 'job'), eq(reports.subjectId, talk.job.id)));
    expect(rows.map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
    expect(await auditRows('report.dismiss', talk.job.id)).toHaveLength(1);
    for (const reporter of [talk.tradie, other]) {
      const [told] = await notificationsOf(reporter.id, 'report_outcome');
      expect(told!.body).toBe(m.outcomeDismissBody(m.outcomeWhat.job(talk.job.title)));
    }
    const job = await customerCall('GET', `/api/jobRequest/${talk.job.id}`, talk.tradie);
    expect(job.statusCode).toBe(200);
  });

  it('warns the owner with a notification and a mail naming the content and the reason', async () => {
    const talk = await conversationWithMessages();
    const reportId = await report(talk.client, 'message', talk.abusive);
    const response = await act(reportId, 'warn');
    expect(response.statusCode).toBe(200);
    const [warning] = await notificationsOf(talk.tradie.id, 'account_warned');
    expect(warning!.body).toBe(
      m.warnedBody(
        m.warnedWhat.message('Pay me cash or you are an idiot.'),
        'Checked the report: warn',
      ),
    );
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, talk.tradie.email), eq(mailOutbox.kind, 'alert_account_warned')),
      );
    expect(mails).toHaveLength(1);
    expect(await auditRows('report.warn', talk.abusive)).toHaveLength(1);
    expect(await notificationsOf(talk.client.id, 'report_outcome')).toHaveLength(1);
  });

  it('suspends the owner through People, with both audit rows', async () => {
    const talk = await conversationWithMessages();
    const reportId = await report(talk.client, 'user', talk.tradie.id, 'scam');
    const response = await act(reportId, 'suspend');
    expect(response.statusCode).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.id, talk.tradie.id));
    expect(user!.suspendedAt).not.toBeNull();
    expect(await auditRows('report.suspend', talk.tradie.id)).toHaveLength(1);
    expect(await auditRows('user.suspend', talk.tradie.id)).toHaveLength(1);
    const me = await customerCall('GET', '/api/user/me', talk.tradie);
    expect(me.statusCode).toBe(401);
  });

  it('refuses to hide a person: they are warned or suspended', async () => {
    const talk = await conversationWithMessages();
    const reportId = await report(talk.client, 'user', talk.tradie.id, 'abusive');
    const response = await act(reportId, 'hide');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.cannotHidePerson);
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(row!.status).toBe('open');
  });

  it('hides a reported review through the reviews module', async () => {
    const [service] = await takeServices(1);
    const client = await signedIn('client');
    const tradie = await signedIn('tradie', { serviceIds: [service!.id] });
    const job = await insertJob(app(), {
      clientId: client.id,
      serviceId: service!.id,
      status: 'completed',
      hiredTradieId: tradie.id,
      completedAt: new Date(),
    });
    const review = await inTransaction(db(), (tx) =>
      app().reviews.createReview(
        { jobId: job.id, clientId: client.id, tradieId: tradie.id, rating: 1, body: 'Rubbish' },
        tx,
      ),
    );
    const reportId = await report(tradie, 'review', review!.id, 'abusive');
    const detail = (await staffCall('GET', `/api/admin/reports/${reportId}`)).json().data;
    expect(detail.content).toMatchObject({
      kind: 'review',
      client: { _id: client.id },
      professional: { _id: tradie.id },
    });
    expect((await act(reportId, 'hide')).statusCode).toBe(200);
    const after = (await staffCall('GET', `/api/admin/reports/${reportId}`)).json().data;
    expect(after.content.review.hiddenAt).not.toBeNull();
    expect(await auditRows('report.hide', review!.id)).toHaveLength(1);
  });
});

describe('hidden and closed jobs', () => {
  it('a hidden job leaves the feed at once (its cached page too), its detail and the service page; its client sees it hidden', async () => {
    const talk = await conversationWithMessages();
    const viewer = await signedIn('tradie', { serviceIds: [talk.service.id] });
    const feedIds = async () =>
      (await customerCall('GET', '/api/jobRequest', viewer))
        .json()
        .data.items.map((item: { _id: string }) => item._id);
    const servicePage = async () =>
      (await app().inject({ method: 'GET', url: `/api/service/${talk.service.id}/overview` }))
        .json()
        .data.newestJobs.map((job: { _id: string }) => job._id);
    // Read twice: the second answer comes from the cached page.
    expect(await feedIds()).toContain(talk.job.id);
    expect(await feedIds()).toContain(talk.job.id);
    expect(await servicePage()).toContain(talk.job.id);

    const reportId = await report(viewer, 'job', talk.job.id, 'scam');
    expect((await act(reportId, 'hide')).statusCode).toBe(200);

    expect(await feedIds()).not.toContain(talk.job.id);
    expect(await servicePage()).not.toContain(talk.job.id);
    for (const who of [viewer, talk.tradie]) {
      expect((await customerCall('GET', `/api/jobRequest/${talk.job.id}`, who)).statusCode).toBe(
        404,
      );
    }
    // The professional who wrote no longer finds it in their job history either.
    expect(
      (await customerCall('GET', `/api/jobHistory/${talk.job.id}`, talk.tradie)).statusCode,
    ).toBe(404);
    const history = await customerCall('GET', '/api/jobHistory', talk.tradie);
    expect(history.json().data.items.map((item: { _id: string }) => item._id)).not.toContain(
      talk.job.id,
    );
    const own = await customerCall('GET', `/api/job/${talk.job.id}`, talk.client);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.hiddenAt).not.toBeNull();
    const mine = await customerCall('GET', '/api/job/mine', talk.client);
    expect(
      mine.json().data.items.find((job: { _id: string }) => job._id === talk.job.id).isHidden,
    ).toBe(true);
    expect(await auditRows('report.hide', talk.job.id)).toHaveLength(1);

    // Staff show it again from the job routes.
    const shown = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/unhide`, admin, {
      reason: 'Report was wrong',
    });
    expect(shown.statusCode).toBe(200);
    expect(await feedIds()).toContain(talk.job.id);
    expect(await auditRows('job.unhide', talk.job.id)).toHaveLength(1);
    const again = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/unhide`, admin, {
      reason: 'Report was wrong',
    });
    expect(again.statusCode).toBe(409);
  });

  it('hides, and closes with a reason, from the job routes: audited, 404 and 409 when nothing changes', async () => {
    const talk = await conversationWithMessages();
    const hide = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/hide`, support, {
      reason: 'Asks for payment outside TradeMate',
    });
    expect(hide.statusCode).toBe(200);
    expect(await auditRows('job.hide', talk.job.id)).toHaveLength(1);
    // A report about the job shows it hidden.
    const reportId = await report(talk.tradie, 'job', talk.job.id, 'scam');
    const seen = (await staffCall('GET', `/api/admin/reports/${reportId}`)).json().data;
    expect(seen.content.job.hiddenAt).not.toBeNull();
    const twice = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/hide`, support, {
      reason: 'Asks for payment outside TradeMate',
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await staffCall('POST', `/api/admin/jobs/${UNKNOWN_ID}/hide`, support, {
          reason: 'No such job',
        })
      ).statusCode,
    ).toBe(404);

    const close = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/close`, support, {
      reason: 'Duplicate listing',
    });
    expect(close.statusCode).toBe(200);
    // Closing the job from its card settles the open report about it, and its reporter hears.
    const [closing] = await auditRows('job.close', talk.job.id);
    expect(closing!.details).toMatchObject({ reportsClosed: 1 });
    const settled = (await staffCall('GET', `/api/admin/reports/${reportId}`)).json().data;
    expect(settled.isOpen).toBe(false);
    const [outcome] = await notificationsOf(talk.tradie.id, 'report_outcome');
    expect(outcome!.body).toBe(m.outcomeActionBody(m.outcomeWhat.job(talk.job.title)));
    const own = await customerCall('GET', `/api/job/${talk.job.id}`, talk.client);
    expect(own.json().data).toMatchObject({ status: 'cancelled', closedReason: 'staff' });
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [talk.client.id, talk.tradie.id]),
          eq(notifications.kind, 'job_closed'),
        ),
      );
    expect(told.map((row) => row.body).sort()).toEqual(
      [
        messages.jobs.notifications.closedByStaffBody(talk.job.title),
        messages.jobs.notifications.closedByStaffClientBody(talk.job.title, 'Duplicate listing'),
      ].sort(),
    );
    const closeAgain = await staffCall('POST', `/api/admin/jobs/${talk.job.id}/close`, support, {
      reason: 'Duplicate listing',
    });
    expect(closeAgain.statusCode).toBe(409);
  });
});
