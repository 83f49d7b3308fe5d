import sharp from 'sharp';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { apiClient, freshAddress, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipartFile } from '../../../test/http';
import { firstServiceId, type TestUser } from '../../../test/factories';
import { jobPostPayload } from '../../../test/job-fixtures';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

const m = messages.jobs;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let serviceId: string;
let png: Buffer;
beforeAll(async () => {
  testApp = await buildTestApp();
  serviceId = (await firstServiceId(testApp.app))!;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3f98c4' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

const { call, signedIn } = apiClient(app);
const client = () => signedIn('client', { firstName: 'Olivia' });

function multipart(content: Buffer, filename: string, field = 'jobPhoto') {
  return multipartFile({ field, filename, content, contentType: 'image/png' });
}

/** Uploads a real PNG as the client's job photo; returns its path. */
async function uploadPhoto(person: Person): Promise<string> {
  const body = multipart(png, 'leak.png');
  const response = await app().inject({
    method: 'POST',
    url: '/api/upload/jobPhoto',
    remoteAddress: freshAddress(),
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: person.token },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.jobPhoto;
}

function jobPayload(overrides: Partial<PostJobRequest> = {}): PostJobRequest {
  return jobPostPayload(serviceId, overrides);
}

async function postJob(person: Person, overrides: Partial<PostJobRequest> = {}) {
  const response = await call('POST', '/api/job', person.token, jobPayload(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; title: string };
}

/**
 * What the job requests team's contact endpoint writes, in one transaction: the conversation, the
 * first message, the job_contacts row and the contact count.
 */
async function contactAbout(jobId: string, tradie: TestUser, clientId: string, at?: Date) {
  const { chats } = testApp.app;
  return db().transaction(async (tx) => {
    const { conversation } = await chats.openConversation(
      { jobId, starterId: tradie.id, recipientId: clientId },
      tx,
    );
    await chats.postMessage(
      { conversationId: conversation.id, senderId: tradie.id, body: 'Hi, I can help with this.' },
      tx,
    );
    await tx.insert(jobContacts).values({
      jobId,
      tradieId: tradie.id,
      conversationId: conversation.id,
      ...(at ? { createdAt: at } : {}),
    });
    await tx
      .update(jobs)
      .set({ contactCount: sql`${jobs.contactCount} + 1` })
      .where(eq(jobs.id, jobId));
    return conversation.id;
  });
}

const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

const notificationsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

async function jobCountOf(clientId: string) {
  const [row] = await db().select({ n: count() }).from(jobs).where(eq(jobs.clientId, clientId));
  return row?.n ?? 0;
}

/** A job of `owner` with a hired professional: open → contacted → hired. */
async function jobInProgress(owner: Person) {
  const job = await postJob(owner);
  const tradie = await signedIn('tradie', { firstName: 'Jess' });
  await contactAbout(job._id, tradie, owner.id);
  const hired = await call('POST', `/api/job/${job._id}/hire`, owner.token, {
    tradieId: tradie.id,
  });
  expect(hired.statusCode).toBe(200);
  return { job, tradie };
}

async function completedJob(owner: Person) {
  const { job, tradie } = await jobInProgress(owner);
  expect((await call('POST', `/api/job/${job._id}/complete`, owner.token)).statusCode).toBe(200);
  return { job, tradie };
}

/**
 * Every route is for verified clients only: signed out 401, professionals and apprentices 403
 * FORBIDDEN, an unverified client 403 NOT_VERIFIED, whatever the body.
 */
async function expectOnlyVerifiedClients(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const signedOut = await call(method, url, undefined, payload);
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json()).toMatchObject({
    code: 'UNAUTHENTICATED',
    message: messages.auth.signInRequired,
  });
  for (const userType of ['tradie', 'freeTradie', 'apprentice'] as const) {
    const person = await signedIn(userType);
    const response = await call(method, url, person.token, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.auth.noAccess });
  }
  const unverified = await signedIn('client', { verified: false });
  const response = await call(method, url, unverified.token, payload);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'NOT_VERIFIED',
    message: messages.authModal.verify.text,
  });
}

