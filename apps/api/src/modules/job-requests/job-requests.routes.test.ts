import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import * as messages from '@trademate/shared/messages';
import { apiClient, type SubscriptionState } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries as countQueriesOf } from '../../../test/count-queries';
import { allCursorPages } from '../../../test/http';
import { setSubscription } from '../../../test/factories';
import { createServicePool, insertJob, jobPostPayload } from '../../../test/job-fixtures';
import { conversations, messages as chatMessages } from '../../db/schema/chats';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  // No mail sender: the alert mails of earlier tests' notifications would otherwise be sent in the
  // background while a test counts the queries a request makes.
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;

const api = apiClient(app);
/** A signed-in user offering these services; with `plan`, a Professional subscription in that state. */
const { signedIn } = api;
const client = () => signedIn('client', { firstName: 'Olivia' });
const get = (url: string, token?: string) => api.call('GET', url, token);

function contact(jobId: string, token: string | undefined, payload: unknown) {
  return app().inject({
    method: 'POST',
    url: `/api/jobRequest/${jobId}/contact`,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });
}

/** Distinct creation times a minute apart, oldest first, so "newest first" is unambiguous. */
function minutesAgo(minutes: number) {
  return new Date(Date.now() - minutes * 60_000);
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A client without enough history for a record (decision 029). */
const newClient = { responseRate: null, hiredJobs: null, finishedJobs: null };

const countQueries = (run: () => Promise<unknown>) => countQueriesOf(app(), run);

describe('GET /api/jobRequest', () => {
  it('lists only open jobs in my services, newest first, with budget, timing and contacts', async () => {
    const [mine1, mine2, other] = await takeServices(3);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [mine1!.id, mine2!.id] });
    const oldest = await insertJob(app(), {
      clientId: owner.id,
      serviceId: mine1!.id,
      createdAt: minutesAgo(50),
    });
    const middle = await insertJob(app(), {
      clientId: owner.id,
      serviceId: mine2!.id,
      city: 'Gold Coast',
      budgetMin: 1_000,
      budgetMax: 2_500,
      timing: 'date',
      timingDate: '2026-12-01',
      contactCount: 3,
      createdAt: minutesAgo(40),
    });
    await insertJob(app(), { clientId: owner.id, serviceId: other!.id, createdAt: minutesAgo(30) });
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      await insertJob(app(), {
        clientId: owner.id,
        serviceId: mine1!.id,
        status,
        createdAt: minutesAgo(20),
      });
    }
    const newest = await insertJob(app(), {
      clientId: owner.id,
      serviceId: mine1!.id,
      createdAt: minutesAgo(10),
    });

    const response = await get('/api/jobRequest', tradie.token);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.canPreview).toBe(true);
    expect(data.nextCursor).toBeNull();
    expect(data.items.map((item: { _id: string }) => item._id)).toEqual([
      newest.id,
      middle.id,
      oldest.id,
    ]);
    expect(data.items[1]).toEqual({
      _id: middle.id,
      title: middle.title,
      service: { _id: mine2!.id, name: mine2!.name },
      city: 'Gold Coast',
      state: 'QLD',
      createdAt: middle.createdAt.toISOString(),
      budgetMin: 1_000,
      budgetMax: 2_500,
      timing: 'date',
      timingDate: '2026-12-01',
      contactCount: 3,
      clientRecord: newClient,
    });
  });

  it('filters by one of my services, by state and by city', async () => {
    const [first, second] = await takeServices(2);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [first!.id, second!.id] });
    const brisbane = await insertJob(app(), { clientId: owner.id, serviceId: first!.id });
    const cairns = await insertJob(app(), {
      clientId: owner.id,
      serviceId: first!.id,
      city: 'Cairns',
    });
    const sydney = await insertJob(app(), {
      clientId: owner.id,
      serviceId: second!.id,
      state: 'NSW',
      city: 'Sydney',
    });
    const idsFor = async (query: string) =>
      (await get(`/api/jobRequest?${query}`, tradie.token))
        .json()
        .data.items.map((item: { _id: string }) => item._id)
        .sort();

    expect(await idsFor(`serviceId=${second!.id}`)).toEqual([sydney.id]);
    expect(await idsFor('state=QLD')).toEqual([brisbane.id, cairns.id].sort());
    expect(await idsFor('state=QLD&city=Cairns')).toEqual([cairns.id]);
    expect(await idsFor(`serviceId=${first!.id}&city=Brisbane`)).toEqual([brisbane.id]);
    expect(await idsFor('city=')).toEqual([brisbane.id, cairns.id, sydney.id].sort());
  });

  it('answers a page with one query besides the session lookup', async () => {
    const [first, second] = await takeServices(2);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [first!.id, second!.id] });
    for (const service of [first!, second!, first!]) {
      await insertJob(app(), { clientId: owner.id, serviceId: service.id });
    }
    let response: Awaited<ReturnType<typeof get>> | undefined;
    const queries = await countQueries(async () => {
      response = await get('/api/jobRequest?limit=2', tradie.token);
    });
    expect(response?.json().data.items).toHaveLength(2);
    expect(queries).toBe(2);
  });

  it("answers an empty page for a service I don't offer, never that service's jobs", async () => {
    const [mine, notMine] = await takeServices(2);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [mine!.id] });
    await insertJob(app(), { clientId: owner.id, serviceId: notMine!.id });

    const response = await get(`/api/jobRequest?serviceId=${notMine!.id}`, tradie.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [], nextCursor: null, canPreview: true });
  });

  it.each(['tradie', 'freeTradie'] as const)(
    'answers a %s who offers no services yet with an empty page, and hides every job from them',
    async (userType) => {
      const [service] = await takeServices(1);
      const owner = await client();
      const job = await insertJob(app(), { clientId: owner.id, serviceId: service!.id });
      const professional = await signedIn(userType, {
        serviceIds: [],
        plan: userType === 'tradie' ? 'active' : undefined,
      });

      const feed = await get('/api/jobRequest', professional.token);
      expect(feed.statusCode).toBe(200);
      expect(feed.json().data).toEqual({
        items: [],
        nextCursor: null,
        canPreview: userType === 'tradie',
      });
      const filtered = await get(`/api/jobRequest?serviceId=${service!.id}`, professional.token);
      expect(filtered.json().data.items).toEqual([]);
      if (userType === 'tradie') {
        expect((await get(`/api/jobRequest/${job.id}`, professional.token)).statusCode).toBe(404);
      }
    },
  );

  it('pages through the feed with a cursor, without duplicates or gaps', async () => {
    const [service] = await takeServices(1);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [service!.id] });
    const sameInstant = minutesAgo(30);
    const created = [];
    for (let i = 0; i < 7; i += 1) {
      // Three share one creation time: the id breaks the tie.
      const createdAt = i >= 2 && i <= 4 ? sameInstant : minutesAgo(60 - i * 5);
      created.push(
        await insertJob(app(), { clientId: owner.id, serviceId: service!.id, createdAt }),
      );
    }
    const expected = [...created]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((job) => job.id);

    const pages = await allCursorPages<{ _id: string }>(async (cursor) => {
      const response = await get(
        `/api/jobRequest?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        tradie.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data;
    });
    const seen = pages.flat().map((item) => item._id);

    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(seen).toEqual(expected);
  });

  it('never skips jobs posted within the same millisecond', async () => {
    const [service] = await takeServices(1);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [service!.id] });
    const ids: string[] = [];
    for (const microseconds of ['456100', '456500', '456900']) {
      const job = await insertJob(app(), { clientId: owner.id, serviceId: service!.id });
      await db()
        .update(jobs)
        .set({ createdAt: sql`'2026-04-01 10:00:00.${sql.raw(microseconds)}+00'::timestamptz` })
        .where(eq(jobs.id, job.id));
      ids.push(job.id);
    }

    const pages = await allCursorPages<{ _id: string }>(
      async (cursor) =>
        (
          await get(`/api/jobRequest?limit=1${cursor ? `&cursor=${cursor}` : ''}`, tradie.token)
        ).json().data,
    );
    const seen = pages.flat().map((item) => item._id);

    expect(seen).toEqual([...ids].reverse());
  });

  it.each([
    ['cursor=not-a-cursor', 'The page cursor is not valid'],
    ['serviceId=plumbing', messages.jobRequests.serviceInvalid],
    ['state=ACT', 'Choose a state from the list'],
    ['state=VIC&city=Sydney', 'Choose a city from the list for your state'],
    ['limit=500', 'limit must be between 1 and 50'],
  ])('refuses ?%s with 400 and a clear message', async (query, message) => {
    const tradie = await signedIn('tradie');
    const response = await get(`/api/jobRequest?${query}`, tradie.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
  });

  it.each([
    ['a free tradie', 'freeTradie', 'none'],
    ['a tradie whose subscription expired', 'tradie', 'expired'],
  ] as const)(
    'gives %s only the title, service, place and date',
    async (_label, userType, plan) => {
      const [service] = await takeServices(1);
      const owner = await client();
      const viewer = await signedIn(userType, { serviceIds: [service!.id], plan });
      const job = await insertJob(app(), {
        clientId: owner.id,
        serviceId: service!.id,
        contactCount: 2,
      });

      const response = await get('/api/jobRequest', viewer.token);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        canPreview: false,
        nextCursor: null,
        items: [
          {
            _id: job.id,
            title: job.title,
            service: { _id: service!.id, name: service!.name },
            city: 'Brisbane',
            state: 'QLD',
            createdAt: job.createdAt.toISOString(),
            clientRecord: newClient,
          },
        ],
      });
    },
  );

  it('gives a tradie who cancelled but is still in their paid period the whole card', async () => {
    const [service] = await takeServices(1);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [service!.id], plan: 'cancelled' });
    await insertJob(app(), { clientId: owner.id, serviceId: service!.id });
    const { data } = (await get('/api/jobRequest', tradie.token)).json();
    expect(data.canPreview).toBe(true);
    expect(data.items[0]).toMatchObject({ budgetMin: 150, budgetMax: 400, timing: 'within_week' });
  });

  it.each(['client', 'apprentice'] as const)(
    'refuses a %s with 403 FORBIDDEN',
    async (userType) => {
      const user = await signedIn(userType);
      const response = await get('/api/jobRequest', user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.auth.noAccess });
    },
  );

  it('refuses a signed-out visitor with 401', async () => {
    const response = await get('/api/jobRequest');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/jobRequest, kept in memory', () => {
  function send(method: 'POST' | 'PATCH', url: string, token: string, payload?: object) {
    return app().inject({ method, url, payload, headers: { authorization: token } });
  }

  const jobPayload = (serviceId: string, title: string) => jobPostPayload(serviceId, { title });

  type FeedItem = { _id: string; title: string; contactCount?: number; budgetMin?: number };
  const feedOf = async (token: string) =>
    (await get('/api/jobRequest', token)).json().data.items as FeedItem[];

  it('answers a page it has served from memory without a statement (its session kept too)', async () => {
    const [service] = await takeServices(1);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [service!.id], plan: 'active' });
    await insertJob(app(), { clientId: owner.id, serviceId: service!.id });
    // The writes above are announced to the cache a moment after they commit; one heard after the
    // first read would drop the page it kept.
    await app().readCache.caughtUp();

    const first = await get('/api/jobRequest', tradie.token);
    let again: Awaited<ReturnType<typeof get>> | undefined;
    const queries = await countQueries(async () => {
      again = await get('/api/jobRequest', tradie.token);
    });
    expect(queries).toBe(0);
    expect(again?.statusCode).toBe(200);
    expect(again?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again?.body).toBe(first.body);
  });

  it("shows a client's new, changed, contacted and cancelled job on the very next request", async () => {
    const [service] = await takeServices(1);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [service!.id], plan: 'active' });
    const rival = await signedIn('tradie', { serviceIds: [service!.id], plan: 'active' });
    expect(await feedOf(tradie.token)).toEqual([]);

    const posted = await send(
      'POST',
      '/api/job',
      owner.token,
      jobPayload(service!.id, 'Fix a tap'),
    );
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json().data._id as string;
    expect((await feedOf(tradie.token)).map((item) => item.title)).toEqual(['Fix a tap']);

    const edited = await send('PATCH', `/api/job/${jobId}`, owner.token, {
      ...jobPayload(service!.id, 'Fix two taps'),
    });
    expect(edited.statusCode).toBe(200);
    expect((await feedOf(tradie.token)).map((item) => item.title)).toEqual(['Fix two taps']);

    expect((await contact(jobId, rival.token, { message: 'I can come today.' })).statusCode).toBe(
      201,
    );
    expect((await feedOf(tradie.token))[0]?.contactCount).toBe(1);

    expect((await send('POST', `/api/job/${jobId}/cancel`, owner.token)).statusCode).toBe(200);
    expect(await feedOf(tradie.token)).toEqual([]);
  });

  it("follows a professional's own services and plan as soon as they change", async () => {
    const [first, second] = await takeServices(2);
    const owner = await client();
    const tradie = await signedIn('tradie', { serviceIds: [first!.id], plan: 'active' });
    const freeTradie = await signedIn('freeTradie', { serviceIds: [first!.id] });
    const job = await insertJob(app(), { clientId: owner.id, serviceId: second!.id });
    await insertJob(app(), { clientId: owner.id, serviceId: first!.id });

    // The same services, a different plan: never the same page.
    expect((await feedOf(tradie.token))[0]?.budgetMin).toBeDefined();
    expect((await feedOf(freeTradie.token))[0]?.budgetMin).toBeUndefined();

    const updated = await send('PATCH', '/api/user/updateProfile', tradie.token, {
      services: [first!.id, second!.id],
    });
    expect(updated.statusCode).toBe(200);
    expect((await feedOf(tradie.token)).map((item) => item._id)).toContain(job.id);

    await setSubscription(app(), tradie.id, 'expired');
    expect((await feedOf(tradie.token))[0]?.budgetMin).toBeUndefined();
  });
});

/**
 * The detail and contact tests read jobs by id, never a feed: they share one service, and a second
 * one stands for "a service I do not offer".
 */
let sharedService: { id: string; name: string };
let otherService: { id: string; name: string };
beforeAll(async () => {
  [sharedService, otherService] = (await takeServices(2)) as [
    typeof sharedService,
    typeof otherService,
  ];
});

describe('GET /api/jobRequest/:id', () => {
  async function openJobFor(plan: SubscriptionState, userType: 'tradie' | 'freeTradie' = 'tradie') {
    const service = sharedService;
    const owner = await client();
    const viewer = await signedIn(userType, { serviceIds: [service.id], plan });
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      photos: ['/uploads/jobs/tap-1.webp', '/uploads/jobs/tap-2.webp'],
      contactCount: 4,
    });
    return { service, owner, viewer, job };
  }

  it('shows a tradie the whole request and only the client’s first name', async () => {
    const { service, viewer, job } = await openJobFor('active');

    const response = await get(`/api/jobRequest/${job.id}`, viewer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: job.id,
      title: job.title,
      description: job.description,
      service: { _id: service.id, name: service.name },
      photos: ['/uploads/jobs/tap-1.webp', '/uploads/jobs/tap-2.webp'],
      city: 'Brisbane',
      state: 'QLD',
      budgetMin: 150,
      budgetMax: 400,
      timing: 'within_week',
      timingDate: null,
      status: 'open',
      createdAt: job.createdAt.toISOString(),
      contactCount: 4,
      client: { firstName: 'Olivia' },
      hasContacted: false,
      conversationId: null,
      isHired: false,
      isInvited: false,
      serviceSlug: expect.any(String),
      licenceCheck: { standing: expect.any(String) },
      clientRecord: newClient,
    });
  });

  it('answers with one query besides the session lookup', async () => {
    const { viewer, job } = await openJobFor('active');
    let status = 0;
    const queries = await countQueries(async () => {
      status = (await get(`/api/jobRequest/${job.id}`, viewer.token)).statusCode;
    });
    expect(status).toBe(200);
    expect(queries).toBe(2);
  });

  it('lets a tradie who cancelled but is still in their paid period preview', async () => {
    const { viewer, job } = await openJobFor('cancelled');
    expect((await get(`/api/jobRequest/${job.id}`, viewer.token)).statusCode).toBe(200);
  });

  it('refuses a free tradie with PLAN_REQUIRED and the preview text', async () => {
    const { viewer, job } = await openJobFor('none', 'freeTradie');
    const response = await get(`/api/jobRequest/${job.id}`, viewer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      responseCode: 403,
      code: 'PLAN_REQUIRED',
      message: 'Please upgrade your plan to preview the job requests related to the service',
    });
  });

  it('refuses a tradie whose subscription expired with SUBSCRIPTION_EXPIRED', async () => {
    const { viewer, job } = await openJobFor('expired');
    const response = await get(`/api/jobRequest/${job.id}`, viewer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'SUBSCRIPTION_EXPIRED',
      message: messages.authModal.subscriptionExpired.text,
    });
  });

  it('answers 404 for a job of a service I do not offer, the same as for no job at all', async () => {
    const { job } = await openJobFor('active');
    const outsider = await signedIn('tradie', { serviceIds: [otherService.id] });

    const hidden = await get(`/api/jobRequest/${job.id}`, outsider.token);
    const missing = await get(`/api/jobRequest/${UNKNOWN_ID}`, outsider.token);

    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(missing.json()).toEqual({
      responseCode: 404,
      code: 'NOT_FOUND',
      message: messages.jobRequests.notFound,
    });
  });

  it('hides a job that is no longer open, unless I contacted the client or was hired', async () => {
    const { service, owner, viewer } = await openJobFor('active');
    const taken = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      status: 'in_progress',
    });
    expect((await get(`/api/jobRequest/${taken.id}`, viewer.token)).statusCode).toBe(404);

    const hiredMe = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      status: 'in_progress',
      hiredTradieId: viewer.id,
      hiredAt: new Date(),
    });
    const response = await get(`/api/jobRequest/${hiredMe.id}`, viewer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'in_progress', isHired: true });
  });

  it('refuses an id that is not one with 400', async () => {
    const { viewer } = await openJobFor('active');
    const response = await get('/api/jobRequest/123', viewer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The id in the address is not valid',
    });
  });

  it('refuses a client with 403 FORBIDDEN and a signed-out visitor with 401', async () => {
    const { owner, job } = await openJobFor('active');
    const asClient = await get(`/api/jobRequest/${job.id}`, owner.token);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('FORBIDDEN');
    expect((await get(`/api/jobRequest/${job.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/jobRequest/:id/contact', () => {
  async function setUp(tradieOptions: { plan?: SubscriptionState; verified?: boolean } = {}) {
    const service = sharedService;
    const owner = await client();
    const tradie = await signedIn('tradie', {
      serviceIds: [service.id],
      firstName: 'Jess',
      ...tradieOptions,
    });
    const job = await insertJob(app(), {
      clientId: owner.id,
      serviceId: service.id,
      title: 'Rewire the garage',
    });
    return { service, owner, tradie, job };
  }

  async function stateOf(jobId: string, clientId: string) {
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    const contacts = await db().select().from(jobContacts).where(eq(jobContacts.jobId, jobId));
    const chats = await db().select().from(conversations).where(eq(conversations.jobId, jobId));
    const sent = chats.length
      ? await db()
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, chats[0]!.id))
          .orderBy(chatMessages.createdAt)
      : [];
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, clientId))
      .orderBy(notifications.createdAt);
    return { contactCount: job!.contactCount, contacts, chats, sent, told };
  }

  it('opens the chat, sends the message, counts the contact and tells the client', async () => {
    const { owner, tradie, job } = await setUp();

    const response = await contact(job.id, tradie.token, {
      message: '  Hi Olivia, I can rewire the garage this week.  ',
    });

    expect(response.statusCode).toBe(201);
    const { conversationId } = response.json().data;
    expect(response.json()).toEqual({
      responseCode: 201,
      message: messages.jobRequests.contacted,
      data: { conversationId },
    });
    const state = await stateOf(job.id, owner.id);
    expect(state.contactCount).toBe(1);
    expect(state.chats).toHaveLength(1);
    expect(state.chats[0]).toMatchObject({
      id: conversationId,
      starterId: tradie.id,
      recipientId: owner.id,
      lastMessagePreview: 'Hi Olivia, I can rewire the garage this week.',
    });
    expect(state.sent.map((message) => [message.senderId, message.body])).toEqual([
      [tradie.id, 'Hi Olivia, I can rewire the garage this week.'],
    ]);
    expect(state.contacts).toEqual([
      expect.objectContaining({ tradieId: tradie.id, conversationId }),
    ]);
    expect(state.told).toEqual([
      expect.objectContaining({
        kind: 'job_contacted',
        title: 'New enquiry: Rewire the garage',
        body: 'Jess sent you a message',
        link: `/professional/${tradie.id}`,
        readAt: null,
      }),
    ]);

    const detail = (await get(`/api/jobRequest/${job.id}`, tradie.token)).json().data;
    expect(detail).toMatchObject({ hasContacted: true, conversationId, contactCount: 1 });
  });

  it("clears the client's enquiry notice once the client reads the chat", async () => {
    const { owner, tradie, job } = await setUp();
    const sent = await contact(job.id, tradie.token, { message: 'Hi, free on Tuesday.' });
    const { conversationId } = sent.json().data;
    const read = await app().inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/read`,
      headers: { authorization: owner.token },
    });
    expect(read.statusCode).toBe(200);
    const state = await stateOf(job.id, owner.id);
    expect(state.told).toEqual([
      expect.objectContaining({ kind: 'job_contacted', readAt: expect.any(Date) }),
    ]);
  });

  it('reuses the chat when I write again, without counting me twice', async () => {
    const { owner, tradie, job } = await setUp();
    const first = await contact(job.id, tradie.token, { message: 'Hi, free on Tuesday.' });
    const second = await contact(job.id, tradie.token, { message: 'Or Wednesday works too.' });

    expect(second.statusCode).toBe(201);
    expect(second.json().data.conversationId).toBe(first.json().data.conversationId);
    const state = await stateOf(job.id, owner.id);
    expect(state.contactCount).toBe(1);
    expect(state.contacts).toHaveLength(1);
    expect(state.chats).toHaveLength(1);
    expect(state.sent.map((message) => message.body)).toEqual([
      'Hi, free on Tuesday.',
      'Or Wednesday works too.',
    ]);
    expect(state.told.map((notice) => [notice.kind, notice.title])).toEqual([
      ['job_contacted', 'New enquiry: Rewire the garage'],
      ['message_received', 'New message: Rewire the garage'],
    ]);
  });

  it('counts each professional who makes contact once', async () => {
    const { service, owner, tradie, job } = await setUp();
    const another = await signedIn('tradie', { serviceIds: [service.id] });
    expect((await contact(job.id, tradie.token, { message: 'Hello' })).statusCode).toBe(201);
    expect((await contact(job.id, another.token, { message: 'G’day' })).statusCode).toBe(201);
    const state = await stateOf(job.id, owner.id);
    expect(state.contactCount).toBe(2);
    expect(state.chats).toHaveLength(2);
  });

  it.each(['in_progress', 'completed', 'cancelled'] as const)(
    'refuses a %s job with 409 and creates nothing',
    async (status) => {
      const { owner, tradie, job } = await setUp();
      await db().update(jobs).set({ status }).where(eq(jobs.id, job.id));

      const response = await contact(job.id, tradie.token, { message: 'Still need help?' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: messages.jobRequests.closed,
      });
      const state = await stateOf(job.id, owner.id);
      expect(state).toMatchObject({ contactCount: 0, contacts: [], chats: [], told: [] });
    },
  );

  it('refuses an unverified tradie with NOT_VERIFIED', async () => {
    const { tradie, job } = await setUp({ verified: false });
    const response = await contact(job.id, tradie.token, { message: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NOT_VERIFIED',
      message: messages.authModal.verify.text,
    });
  });

  it('refuses a free tradie with PLAN_REQUIRED and the contact text', async () => {
    const { service, owner, job } = await setUp();
    const free = await signedIn('freeTradie', { serviceIds: [service.id] });
    const response = await contact(job.id, free.token, { message: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      responseCode: 403,
      code: 'PLAN_REQUIRED',
      message: 'Please upgrade your plan to contact the client',
    });
    expect((await stateOf(job.id, owner.id)).contacts).toEqual([]);
  });

  it('refuses a tradie whose subscription expired with SUBSCRIPTION_EXPIRED', async () => {
    const { tradie, job } = await setUp({ plan: 'expired' });
    const response = await contact(job.id, tradie.token, { message: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SUBSCRIPTION_EXPIRED');
  });

  it.each([
    [{}, messages.jobRequests.messageRequired],
    [{ message: '' }, messages.jobRequests.messageRequired],
    [{ message: '   \n ' }, messages.jobRequests.messageRequired],
    [{ message: ['Hello'] }, messages.jobRequests.messageRequired],
    [{ message: 'x'.repeat(2001) }, messages.jobRequests.messageTooLong],
  ])('refuses %j with 400 and creates nothing', async (payload, message) => {
    const { owner, tradie, job } = await setUp();
    const response = await contact(job.id, tradie.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    const state = await stateOf(job.id, owner.id);
    expect(state).toMatchObject({ contactCount: 0, contacts: [], chats: [], told: [] });
  });

  it('answers 404 for a job of a service I do not offer and for no job at all', async () => {
    const { owner, job } = await setUp();
    const outsider = await signedIn('tradie', { serviceIds: [otherService.id] });

    const hidden = await contact(job.id, outsider.token, { message: 'Hello' });
    const missing = await contact(UNKNOWN_ID, outsider.token, { message: 'Hello' });

    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await stateOf(job.id, owner.id)).chats).toEqual([]);
  });

  it('refuses a client with 403 and a signed-out visitor with 401', async () => {
    const { owner, job } = await setUp();
    const asClient = await contact(job.id, owner.token, { message: 'Hello' });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('FORBIDDEN');
    expect((await contact(job.id, undefined, { message: 'Hello' })).statusCode).toBe(401);
    const [row] = await db()
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.jobId, job.id));
    expect(row?.n).toBe(0);
  });
});
