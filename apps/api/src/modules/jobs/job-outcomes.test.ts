import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { apiClient, type Method, type PersonOptions } from '../../../test/api-client';
import { buildTestApp, buildTwoInstances, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob, jobPostPayload } from '../../../test/job-fixtures';
import { conversations, messages as chatMessages } from '../../db/schema/chats';
import { clientRecords, jobContacts, jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

const n = messages.jobs.notifications;
const DAY = 24 * 60 * 60 * 1000;
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

/** The API of one instance (this file's app unless told), as a paying professional meets it. */
const apiOf = (on: FastifyInstance = app()) =>
  apiClient(on, { defaults: { firstName: 'Olivia' }, paidTradies: true });
const signedIn = (userType: UserType, options: PersonOptions = {}, on?: FastifyInstance) =>
  apiOf(on).signedIn(userType, options);
const call = (
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  on?: FastifyInstance,
) => apiOf(on).call(method, url, token, payload);

/** A client's open job, in a service of its own, that `writers` professionals wrote about. */
async function jobWithContacts(
  writers: number,
  on: FastifyInstance = app(),
  take: ReturnType<typeof createServicePool> = takeServices,
) {
  const [service] = await take(1);
  const client = await signedIn('client', {}, on);
  const tradies = [];
  for (let i = 0; i < writers; i++) {
    tradies.push(await signedIn('tradie', { serviceIds: [service!.id] }, on));
  }
  const job = await insertJob(on, { clientId: client.id, serviceId: service!.id });
  for (const tradie of tradies) {
    const response = await call(
      'POST',
      `/api/jobRequest/${job.id}/contact`,
      tradie.token,
      { message: 'Hello, I can quote on this one.' },
      on,
    );
    expect(response.statusCode).toBe(201);
  }
  // Whole milliseconds, as the pass's `now` has them, so the boundaries are exact.
  await ageJob(job.id, 0, on);
  return { client, tradies, job: await jobRow(job.id, on), serviceId: service!.id };
}

async function firstContactAt(jobId: string): Promise<Date> {
  const rows = await db()
    .select({ createdAt: jobContacts.createdAt })
    .from(jobContacts)
    .where(eq(jobContacts.jobId, jobId));
  return new Date(Math.min(...rows.map((row) => row.createdAt.getTime())));
}

async function jobRow(jobId: string, on: FastifyInstance = app()) {
  const [row] = await on.db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

async function notificationsOf(userId: string, kind: string, on: FastifyInstance = app()) {
  return on.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as 'job_closed')));
}

/**
 * Moves every time of a job and its contacts and conversations `ms` into the past, in whole
 * milliseconds (PostgreSQL keeps microseconds).
 */
async function ageJob(jobId: string, ms: number, on: FastifyInstance = app()) {
  const db = () => on.db;
  const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId));
  await db()
    .update(jobs)
    .set({ createdAt: at(row!.createdAt, -ms), updatedAt: at(row!.updatedAt, -ms) })
    .where(eq(jobs.id, jobId));
  for (const contact of await db().select().from(jobContacts).where(eq(jobContacts.jobId, jobId))) {
    await db()
      .update(jobContacts)
      .set({ createdAt: at(contact.createdAt, -ms) })
      .where(and(eq(jobContacts.jobId, jobId), eq(jobContacts.tradieId, contact.tradieId)));
  }
  const chats = await db().select().from(conversations).where(eq(conversations.jobId, jobId));
  for (const chat of chats) {
    await db()
      .update(conversations)
      .set({ createdAt: at(chat.createdAt, -ms), lastMessageAt: at(chat.lastMessageAt, -ms) })
      .where(eq(conversations.id, chat.id));
    for (const message of await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, chat.id))) {
      await db()
        .update(chatMessages)
        .set({ createdAt: at(message.createdAt, -ms) })
        .where(eq(chatMessages.id, message.id));
    }
  }
}