describe('POST /api/job', () => {
  it('posts the job with its photos and answers 201 with it', async () => {
    const owner = await client();
    const photos = [await uploadPhoto(owner), await uploadPhoto(owner)];
    const response = await call(
      'POST',
      '/api/job',
      owner.token,
      jobPayload({
        title: '  Replace a leaking hot water system ',
        timing: 'date',
        timingDate: '2099-06-01',
        photos,
      }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ responseCode: 201, message: m.posted });
    expect(body.data).toMatchObject({
      title: 'Replace a leaking hot water system',
      service: { _id: serviceId },
      address: { state: 'VIC', city: 'Geelong' },
      budgetMin: 1500,
      budgetMax: 2500,
      timing: 'date',
      timingDate: '2099-06-01',
      photos,
      status: 'open',
      contactCount: 0,
      hiredAt: null,
    });
    expect(body.data.service.name).toEqual(expect.any(String));
    const stored = await jobRow(body.data._id);
    expect(stored).toMatchObject({ clientId: owner.id, photos, status: 'open' });
  });

  it('refuses everyone but a verified client, whatever they send', async () => {
    await expectOnlyVerifiedClients('POST', '/api/job', jobPayload());
    await expectOnlyVerifiedClients('POST', '/api/job', {});
  });

  it.each([
    [{ title: 'Fix' }, m.titleTooShort],
    [{ title: '   ' }, m.titleRequired],
    [{ description: 'Too short' }, m.descriptionTooShort],
    [{ service: 'plumbing' }, m.serviceRequired],
    [{ address: { state: 'TAS', city: 'Perth' } }, 'Choose a city from the list for your state'],
    [{ budgetMin: 500, budgetMax: 400 }, m.budgetRange],
    [{ budgetMax: 1_000_001 }, m.budgetTooHigh],
    [{ budgetMin: 10.5 }, m.budgetWhole],
    [{ timing: 'date' }, m.timingDateRequired],
    [{ timing: 'date', timingDate: '2020-01-01' }, m.timingDatePast],
    [{ photos: ['https://example.com/leak.png'] }, m.photoInvalid],
    [{ consent: false }, m.consentRequired],
  ])('refuses %j with 400 "%s" and stores nothing', async (overrides, message) => {
    const owner = await client();
    const response = await call(
      'POST',
      '/api/job',
      owner.token,
      jobPayload(overrides as Partial<PostJobRequest>),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(await jobCountOf(owner.id)).toBe(0);
  });

  it('refuses a service that does not exist', async () => {
    const owner = await client();
    const response = await call(
      'POST',
      '/api/job',
      owner.token,
      jobPayload({ service: UNKNOWN_ID }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: m.serviceUnknown,
      errors: [{ path: 'service', message: m.serviceUnknown }],
    });
    expect(await jobCountOf(owner.id)).toBe(0);
  });

  it("refuses a photo this client did not upload: another client's, or a made-up path", async () => {
    const owner = await client();
    const other = await client();
    const othersPhoto = await uploadPhoto(other);
    const ownPhoto = await uploadPhoto(owner);
    for (const photos of [
      [ownPhoto, othersPhoto],
      ['/uploads/job-photos/00000000-0000-4000-8000-000000000000.webp'],
      ['/uploads/avatars/00000000-0000-4000-8000-000000000000.webp'],
    ]) {
      const response = await call('POST', '/api/job', owner.token, jobPayload({ photos }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: m.photoNotYours,
        errors: [{ path: 'photos', message: m.photoNotYours }],
      });
    }
    expect(await jobCountOf(owner.id)).toBe(0);
  });
});

describe('GET /api/job/mine', () => {
  it("lists only the client's own jobs, newest first, a page at a time", async () => {
    const owner = await client();
    const other = await client();
    const photo = await uploadPhoto(owner);
    const first = await postJob(owner, { title: 'First job: paint the fence' });
    const second = await postJob(owner, { title: 'Second job: fix the gutter', photos: [photo] });
    const third = await postJob(owner, { title: 'Third job: tile the bathroom' });
    await postJob(other);
    const tradie = await signedIn('tradie');
    await contactAbout(second._id, tradie, owner.id);

    const page1 = await call('GET', '/api/job/mine?limit=2', owner.token);
    expect(page1.statusCode).toBe(200);
    const data1 = page1.json().data;
    expect(data1.items.map((job: { _id: string }) => job._id)).toEqual([third._id, second._id]);
    expect(data1.items[1]).toEqual({
      _id: second._id,
      title: 'Second job: fix the gutter',
      service: { _id: serviceId, name: expect.any(String) },
      status: 'open',
      city: 'Geelong',
      state: 'VIC',
      createdAt: expect.any(String),
      contactCount: 1,
      photo,
      closedReason: null,
      isOutcomeAsked: false,
      isHidden: false,
    });
    expect(data1.items[0].photo).toBeNull();
    expect(data1.nextCursor).toEqual(expect.any(String));

    const page2 = await call(
      'GET',
      `/api/job/mine?limit=2&cursor=${encodeURIComponent(data1.nextCursor)}`,
      owner.token,
    );
    expect(page2.json().data).toEqual({
      items: [expect.objectContaining({ _id: first._id })],
      nextCursor: null,
    });
  });

  it('refuses a bad cursor or limit with 400, and everyone but a verified client', async () => {
    const owner = await client();
    const badCursor = await call('GET', '/api/job/mine?cursor=not-a-cursor', owner.token);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('The page cursor is not valid');
    const badLimit = await call('GET', '/api/job/mine?limit=500', owner.token);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('limit must be between 1 and 50');
    await expectOnlyVerifiedClients('GET', '/api/job/mine');
  });
});

describe('GET /api/job/:id', () => {
  it('shows the owner the job and the professionals who made contact, newest first', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const early = await signedIn('tradie', { firstName: 'Early' });
    const late = await signedIn('freeTradie', { firstName: 'Late' });
    await db().update(users).set({ reviewCount: 3, ratingTotal: 14 }).where(eq(users.id, early.id));
    const earlyChat = await contactAbout(job._id, early, owner.id, new Date(Date.now() - 60_000));
    const lateChat = await contactAbout(job._id, late, owner.id);

    const response = await call('GET', `/api/job/${job._id}`, owner.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      _id: job._id,
      status: 'open',
      contactCount: 2,
      hiredTradie: null,
      review: null,
    });
    expect(data.contacts).toEqual({
      items: [
        {
          _id: late.id,
          firstName: 'Late',
          lastName: 'Nguyen',
          avatar: null,
          hiringStatus: 'available',
          rating: null,
          reviewCount: 0,
          licences: [],
          conversationId: lateChat,
          contactedAt: expect.any(String),
        },
        expect.objectContaining({
          _id: early.id,
          rating: 4.7,
          reviewCount: 3,
          conversationId: earlyChat,
        }),
      ],
      nextCursor: null,
    });
  });

  it("answers 404 for another client's job or one that does not exist, 400 for a bad id", async () => {
    const owner = await client();
    const other = await client();
    const job = await postJob(owner);
    for (const url of [`/api/job/${job._id}`, `/api/job/${UNKNOWN_ID}`]) {
      const response = await call('GET', url, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: m.notFound });
    }
    const badId = await call('GET', '/api/job/not-an-id', owner.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('The id in the address is not valid');
  });

  it('refuses everyone but a verified client', async () => {
    const owner = await client();
    const job = await postJob(owner);
    await expectOnlyVerifiedClients('GET', `/api/job/${job._id}`);
  });
});

