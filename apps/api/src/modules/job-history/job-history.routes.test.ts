import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { allCursorPages } from '../../../test/http';
import { setSubscription } from '../../../test/factories';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { jobContacts } from '../../db/schema/jobs';

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

const api = apiClient(app);
const signedIn = (userType: UserType, serviceIds?: string[]) =>
  api.signedIn(userType, { serviceIds, firstName: userType === 'client' ? 'Olivia' : 'Jess' });
const get = (url: string, token?: string) => api.call('GET', url, token);

function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

/** A contact row as the contact endpoint writes it, at a chosen time. */
async function recordContact(jobId: string, tradieId: string, createdAt: Date) {
  const conversationId = crypto.randomUUID();
  await app().db.insert(jobContacts).values({ jobId, tradieId, conversationId, createdAt });
  return conversationId;
}

/** A tradie, a client and a service of their own. */
async function setUp() {
  const [service] = await takeServices(1);
  const owner = await signedIn('client');
  const tradie = await signedIn('tradie', [service!.id]);
  return { service: service!, owner, tradie };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/jobHistory', () => {
  it('lists the jobs I contacted or was hired for, most recent first, and no one else’s', async () => {
    const { service, owner, tradie } = await setUp();
    const other = await signedIn('tradie', [service.id]);
    const base = { clientId: owner.id, serviceId: service.id };

    const contactedEarly = await insertJob(app(), { ...base, createdAt: minutesAgo(300) });
    const firstContact = minutesAgo(240);
    await recordContact(contactedEarly.id, tradie.id, firstContact);
    const hiredAfterContact = await insertJob(app(), {
      ...base,
      status: 'completed',
      hiredTradieId: tradie.id,
      hiredAt: minutesAgo(30),
      createdAt: minutesAgo(200),
    });
    const contactedBeforeHire = minutesAgo(180);
    await recordContact(hiredAfterContact.id, tradie.id, contactedBeforeHire);
    const hiredDirectly = await insertJob(app(), {
      ...base,
      status: 'in_progress',
      hiredTradieId: tradie.id,
      hiredAt: minutesAgo(120),
      createdAt: minutesAgo(150),
    });
    const othersJob = await insertJob(app(), { ...base, createdAt: minutesAgo(60) });
    await recordContact(othersJob.id, other.id, minutesAgo(50));
    await insertJob(app(), { ...base, createdAt: minutesAgo(10) });

    const response = await get('/api/jobHistory', tradie.token);

    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json().data;
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        _id: hiredDirectly.id,
        title: hiredDirectly.title,
        service: { _id: service.id, name: service.name },
        city: 'Brisbane',
        state: 'QLD',
        status: 'in_progress',
        closedReason: null,
        contactedAt: null,
        isHired: true,
        // Hired without a quote: no deal to show.
        deal: null,
      },
      expect.objectContaining({
        _id: hiredAfterContact.id,
        status: 'completed',
        contactedAt: contactedBeforeHire.toISOString(),
        isHired: true,
      }),
      expect.objectContaining({
        _id: contactedEarly.id,
        status: 'open',
        contactedAt: firstContact.toISOString(),
        isHired: false,
      }),
    ]);
  });

  it('shows a job I contacted through the contact endpoint', async () => {
    const { service, owner, tradie } = await setUp();
    const job = await insertJob(app(), { clientId: owner.id, serviceId: service.id });
    const contact = await app().inject({
      method: 'POST',
      url: `/api/jobRequest/${job.id}/contact`,
      payload: { message: 'Hi Olivia, I can help.' },
      headers: { authorization: tradie.token },
    });
    expect(contact.statusCode).toBe(201);

    const { items } = (await get('/api/jobHistory', tradie.token)).json().data;
    expect(items).toEqual([
      expect.objectContaining({ _id: job.id, status: 'open', isHired: false }),
    ]);
    expect(Number.isNaN(Date.parse(items[0].contactedAt))).toBe(false);

    const entry = (await get(`/api/jobHistory/${job.id}`, tradie.token)).json().data;
    expect(entry.conversationId).toBe(contact.json().data.conversationId);
  });

  it('pages through contacted and hired jobs with a cursor, without duplicates or gaps', async () => {
    const { service, owner, tradie } = await setUp();
    const expected: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const involvedAt = minutesAgo(10 + i * 10);
      if (i % 2 === 0) {
        const job = await insertJob(app(), { clientId: owner.id, serviceId: service.id });
        await recordContact(job.id, tradie.id, involvedAt);
        expected.push(job.id);
      } else {
        const job = await insertJob(app(), {
          clientId: owner.id,
          serviceId: service.id,
          status: 'in_progress',
          hiredTradieId: tradie.id,
          hiredAt: involvedAt,
        });
        expected.push(job.id);
      }
    }

    const pages = await allCursorPages<{ _id: string }>(
      async (cursor) =>
        (
          await get(`/api/jobHistory?limit=2${cursor ? `&cursor=${cursor}` : ''}`, tradie.token)
        ).json().data,
    );
    const seen = pages.flat().map((item) => item._id);

    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(seen).toEqual(expected);
  });

  it('never skips jobs contacted within the same millisecond', async () => {
    const { service, owner, tradie } = await setUp();
    const ids: string[] = [];
    for (const microseconds of ['123100', '123456', '123900']) {
      const job = await insertJob(app(), { clientId: owner.id, serviceId: service.id });
      await recordContact(job.id, tradie.id, minutesAgo(1));
      await app()
        .db.update(jobContacts)
        .set({ createdAt: sql`'2026-03-01 09:00:00.${sql.raw(microseconds)}+00'::timestamptz` })
        .where(and(eq(jobContacts.jobId, job.id), eq(jobContacts.tradieId, tradie.id)));
      ids.push(job.id);
    }

    const pages = await allCursorPages<{ _id: string }>(
      async (cursor) =>
        (
          await get(`/api/jobHistory?limit=1${cursor ? `&cursor=${cursor}` : ''}`, tradie.token)
        ).json().data,
    );
    const seen = pages.flat().map((item) => item._id);

    expect([...seen].sort()).toEqual([...ids].sort());
    expect(seen).toHaveLength(3);
  });

  it('still shows an expired tradie their history', async () => {
    const { service, owner, tradie } = await setUp();
    await setSubscription(app(), tradie.id, 'expired');
    const job = await insertJob(app(), { clientId: owner.id, serviceId: service.id });
    await recordContact(job.id, tradie.id, minutesAgo(5));
    const response = await get('/api/jobHistory', tradie.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toHaveLength(1);
  });

  it('refuses a bad cursor with 400', async () => {
    const { tradie } = await setUp();
    const response = await get('/api/jobHistory?cursor=nope', tradie.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The page cursor is not valid');
  });

  it.each(['freeTradie', 'client', 'apprentice'] as const)(
    'refuses a %s with 403 FORBIDDEN',
    async (userType) => {
      const user = await signedIn(userType);
      const response = await get('/api/jobHistory', user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it('refuses a signed-out visitor with 401', async () => {
    expect((await get('/api/jobHistory')).statusCode).toBe(401);
  });
});

describe('GET /api/jobHistory/:id', () => {
  it('shows a job I contacted about, with the chat but without the client’s phone or email', async () => {
    const { service, owner, tradie } = await setUp();
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      photos: ['/uploads/jobs/a.webp'],
      createdAt: minutesAgo(90),
    });
    const contactedAt = minutesAgo(60);
    const conversationId = await recordContact(job.id, tradie.id, contactedAt);

    const response = await get(`/api/jobHistory/${job.id}`, tradie.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: job.id,
      title: job.title,
      description: job.description,
      service: { _id: service.id, name: service.name },
      photos: ['/uploads/jobs/a.webp'],
      city: 'Brisbane',
      state: 'QLD',
      budgetMin: 150,
      budgetMax: 400,
      timing: 'within_week',
      timingDate: null,
      status: 'open',
      closedReason: null,
      createdAt: job.createdAt.toISOString(),
      contactedAt: contactedAt.toISOString(),
      hiredAt: null,
      isHired: false,
      conversationId,
      deal: null,
      client: { name: 'Olivia N.', contactNumber: null, email: null },
    });
  });

  it.each(['in_progress', 'completed'] as const)(
    'gives the hired tradie the client’s name, phone and email while the job is %s',
    async (status) => {
      const { service, owner, tradie } = await setUp();
      const hiredAt = minutesAgo(30);
      const job = await insertJob(app(), {
        clientId: owner.id,
        serviceId: service.id,
        status,
        hiredTradieId: tradie.id,
        hiredAt,
      });
      await recordContact(job.id, tradie.id, minutesAgo(45));

      const { data } = (await get(`/api/jobHistory/${job.id}`, tradie.token)).json();

      expect(data).toMatchObject({
        status,
        isHired: true,
        hiredAt: hiredAt.toISOString(),
        client: { name: 'Olivia Nguyen', contactNumber: '0412345678', email: owner.email },
      });
    },
  );

  it('keeps the phone and email from a tradie who was hired for a job since cancelled', async () => {
    const { service, owner, tradie } = await setUp();
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      status: 'cancelled',
      hiredTradieId: tradie.id,
      hiredAt: minutesAgo(30),
    });
    const { data } = (await get(`/api/jobHistory/${job.id}`, tradie.token)).json();
    expect(data.client).toEqual({ name: 'Olivia N.', contactNumber: null, email: null });
  });

  it('keeps the phone and email from a tradie who contacted but someone else was hired', async () => {
    const { service, owner, tradie } = await setUp();
    const winner = await signedIn('tradie', [service.id]);
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      status: 'in_progress',
      hiredTradieId: winner.id,
      hiredAt: minutesAgo(10),
    });
    await recordContact(job.id, tradie.id, minutesAgo(20));

    const { data } = (await get(`/api/jobHistory/${job.id}`, tradie.token)).json();

    expect(data).toMatchObject({ isHired: false, hiredAt: null, status: 'in_progress' });
    expect(data.client).toEqual({ name: 'Olivia N.', contactNumber: null, email: null });
  });

  it('links a job I was hired for without contacting to our direct chat', async () => {
    const { service, owner, tradie } = await setUp();
    const { conversation } = await app().chats.openConversation({
      jobId: null,
      starterId: owner.id,
      recipientId: tradie.id,
    });
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      status: 'in_progress',
      hiredTradieId: tradie.id,
      hiredAt: minutesAgo(5),
    });
    const { data } = (await get(`/api/jobHistory/${job.id}`, tradie.token)).json();
    expect(data).toMatchObject({ contactedAt: null, conversationId: conversation.id });
  });

  it('answers 404 for another tradie’s job, the same as for no job at all', async () => {
    const { service, owner, tradie } = await setUp();
    const other = await signedIn('tradie', [service.id]);
    const theirs = await insertJob(app(), { clientId: owner.id, serviceId: service.id });
    await recordContact(theirs.id, other.id, minutesAgo(5));
    const untouched = await insertJob(app(), { clientId: owner.id, serviceId: service.id });

    const responses = await Promise.all(
      [theirs.id, untouched.id, UNKNOWN_ID].map((id) => get(`/api/jobHistory/${id}`, tradie.token)),
    );

    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        responseCode: 404,
        code: 'NOT_FOUND',
        message: messages.jobHistory.notFound,
      });
    }
  });

  it('refuses a bad id with 400, a free tradie with 403 and a signed-out visitor with 401', async () => {
    const { tradie } = await setUp();
    const bad = await get('/api/jobHistory/not-an-id', tradie.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The id in the address is not valid');

    const free = await signedIn('freeTradie');
    expect((await get(`/api/jobHistory/${UNKNOWN_ID}`, free.token)).json().code).toBe('FORBIDDEN');
    expect((await get(`/api/jobHistory/${UNKNOWN_ID}`)).statusCode).toBe(401);
  });
});