describe('the outcome question', () => {
  it('asks the client once, when the first contact is 14 days old and not a moment before', async () => {
    const { client, job } = await jobWithContacts(2);
    const first = await firstContactAt(job.id);

    await app().jobOutcomes.sweep(at(first, 14 * DAY - 1));
    expect((await jobRow(job.id)).outcomeAskedAt).toBeNull();
    expect(await notificationsOf(client.id, 'job_outcome_asked')).toEqual([]);

    const askedAt = at(first, 14 * DAY);
    await app().jobOutcomes.sweep(askedAt);
    expect((await jobRow(job.id)).outcomeAskedAt).toEqual(askedAt);
    expect(await notificationsOf(client.id, 'job_outcome_asked')).toEqual([
      expect.objectContaining({
        title: n.outcomeAskedTitle,
        body: n.outcomeAskedBody(job.title),
        link: paths.myJob.href(job.id),
      }),
    ]);

    // Asked once: later passes leave it be.
    await app().jobOutcomes.sweep(at(first, 16 * DAY));
    expect(await notificationsOf(client.id, 'job_outcome_asked')).toHaveLength(1);
    expect((await jobRow(job.id)).status).toBe('open');

    // The client's job page and My jobs show it asked.
    const detail = await call('GET', `/api/job/${job.id}`, client.token);
    expect(detail.json().data.outcomeAskedAt).toBe(askedAt.toISOString());
    const mine = (await call('GET', '/api/job/mine', client.token)).json().data.items;
    expect(mine[0]).toMatchObject({ _id: job.id, isOutcomeAsked: true, closedReason: null });
  });

  it('never asks about a job the client hired for, nor one nobody wrote about', async () => {
    const { client, tradies, job } = await jobWithContacts(1);
    const hire = await call('POST', `/api/job/${job.id}/hire`, client.token, {
      tradieId: tradies[0]!.id,
    });
    expect(hire.statusCode).toBe(200);
    const [service] = await takeServices(1);
    const quiet = await insertJob(app(), { clientId: client.id, serviceId: service!.id });

    await app().jobOutcomes.sweep(at(await firstContactAt(job.id), 15 * DAY));
    expect((await jobRow(job.id)).outcomeAskedAt).toBeNull();
    expect((await jobRow(quiet.id)).outcomeAskedAt).toBeNull();
    expect(await notificationsOf(client.id, 'job_outcome_asked')).toEqual([]);
  });
});

