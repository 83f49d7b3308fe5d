import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apiClient, type Person } from '../../../test/api-client';
import { multipartBody } from '../../../test/http';
import { createServicePool, insertJob, jobPostPayload } from '../../../test/job-fixtures';
import { messages as chatMessages } from '../../db/schema/chats';
import { jobInvitations } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { reviews } from '../../db/schema/reviews';
import { blocks, reports } from '../../db/schema/safety';

const m = messages.safety;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

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

const { call, signedIn } = apiClient(app, { paidTradies: true });

const block = (who: Person, other: { id: string }) =>
  call('POST', '/api/block', who, { userId: other.id });
const unblock = (who: Person, other: { id: string }) =>
  call('DELETE', `/api/block/${other.id}`, who);

/** A client with an open job, and a paid tradie offering its service who wrote about it. */
async function clientAndTradieTalking() {
  const [service] = await takeServices(1);
  const client = await signedIn('client', { firstName: 'Olivia' });
  const tradie = await signedIn('tradie', { firstName: 'Mick', serviceIds: [service!.id] });
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  const contact = await call('POST', `/api/jobRequest/${job.id}/contact`, tradie, {
    message: 'Hi Olivia, I can look at the tap on Thursday.',
  });
  expect(contact.statusCode).toBe(201);
  const conversationId: string = contact.json().data.conversationId;
  return { client, tradie, job, service: service!, conversationId };
}

async function feedIds(tradie: Person): Promise<string[]> {
  const response = await call('GET', '/api/jobRequest', tradie);
  expect(response.statusCode).toBe(200);
  return response.json().data.items.map((item: { _id: string }) => item._id);
}

async function reportsBy(reporterId: string) {
  return db().select().from(reports).where(eq(reports.reporterId, reporterId));
}