describe('GET /api/job/:id/contacts', () => {
  it('pages through the professionals who made contact', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const tradies = [];
    for (let i = 0; i < 3; i += 1) {
      const tradie = await signedIn('tradie');
      await contactAbout(job._id, tradie, owner.id, new Date(Date.now() - (3 - i) * 60_000));
      tradies.push(tradie);
    }
    const page1 = (await call('GET', `/api/job/${job._id}/contacts?limit=2`, owner.token)).json()
      .data;
    expect(page1.items.map((c: { _id: string }) => c._id)).toEqual([
      tradies[2]!.id,
      tradies[1]!.id,
    ]);
    const page2 = (
      await call(
        'GET',
        `/api/job/${job._id}/contacts?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`,
        owner.token,
      )
    ).json().data;
    expect(page2.items.map((c: { _id: string }) => c._id)).toEqual([tradies[0]!.id]);
    expect(page2.nextCursor).toBeNull();

    const other = await client();
    expect((await call('GET', `/api/job/${job._id}/contacts`, other.token)).statusCode).toBe(404);
    await expectOnlyVerifiedClients('GET', `/api/job/${job._id}/contacts`);
  });
});

describe('PATCH /api/job/:id', () => {
  it('changes an open job, photos included', async () => {
    const owner = await client();
    const photo = await uploadPhoto(owner);
    const job = await postJob(owner, { photos: [photo] });
    const newPhoto = await uploadPhoto(owner);
    const response = await call(
      'PATCH',
      `/api/job/${job._id}`,
      owner.token,
      jobPayload({
        title: 'Replace the hot water system and the tempering valve',
        address: { state: 'NSW', city: 'Newcastle' },
        budgetMax: 3000,
        timing: 'flexible',
        timingDate: '2099-01-01',
        photos: [newPhoto, photo],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.saved,
      data: {
        _id: job._id,
        title: 'Replace the hot water system and the tempering valve',
        address: { state: 'NSW', city: 'Newcastle' },
        budgetMax: 3000,
        timing: 'flexible',
        timingDate: null,
        photos: [newPhoto, photo],
      },
    });
    expect((await jobRow(job._id)).city).toBe('Newcastle');
  });

  it('answers 409 once the job is no longer open, and changes nothing', async () => {
    const owner = await client();
    const { job } = await jobInProgress(owner);
    const response = await call(
      'PATCH',
      `/api/job/${job._id}`,
      owner.token,
      jobPayload({ title: 'A brand new title' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: m.notOpen });
    expect((await jobRow(job._id)).title).toBe(job.title);
  });

  it("answers 404 for another client's job and 400 for bad input, changing nothing", async () => {
    const owner = await client();
    const other = await client();
    const job = await postJob(owner);
    const notMine = await call(
      'PATCH',
      `/api/job/${job._id}`,
      other.token,
      jobPayload({ title: 'Taken over' }),
    );
    expect(notMine.statusCode).toBe(404);
    const bad = await call('PATCH', `/api/job/${job._id}`, owner.token, jobPayload({ title: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.titleTooShort);
    const othersPhoto = await uploadPhoto(other);
    const stolen = await call(
      'PATCH',
      `/api/job/${job._id}`,
      owner.token,
      jobPayload({ photos: [othersPhoto] }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(m.photoNotYours);
    expect(await jobRow(job._id)).toMatchObject({ title: job.title, photos: [] });
    await expectOnlyVerifiedClients('PATCH', `/api/job/${job._id}`, jobPayload());
  });
});

describe('POST /api/job/:id/cancel', () => {
  it('cancels an open job and tells every professional who made contact', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const first = await signedIn('tradie');
    const second = await signedIn('freeTradie');
    await contactAbout(job._id, first, owner.id);
    await contactAbout(job._id, second, owner.id);

    const response = await call('POST', `/api/job/${job._id}/cancel`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.cancelled,
      data: { status: 'cancelled', cancelledAt: expect.any(String) },
    });
    for (const tradie of [first, second]) {
      expect(await notificationsOf(tradie.id)).toEqual([
        expect.objectContaining({
          kind: 'job_cancelled',
          title: m.notifications.cancelledTitle,
          body: `Olivia N. cancelled “${job.title}”.`,
          link: `/userJobHistory/${job._id}`,
        }),
      ]);
    }
    const again = await call('POST', `/api/job/${job._id}/cancel`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: m.cannotCancel });
  });

  it('cancels a job in progress, but not a completed one', async () => {
    const owner = await client();
    const { job, tradie } = await jobInProgress(owner);
    expect((await call('POST', `/api/job/${job._id}/cancel`, owner.token)).statusCode).toBe(200);
    expect((await notificationsOf(tradie.id)).map((n) => n.kind).sort()).toEqual([
      'job_cancelled',
      'job_hired',
    ]);

    const done = await completedJob(owner);
    const refused = await call('POST', `/api/job/${done.job._id}/cancel`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect((await jobRow(done.job._id)).status).toBe('completed');
  });

  it("answers 404 for another client's job and refuses everyone but a verified client", async () => {
    const owner = await client();
    const other = await client();
    const job = await postJob(owner);
    expect((await call('POST', `/api/job/${job._id}/cancel`, other.token)).statusCode).toBe(404);
    expect((await jobRow(job._id)).status).toBe('open');
    await expectOnlyVerifiedClients('POST', `/api/job/${job._id}/cancel`);
  });
});

describe('POST /api/job/:id/hire', () => {
  it('hires a professional who made contact and tells them', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const tradie = await signedIn('tradie', { firstName: 'Jess' });
    const bystander = await signedIn('tradie');
    const chatId = await contactAbout(job._id, tradie, owner.id);
    await contactAbout(job._id, bystander, owner.id);

    const response = await call('POST', `/api/job/${job._id}/hire`, owner.token, {
      tradieId: tradie.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.hired,
      data: { status: 'in_progress', hiredAt: expect.any(String) },
    });
    expect(await jobRow(job._id)).toMatchObject({
      status: 'in_progress',
      hiredTradieId: tradie.id,
    });
    expect(await notificationsOf(tradie.id)).toEqual([
      expect.objectContaining({
        kind: 'job_hired',
        title: m.notifications.hiredTitle,
        body: `Olivia N. hired you for “${job.title}”.`,
        link: `/userJobHistory/${job._id}`,
      }),
    ]);
    expect(await notificationsOf(bystander.id)).toEqual([]);

    const detail = (await call('GET', `/api/job/${job._id}`, owner.token)).json().data;
    expect(detail.hiredTradie).toEqual({
      _id: tradie.id,
      firstName: 'Jess',
      lastName: 'Nguyen',
      avatar: null,
      hiringStatus: 'available',
      rating: null,
      reviewCount: 0,
      licences: [],
      conversationId: chatId,
    });

    const again = await call('POST', `/api/job/${job._id}/hire`, owner.token, {
      tradieId: bystander.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: m.hireNotOpen });
  });

  it('refuses a professional who did not make contact with 400', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const stranger = await signedIn('tradie');
    for (const tradieId of [stranger.id, UNKNOWN_ID, owner.id]) {
      const response = await call('POST', `/api/job/${job._id}/hire`, owner.token, { tradieId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: m.hireNotContacted,
        errors: [{ path: 'tradieId', message: m.hireNotContacted }],
      });
    }
    const badBody = await call('POST', `/api/job/${job._id}/hire`, owner.token, {});
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe(m.hireNotContacted);
    expect((await jobRow(job._id)).status).toBe('open');
  });

  it('lets only one of two concurrent hires win', async () => {
    const owner = await client();
    const job = await postJob(owner);
    const a = await signedIn('tradie');
    const b = await signedIn('tradie');
    await contactAbout(job._id, a, owner.id);
    await contactAbout(job._id, b, owner.id);
    const responses = await Promise.all(
      [a, b].map((tradie) =>
        call('POST', `/api/job/${job._id}/hire`, owner.token, { tradieId: tradie.id }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const hiredNotifications = await db()
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'job_hired'),
          eq(notifications.link, `/userJobHistory/${job._id}`),
        ),
      );
    expect(hiredNotifications[0]?.n).toBe(1);
  });

  it("answers 404 for another client's job and refuses everyone but a verified client", async () => {
    const owner = await client();
    const other = await client();
    const job = await postJob(owner);
    const tradie = await signedIn('tradie');
    await contactAbout(job._id, tradie, owner.id);
    const response = await call('POST', `/api/job/${job._id}/hire`, other.token, {
      tradieId: tradie.id,
    });
    expect(response.statusCode).toBe(404);
    expect((await jobRow(job._id)).status).toBe('open');
    await expectOnlyVerifiedClients('POST', `/api/job/${job._id}/hire`, { tradieId: tradie.id });
  });
});

describe('POST /api/job/:id/complete', () => {
  it('completes a job in progress and tells the hired professional', async () => {
    const owner = await client();
    const { job, tradie } = await jobInProgress(owner);
    const response = await call('POST', `/api/job/${job._id}/complete`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.completed,
      data: { status: 'completed', completedAt: expect.any(String) },
    });
    expect(await notificationsOf(tradie.id)).toContainEqual(
      expect.objectContaining({
        kind: 'job_completed',
        body: `Olivia N. marked “${job.title}” as completed.`,
        link: `/userJobHistory/${job._id}`,
      }),
    );
    const again = await call('POST', `/api/job/${job._id}/complete`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.completeNotInProgress);
  });

  it('refuses an open job with 409 and another client with 404', async () => {
    const owner = await client();
    const other = await client();
    const job = await postJob(owner);
    const open = await call('POST', `/api/job/${job._id}/complete`, owner.token);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'CONFLICT', message: m.completeNotInProgress });
    const { job: busy } = await jobInProgress(owner);
    expect((await call('POST', `/api/job/${busy._id}/complete`, other.token)).statusCode).toBe(404);
    expect((await jobRow(busy._id)).status).toBe('in_progress');
    await expectOnlyVerifiedClients('POST', `/api/job/${busy._id}/complete`);
  });
});