describe('closing idle jobs', () => {
  it('closes an open job 30 days after its last activity, telling the client and each professional who wrote', async () => {
    const { client, tradies, job } = await jobWithContacts(2);
    // The last activity is the later contact.
    const contacts = await db().select().from(jobContacts).where(eq(jobContacts.jobId, job.id));
    const last = new Date(Math.max(...contacts.map((c) => c.createdAt.getTime())));

    await app().jobOutcomes.sweep(at(last, 30 * DAY - 1));
    expect((await jobRow(job.id)).status).toBe('open');

    const closedAt = at(last, 30 * DAY);
    await app().jobOutcomes.sweep(closedAt);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'cancelled',
      closedReason: 'inactive',
      cancelledAt: closedAt,
    });
    expect(await notificationsOf(client.id, 'job_closed')).toEqual([
      expect.objectContaining({
        title: n.closedInactiveClientTitle,
        body: n.closedInactiveClientBody(job.title),
        link: paths.myJob.href(job.id),
      }),
    ]);
    for (const tradie of tradies) {
      expect(await notificationsOf(tradie.id, 'job_closed')).toEqual([
        expect.objectContaining({
          title: n.closedTitle,
          body: n.closedInactiveBody(job.title),
          link: paths.jobHistoryEntry.href(job.id),
        }),
      ]);
    }

    // Closed once: a later pass tells nobody again.
    await app().jobOutcomes.sweep(at(last, 40 * DAY));
    expect(await notificationsOf(client.id, 'job_closed')).toHaveLength(1);
  });

  it('closes a job nobody wrote about 30 days after it was posted', async () => {
    const client = await signedIn('client');
    const [service] = await takeServices(1);
    const { id } = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    await ageJob(id, 0);
    const job = await jobRow(id);
    await app().jobOutcomes.sweep(at(job.updatedAt, 30 * DAY - 1));
    expect((await jobRow(job.id)).status).toBe('open');
    await app().jobOutcomes.sweep(at(job.updatedAt, 30 * DAY));
    expect((await jobRow(job.id)).closedReason).toBe('inactive');
  });

  it('counts a chat message in one of its conversations as activity', async () => {
    const { client, job } = await jobWithContacts(1);
    await ageJob(job.id, 20 * DAY);
    const [chat] = await db().select().from(conversations).where(eq(conversations.jobId, job.id));
    const reply = await call('POST', `/api/chat/${chat!.id}/messages`, client.token, {
      body: 'Thanks, Thursday works.',
    });
    expect(reply.statusCode).toBe(201);
    const [replied] = await db()
      .select({ lastMessageAt: conversations.lastMessageAt })
      .from(conversations)
      .where(eq(conversations.id, chat!.id));
    await ageJob(job.id, 0);
    const lastMessageAt = new Date(replied!.lastMessageAt.getTime());

    // 30 days after the contact (now 20 days ago) the job would be idle, but for the reply.
    await app().jobOutcomes.sweep(at(await firstContactAt(job.id), 30 * DAY));
    expect((await jobRow(job.id)).status).toBe('open');
    await app().jobOutcomes.sweep(at(lastMessageAt, 30 * DAY - 1));
    expect((await jobRow(job.id)).status).toBe('open');
    await app().jobOutcomes.sweep(at(lastMessageAt, 30 * DAY));
    expect((await jobRow(job.id)).closedReason).toBe('inactive');
  });

  it('counts an edit and an invitation as activity', async () => {
    const { client, tradies, job, serviceId } = await jobWithContacts(1);
    await ageJob(job.id, 20 * DAY);
    const edit = await call(
      'PATCH',
      `/api/job/${job.id}`,
      client.token,
      jobPostPayload(serviceId, { title: 'Replace the kitchen mixer tap' }),
    );
    expect(edit.statusCode).toBe(200);
    await ageJob(job.id, 0);
    const editedAt = (await jobRow(job.id)).updatedAt;
    await app().jobOutcomes.sweep(at(editedAt, 30 * DAY - 1));
    expect((await jobRow(job.id)).status).toBe('open');

    await ageJob(job.id, 40 * DAY);
    const invite = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: tradies[0]!.id,
    });
    expect(invite.statusCode).toBe(201);
    await app().jobOutcomes.sweep(at(new Date(), 29 * DAY));
    expect((await jobRow(job.id)).status).toBe('open');
  });
});

describe('passes on several instances at once', () => {
  it('asks each client once and closes each idle job once', async () => {
    const { appA, appB, close } = await buildTwoInstances(
      {},
      { ownConnections: Boolean(process.env.TEST_DATABASE_URL) },
    );
    try {
      const takeFrom = createServicePool(appA);
      const asked = await jobWithContacts(1, appA, takeFrom);
      const idle = await jobWithContacts(1, appA, takeFrom);
      const [idleRow] = await appA.db.select().from(jobs).where(eq(jobs.id, idle.job.id));
      await appA.db
        .update(jobs)
        .set({ updatedAt: at(idleRow!.updatedAt, -40 * DAY) })
        .where(eq(jobs.id, idle.job.id));
      await appA.db
        .update(jobContacts)
        .set({ createdAt: at(idleRow!.updatedAt, -40 * DAY) })
        .where(eq(jobContacts.jobId, idle.job.id));
      await appA.db
        .update(conversations)
        .set({ lastMessageAt: at(idleRow!.updatedAt, -40 * DAY) })
        .where(eq(conversations.jobId, idle.job.id));

      const now = at(new Date(), 15 * DAY);
      const reports = await Promise.all([
        appA.jobOutcomes.sweep(now),
        appB.jobOutcomes.sweep(now),
        appA.jobOutcomes.sweep(now),
        appB.jobOutcomes.sweep(now),
      ]);
      expect(reports.reduce((sum, report) => sum + report.asked, 0)).toBe(1);
      expect(reports.reduce((sum, report) => sum + report.closed, 0)).toBe(1);
      expect(await notificationsOf(asked.client.id, 'job_outcome_asked', appA)).toHaveLength(1);
      expect(await notificationsOf(idle.client.id, 'job_closed', appA)).toHaveLength(1);
      expect(await notificationsOf(idle.tradies[0]!.id, 'job_closed', appA)).toHaveLength(1);
    } finally {
      await close();
    }
  });
});