describe('POST /api/report', () => {
  it('refuses anyone signed out', async () => {
    const response = await call('POST', '/api/report', null, {
      subjectType: 'user',
      subjectId: UNKNOWN_ID,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps a report of a person with what their profile said, once per person reported', async () => {
    const reporter = await signedIn('client');
    const reported = await signedIn('tradie', { firstName: 'Shane' });
    const payload = {
      subjectType: 'user',
      subjectId: reported.id,
      reason: 'scam',
      note: '  Asked for a deposit by bank transfer before quoting.  ',
    };
    const first = await call('POST', '/api/report', reporter, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: m.reported,
      data: {
        subjectType: 'user',
        subjectId: reported.id,
        reason: 'scam',
        note: 'Asked for a deposit by bank transfer before quoting.',
        status: 'open',
      },
    });

    const again = await call('POST', '/api/report', reporter, { ...payload, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyReported);

    const rows = await reportsBy(reporter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subjectUserId: reported.id, reason: 'scam' });
    expect(rows[0]!.excerpt).toContain('Shane Nguyen (tradie)');
  });

  it('keeps a report of a job with its title and description, but not of one’s own job', async () => {
    const { client, tradie, job } = await clientAndTradieTalking();
    const response = await call('POST', '/api/report', tradie, {
      subjectType: 'job',
      subjectId: job.id,
      reason: 'offPlatformPayment',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await reportsBy(tradie.id);
    expect(row).toMatchObject({ subjectUserId: client.id, note: null });
    expect(row!.excerpt).toBe(`${job.title}\n\n${job.description}`);

    const own = await call('POST', '/api/report', client, {
      subjectType: 'job',
      subjectId: job.id,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual([{ path: 'subjectId', message: m.cannotReportOwn }]);
    expect(await reportsBy(client.id)).toEqual([]);
  });

  it("takes a message from the other person in one's own conversation, and no other", async () => {
    const { client, tradie, conversationId } = await clientAndTradieTalking();
    const [message] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId));
    const outsider = await signedIn('client');

    const byOutsider = await call('POST', '/api/report', outsider, {
      subjectType: 'message',
      subjectId: message!.id,
      reason: 'abusive',
    });
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().message).toBe(m.subjectNotFound);

    const bySender = await call('POST', '/api/report', tradie, {
      subjectType: 'message',
      subjectId: message!.id,
      reason: 'abusive',
    });
    expect(bySender.statusCode).toBe(400);

    const byClient = await call('POST', '/api/report', client, {
      subjectType: 'message',
      subjectId: message!.id,
      reason: 'abusive',
      note: 'Rude',
    });
    expect(byClient.statusCode).toBe(201);
    const [row] = await reportsBy(client.id);
    expect(row).toMatchObject({
      subjectType: 'message',
      subjectUserId: tradie.id,
      excerpt: 'Hi Olivia, I can look at the tap on Thursday.',
    });
    expect(await reportsBy(outsider.id)).toEqual([]);
    expect(await reportsBy(tradie.id)).toEqual([]);
  });

  it('takes a review from the professional it is about, not from its author', async () => {
    const { client, tradie, job } = await clientAndTradieTalking();
    const [review] = await db()
      .insert(reviews)
      .values({
        jobId: job.id,
        clientId: client.id,
        tradieId: tradie.id,
        rating: 1,
        body: 'Never turned up.',
      })
      .returning();
    const byTradie = await call('POST', '/api/report', tradie, {
      subjectType: 'review',
      subjectId: review!.id,
      reason: 'inappropriate',
      note: 'I was never hired for this job.',
    });
    expect(byTradie.statusCode).toBe(201);
    const [row] = await reportsBy(tradie.id);
    expect(row).toMatchObject({ subjectUserId: client.id, excerpt: 'Never turned up.' });

    const byAuthor = await call('POST', '/api/report', client, {
      subjectType: 'review',
      subjectId: review!.id,
      reason: 'other',
    });
    expect(byAuthor.statusCode).toBe(400);
  });

  it('answers what does not exist with 404 and bad input with 400, storing nothing', async () => {
    const reporter = await signedIn('apprentice');
    for (const subjectType of ['user', 'job', 'message', 'review']) {
      const response = await call('POST', '/api/report', reporter, {
        subjectType,
        subjectId: UNKNOWN_ID,
        reason: 'spam',
      });
      expect(response.statusCode, subjectType).toBe(404);
    }
    const cases: Array<[object, string]> = [
      [{ subjectType: 'shop', subjectId: UNKNOWN_ID, reason: 'spam' }, m.subjectTypeInvalid],
      [{ subjectType: 'user', subjectId: 'abc', reason: 'spam' }, m.subjectIdInvalid],
      [{ subjectType: 'user', subjectId: UNKNOWN_ID }, m.reasonRequired],
      [{ subjectType: 'user', subjectId: UNKNOWN_ID, reason: 'boring' }, m.reasonRequired],
      [
        { subjectType: 'user', subjectId: UNKNOWN_ID, reason: 'spam', note: 'x'.repeat(1001) },
        m.noteTooLong,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/report', reporter, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const self = await call('POST', '/api/report', reporter, {
      subjectType: 'user',
      subjectId: reporter.id,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    expect(await reportsBy(reporter.id)).toEqual([]);
  });
});

describe('blocking someone', () => {
  it('refuses anyone signed out', async () => {
    expect((await call('GET', '/api/block', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/block', null, { userId: UNKNOWN_ID })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/block/${UNKNOWN_ID}`, null)).statusCode).toBe(401);
  });

  it('blocks once, lists the person, and unblocks; refuses oneself, nobody and bad ids', async () => {
    const blocker = await signedIn('client');
    const other = await signedIn('freeTradie', { firstName: 'Ben' });

    const self = await block(blocker, blocker);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(m.cannotBlockSelf);
    expect((await block(blocker, { id: UNKNOWN_ID })).statusCode).toBe(404);
    const badId = await call('POST', '/api/block', blocker, { userId: 'ben' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(m.blockUserInvalid);

    const first = await block(blocker, other);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(m.blocked('Ben'));
    expect((await block(blocker, other)).statusCode).toBe(200);

    const list = await call('GET', '/api/block', blocker);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ _id: other.id, firstName: 'Ben', userType: 'freeTradie' }),
    ]);
    // Blocking is one person's list: the other's is empty.
    expect((await call('GET', '/api/block', other)).json().data.items).toEqual([]);
    // Only the blocker can lift it.
    expect((await unblock(other, blocker)).statusCode).toBe(404);

    const lifted = await unblock(blocker, other);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().message).toBe(m.unblocked('Ben'));
    expect((await unblock(blocker, other)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/block/ben', blocker)).statusCode).toBe(400);
    expect(await db().select().from(blocks).where(eq(blocks.blockerId, blocker.id))).toEqual([]);
  });

  it('stops messages both ways while it stands, and says who can undo it', async () => {
    const { client, tradie, conversationId } = await clientAndTradieTalking();
    expect((await block(client, tradie)).statusCode).toBe(201);

    const byTradie = await call('POST', `/api/chat/${conversationId}/messages`, tradie, {
      body: 'Are you there?',
    });
    expect(byTradie.statusCode).toBe(403);
    expect(byTradie.json().message).toBe(m.theyBlockedYou);
    const byClient = await call('POST', `/api/chat/${conversationId}/messages`, client, {
      body: 'One more thing',
    });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe(m.youBlockedThem);

    const upload = multipartBody([
      { field: 'conversationId', value: conversationId },
      {
        field: 'chatAttachment',
        filename: 'quote.pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        contentType: 'application/pdf',
      },
    ]);
    const file = await app().inject({
      method: 'POST',
      url: '/api/upload/chatAttachment',
      payload: upload.payload,
      headers: { 'content-type': upload.contentType, authorization: tradie.token },
    });
    expect(file.statusCode).toBe(403);

    const seenByClient = await call('GET', `/api/chat/${conversationId}`, client);
    expect(seenByClient.json().data.blocked).toBe('byMe');
    const seenByTradie = await call('GET', `/api/chat/${conversationId}`, tradie);
    expect(seenByTradie.json().data.blocked).toBe('byThem');
    const stored = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId));
    expect(stored).toHaveLength(1);

    await unblock(client, tradie);
    const after = await call('POST', `/api/chat/${conversationId}/messages`, tradie, {
      body: 'Are you there?',
    });
    expect(after.statusCode).toBe(201);
    expect((await call('GET', `/api/chat/${conversationId}`, tradie)).json().data.blocked).toBe(
      null,
    );
  });

  it('stops direct messages from the directories', async () => {
    const tradie = await signedIn('tradie');
    const apprentice = await signedIn('apprentice');
    await block(tradie, apprentice);
    const response = await call('POST', '/api/chat/direct', apprentice, {
      userId: tradie.id,
      message: 'Any work going?',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(m.theyBlockedYou);
    expect((await call('GET', '/api/chat', apprentice)).json().data.items).toEqual([]);
  });

  it("hides the blocker's jobs from the person blocked, and theirs from the blocker", async () => {
    const { client, tradie, job, service } = await clientAndTradieTalking();
    const other = await insertJob(app(), { clientId: client.id, serviceId: service.id });
    expect(await feedIds(tradie)).toEqual(expect.arrayContaining([job.id, other.id]));

    await block(client, tradie);
    // The feed page read a moment ago is not served again: the block clears it.
    expect(await feedIds(tradie)).not.toContain(other.id);
    expect(await feedIds(tradie)).not.toContain(job.id);
    const detail = await call('GET', `/api/jobRequest/${other.id}`, tradie);
    expect(detail.statusCode).toBe(404);
    const contact = await call('POST', `/api/jobRequest/${other.id}/contact`, tradie, {
      message: 'Still need a hand?',
    });
    expect(contact.statusCode).toBe(404);

    await unblock(client, tradie);
    expect(await feedIds(tradie)).toEqual(expect.arrayContaining([job.id, other.id]));

    // The other way round: the professional blocks the client.
    await block(tradie, client);
    expect(await feedIds(tradie)).not.toContain(other.id);
    expect((await call('GET', `/api/jobRequest/${other.id}`, tradie)).statusCode).toBe(404);
  });

  it('stops invitations both ways, drops standing ones and leaves suggestions out', async () => {
    const [service] = await takeServices(1);
    const client = await signedIn('client');
    const tradie = await signedIn('tradie', { serviceIds: [service!.id] });
    const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    const suggested = async () =>
      (await call('GET', `/api/job/${job.id}/suggestions`, client))
        .json()
        .data.items.map((item: { _id: string }) => item._id);
    expect(await suggested()).toContain(tradie.id);

    const invite = await call('POST', `/api/job/${job.id}/invitations`, client, {
      professionalId: tradie.id,
    });
    expect(invite.statusCode).toBe(201);
    const invitations = async () =>
      (await call('GET', '/api/jobRequest/invitations', tradie)).json().data.items;
    expect(await invitations()).toHaveLength(1);

    await block(tradie, client);
    expect(await invitations()).toEqual([]);
    expect(await suggested()).not.toContain(tradie.id);
    await db().delete(jobInvitations).where(eq(jobInvitations.jobId, job.id));
    const refused = await call('POST', `/api/job/${job.id}/invitations`, client, {
      professionalId: tradie.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.cannotInviteBlockedYou);

    await unblock(tradie, client);
    await block(client, tradie);
    const own = await call('POST', `/api/job/${job.id}/invitations`, client, {
      professionalId: tradie.id,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(m.cannotInviteBlocked);
    expect(
      await db().select().from(jobInvitations).where(eq(jobInvitations.jobId, job.id)),
    ).toEqual([]);
  });

  it("leaves the blocked professional out of the new job's alerts", async () => {
    const [service] = await takeServices(1);
    const client = await signedIn('client');
    const kept = await signedIn('tradie', { serviceIds: [service!.id] });
    const blocked = await signedIn('tradie', { serviceIds: [service!.id] });
    await block(blocked, client);
    const posted = await call(
      'POST',
      '/api/job',
      client,
      jobPostPayload(service!.id, { address: { state: 'QLD', city: 'Brisbane' } }),
    );
    expect(posted.statusCode).toBe(201);
    await app().alerts.sweep(new Date());
    const alerted = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'job_posted'),
          inArray(notifications.userId, [kept.id, blocked.id]),
        ),
      );
    expect(alerted).toEqual([{ userId: kept.id }]);
  });
});