describe('POST /api/job/:id/review', () => {
  const review = { rating: 4, body: '  Tidy work and fair on price.  ' };

  it('reviews the hired professional once, moving their rating and telling them', async () => {
    const owner = await client();
    const { job, tradie } = await completedJob(owner);
    await db().update(users).set({ reviewCount: 1, ratingTotal: 5 }).where(eq(users.id, tradie.id));

    const response = await call('POST', `/api/job/${job._id}/review`, owner.token, review);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      responseCode: 201,
      message: m.reviewed,
      data: { rating: 4, body: 'Tidy work and fair on price.', reply: null, repliedAt: null },
    });
    const [professional] = await db().select().from(users).where(eq(users.id, tradie.id));
    expect(professional).toMatchObject({ reviewCount: 2, ratingTotal: 9 });
    expect(await db().select().from(reviews).where(eq(reviews.jobId, job._id))).toEqual([
      expect.objectContaining({ clientId: owner.id, tradieId: tradie.id, rating: 4 }),
    ]);
    expect(await notificationsOf(tradie.id)).toContainEqual(
      expect.objectContaining({
        kind: 'review_received',
        title: m.notifications.reviewTitle,
        body: `Olivia N. rated your work on “${job.title}” 4 out of 5.`,
        link: `/professional/${tradie.id}`,
      }),
    );

    const detail = (await call('GET', `/api/job/${job._id}`, owner.token)).json().data;
    expect(detail.review).toMatchObject({ rating: 4, body: 'Tidy work and fair on price.' });
    expect(detail.hiredTradie).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const second = await call('POST', `/api/job/${job._id}/review`, owner.token, {
      rating: 1,
      body: 'Changed my mind about this.',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: m.reviewExists });
    const [after] = await db().select().from(users).where(eq(users.id, tradie.id));
    expect(after).toMatchObject({ reviewCount: 2, ratingTotal: 9 });
  });

  it('shows the review with the professional’s reply', async () => {
    const owner = await client();
    const { job } = await completedJob(owner);
    await call('POST', `/api/job/${job._id}/review`, owner.token, review);
    await db()
      .update(reviews)
      .set({ reply: 'Thanks Olivia, a pleasure.', repliedAt: new Date() })
      .where(eq(reviews.jobId, job._id));
    const detail = (await call('GET', `/api/job/${job._id}`, owner.token)).json().data;
    expect(detail.review).toMatchObject({
      reply: 'Thanks Olivia, a pleasure.',
      repliedAt: expect.any(String),
    });
  });

  it('refuses a job that is not completed with 409', async () => {
    const owner = await client();
    const open = await postJob(owner);
    const { job: busy } = await jobInProgress(owner);
    for (const job of [open, busy]) {
      const response = await call('POST', `/api/job/${job._id}/review`, owner.token, review);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: m.reviewNotCompleted });
    }
    const [row] = await db()
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.clientId, owner.id));
    expect(row?.n).toBe(0);
  });

  it.each([
    [{ rating: 6, body: 'Tidy work and fair on price.' }, m.ratingRequired],
    [{ rating: 3.5, body: 'Tidy work and fair on price.' }, m.ratingRequired],
    [{ body: 'Tidy work and fair on price.' }, m.ratingRequired],
    [{ rating: 4, body: 'Good' }, m.reviewBodyTooShort],
    [{ rating: 4, body: 'x'.repeat(1001) }, m.reviewBodyTooLong],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const owner = await client();
    const { job, tradie } = await completedJob(owner);
    const response = await call('POST', `/api/job/${job._id}/review`, owner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    const [professional] = await db().select().from(users).where(eq(users.id, tradie.id));
    expect(professional?.reviewCount).toBe(0);
  });

  it("answers 404 for another client's job and refuses everyone but a verified client", async () => {
    const owner = await client();
    const other = await client();
    const { job } = await completedJob(owner);
    expect((await call('POST', `/api/job/${job._id}/review`, other.token, review)).statusCode).toBe(
      404,
    );
    await expectOnlyVerifiedClients('POST', `/api/job/${job._id}/review`, review);
  });
});

describe('the OpenAPI document', () => {
  it('describes every job route', async () => {
    const response = await call('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const documented = Object.keys(response.json().paths);
    for (const path of [
      '/api/job',
      '/api/job/mine',
      '/api/job/{id}',
      '/api/job/{id}/contacts',
      '/api/job/{id}/cancel',
      '/api/job/{id}/hire',
      '/api/job/{id}/complete',
      '/api/job/{id}/review',
      '/api/upload/jobPhoto',
    ]) {
      expect(documented).toContain(path);
    }
  });
});