describe('client records', () => {
  /** Conversations and replies straight in the database, at known times. */
  async function conversationOn(
    jobId: string,
    clientId: string,
    tradieId: string,
    startedAt: Date,
    repliedAt?: Date,
  ) {
    await db().insert(jobContacts).values({
      jobId,
      tradieId,
      conversationId: '00000000-0000-4000-8000-000000000000',
      createdAt: startedAt,
    });
    const [chat] = await db()
      .insert(conversations)
      .values({
        jobId,
        starterId: tradieId,
        recipientId: clientId,
        createdAt: startedAt,
        lastMessageAt: repliedAt ?? startedAt,
      })
      .returning();
    await db()
      .update(jobContacts)
      .set({ conversationId: chat!.id })
      .where(and(eq(jobContacts.jobId, jobId), eq(jobContacts.tradieId, tradieId)));
    await db().insert(chatMessages).values({
      conversationId: chat!.id,
      senderId: tradieId,
      body: 'Hello, I can quote.',
      createdAt: startedAt,
    });
    if (repliedAt) {
      await db().insert(chatMessages).values({
        conversationId: chat!.id,
        senderId: clientId,
        body: 'Thanks, when can you come?',
        createdAt: repliedAt,
      });
    }
  }

  async function recordOf(clientId: string) {
    const [row] = await db()
      .select()
      .from(clientRecords)
      .where(eq(clientRecords.clientId, clientId));
    return row;
  }

  /**
   * A client with four finished jobs (two hired) and an open one; of the four conversations whose
   * 7-day reply window ended, they answered two in time; a fifth is still in its window.
   */
  async function clientWithHistory(now: Date) {
    const services = await takeServices(5);
    const client = await signedIn('client', { firstName: 'Harriet' });
    const pros = [];
    for (const service of services) {
      pros.push(await signedIn('tradie', { serviceIds: [service.id] }));
    }
    const days = (d: number) => at(now, -d * DAY);
    const job = (i: number, values: Partial<typeof jobs.$inferInsert>) =>
      insertJob(app(), {
        clientId: client.id,
        serviceId: services[i]!.id,
        updatedAt: days(1),
        ...values,
      });
    const completed = await job(0, {
      status: 'completed',
      hiredTradieId: pros[0]!.id,
      hiredAt: days(18),
      completedAt: days(3),
    });
    const cancelled = await job(1, { status: 'cancelled', cancelledAt: days(5) });
    const inProgress = await job(2, {
      status: 'in_progress',
      hiredTradieId: pros[2]!.id,
      hiredAt: days(7),
    });
    const open = await job(3, {});
    await job(4, { status: 'cancelled', closedReason: 'hired_elsewhere', cancelledAt: days(2) });

    await conversationOn(completed.id, client.id, pros[0]!.id, days(20), days(19));
    await conversationOn(completed.id, client.id, pros[1]!.id, days(20), days(10));
    await conversationOn(cancelled.id, client.id, pros[0]!.id, days(15));
    await conversationOn(inProgress.id, client.id, pros[2]!.id, days(9), days(8));
    await conversationOn(open.id, client.id, pros[3]!.id, days(2));
    await db()
      .insert(clientRecords)
      .values({ clientId: client.id, dueAt: days(1) });
    return { client, pros, open, openServiceId: services[3]!.id };
  }

  it('counts replies within 7 days and hires over finished jobs, and when to count again', async () => {
    const now = new Date();
    const { client } = await clientWithHistory(now);
    await app().jobOutcomes.sweep(now);
    expect(await recordOf(client.id)).toMatchObject({
      contactedJobs: 3,
      conversations: 4,
      answered: 2,
      finishedJobs: 4,
      hiredJobs: 2,
      // The open conversation's window ends 7 days after it started, 2 days ago.
      dueAt: at(now, 5 * DAY),
      countedAt: now,
    });
  });

  it('shows the figures on the job card and the detail, once there is enough history', async () => {
    const now = new Date();
    const { client, pros, open, openServiceId } = await clientWithHistory(now);
    const viewer = pros[3]!;
    const card = async () =>
      (await call('GET', `/api/jobRequest?serviceId=${openServiceId}`, viewer.token))
        .json()
        .data.items.find((item: { _id: string }) => item._id === open.id);

    // Not counted yet: nothing to show.
    expect((await card()).clientRecord).toEqual({
      responseRate: null,
      hiredJobs: null,
      finishedJobs: null,
    });
    await app().jobOutcomes.sweep(now);
    // The cached page was dropped when the record changed.
    expect((await card()).clientRecord).toEqual({
      responseRate: 50,
      hiredJobs: 2,
      finishedJobs: 4,
    });
    const detail = await call('GET', `/api/jobRequest/${open.id}`, viewer.token);
    expect(detail.json().data.clientRecord).toEqual({
      responseRate: 50,
      hiredJobs: 2,
      finishedJobs: 4,
    });
    expect(detail.json().data.client).toEqual({ firstName: 'Harriet' });
    expect(client.id).toBe(open.clientId);
  });

  it('shows nothing below 3 contacted jobs or 3 finished jobs', async () => {
    const now = new Date();
    const services = await takeServices(3);
    const client = await signedIn('client');
    const pro = await signedIn('tradie', { serviceIds: services.map((s) => s.id) });
    const days = (d: number) => at(now, -d * DAY);
    const done = await insertJob(app(), {
      clientId: client.id,
      serviceId: services[0]!.id,
      status: 'completed',
      hiredTradieId: pro.id,
      hiredAt: days(12),
      updatedAt: days(1),
    });
    const gone = await insertJob(app(), {
      clientId: client.id,
      serviceId: services[1]!.id,
      status: 'cancelled',
      updatedAt: days(1),
    });
    const open = await insertJob(app(), {
      clientId: client.id,
      serviceId: services[2]!.id,
      updatedAt: days(1),
    });
    await conversationOn(done.id, client.id, pro.id, days(14), days(13));
    await conversationOn(gone.id, client.id, pro.id, days(10), days(9));
    await db()
      .insert(clientRecords)
      .values({ clientId: client.id, dueAt: days(1) });
    await app().jobOutcomes.sweep(now);
    expect(await recordOf(client.id)).toMatchObject({
      contactedJobs: 2,
      conversations: 2,
      answered: 2,
      finishedJobs: 2,
      hiredJobs: 1,
      dueAt: null,
    });
    const detail = await call('GET', `/api/jobRequest/${open.id}`, pro.token);
    expect(detail.json().data.clientRecord).toEqual({
      responseRate: null,
      hiredJobs: null,
      finishedJobs: null,
    });
  });

  it('counts a client again once a job of theirs ends', async () => {
    const { client, tradies, job } = await jobWithContacts(1);
    const hire = await call('POST', `/api/job/${job.id}/hire`, client.token, {
      tradieId: tradies[0]!.id,
    });
    expect(hire.statusCode).toBe(200);
    const due = (await recordOf(client.id))!.dueAt!;
    expect(due.getTime()).toBeLessThanOrEqual(Date.now());
    await app().jobOutcomes.sweep(new Date());
    expect(await recordOf(client.id)).toMatchObject({ finishedJobs: 1, hiredJobs: 1 });
  });
});
