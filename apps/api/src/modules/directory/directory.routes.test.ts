import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { statementsOf } from '../../../test/count-queries';
import { planWithoutScans } from '../../../test/query-plan';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { jobs } from '../../db/schema/jobs';
import { reviews } from '../../db/schema/reviews';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';

let testApp: TestApp;
let loginCount = 0;

/** Signs in from an address of its own, so the per-address login limit never bites. */
async function signInAs(user: TestUser): Promise<string> {
  loginCount += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.44.${Math.floor(loginCount / 250)}.${loginCount % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign in failed: ${response.body}`);
  return response.json().data.token;
}

const hoursBefore = (hours: number) => new Date(Date.UTC(2026, 0, 10) - hours * 3_600_000);

interface PersonOptions {
  userType: UserType;
  verified?: boolean;
  serviceIds?: string[];
  state?: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS';
  city?: string;
  firstName?: string;
  createdAt: Date;
  bio?: string;
  hiringStatus?: 'available' | 'unavailable';
}

/** A user created at a chosen moment, so the directory's order is known in advance. */
async function createPerson(options: PersonOptions) {
  const { createdAt, bio, hiringStatus, ...userOptions } = options;
  const user = await createUser(testApp.app, userOptions);
  await testApp.app.db
    .update(users)
    .set({
      createdAt,
      ...(bio === undefined ? {} : { bio }),
      ...(hiringStatus && { hiringStatus }),
    })
    .where(eq(users.id, user.id));
  return user;
}

let serviceIds: string[] = [];
let serviceNames: string[] = [];

/**
 * A review as the jobs module writes it: a completed job, its review and the professional's review
 * count and rating total, in one transaction.
 */
async function addReview(options: {
  clientId: string;
  tradieId: string;
  rating: number;
  createdAt: Date;
}) {
  return testApp.app.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        clientId: options.clientId,
        serviceId: serviceIds[0]!,
        title: `Job reviewed ${options.rating} stars`,
        description: 'Replace the switchboard and add two power points.',
        state: 'NSW',
        city: 'Sydney',
        budgetMin: 500,
        budgetMax: 900,
        timing: 'flexible',
        status: 'completed',
        hiredTradieId: options.tradieId,
        completedAt: options.createdAt,
      })
      .returning();
    await tx.insert(reviews).values({
      jobId: job!.id,
      clientId: options.clientId,
      tradieId: options.tradieId,
      rating: options.rating,
      body: `A ${options.rating}-star job.`,
      createdAt: options.createdAt,
    });
    await tx
      .update(users)
      .set({
        reviewCount: sql`${users.reviewCount} + 1`,
        ratingTotal: sql`${users.ratingTotal} + ${options.rating}`,
      })
      .where(eq(users.id, options.tradieId));
  });
}

type PersonName =
  | 'ava'
  | 'ben'
  | 'cal'
  | 'dee'
  | 'eve'
  | 'unverifiedTradie'
  | 'gus'
  | 'hana'
  | 'unverifiedApprentice'
  | 'reviewer'
  | 'viewerTradie'
  | 'viewerFreeTradie'
  | 'viewerApprentice'
  | 'viewerClient'
  | 'unverifiedViewerApprentice'
  | 'unverifiedViewerTradie';
type Viewer =
  'tradie' | 'freeTradie' | 'apprentice' | 'client' | 'unverifiedApprentice' | 'unverifiedTradie';

/** The people of the directories, each created at a known time. */
const people = {} as Record<PersonName, TestUser>;
const tokens = {} as Record<Viewer, string>;

/** Newest member first: Cal and Dee joined at the same moment, so the id decides between them. */
let professionalOrder: string[] = [];
let apprenticeOrder: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  const rows = await testApp.app.db
    .select({ id: services.id, name: services.name })
    .from(services)
    .orderBy(asc(services.name))
    .limit(4);
  serviceIds = rows.map((row) => row.id);
  serviceNames = rows.map((row) => row.name);
  const [s1, s2, s3, s4] = serviceIds as [string, string, string, string];
  const viewer = { serviceIds: [s4], state: 'TAS' as const, city: 'Hobart' };

  people.ava = await createPerson({
    userType: 'tradie',
    firstName: 'Ava',
    state: 'NSW',
    city: 'Sydney',
    serviceIds: [s2, s1],
    createdAt: hoursBefore(1),
    bio: 'Licensed electrician, 12 years on the tools.',
  });
  people.ben = await createPerson({
    userType: 'freeTradie',
    firstName: 'Ben',
    state: 'VIC',
    city: 'Melbourne',
    serviceIds: [s2],
    createdAt: hoursBefore(2),
    hiringStatus: 'unavailable',
  });
  people.cal = await createPerson({
    userType: 'tradie',
    firstName: 'Cal',
    state: 'NSW',
    city: 'Newcastle',
    serviceIds: [s3],
    createdAt: hoursBefore(3),
  });
  people.dee = await createPerson({
    userType: 'tradie',
    firstName: 'Dee',
    state: 'QLD',
    city: 'Brisbane',
    serviceIds: [s1],
    createdAt: hoursBefore(3),
  });
  people.eve = await createPerson({
    userType: 'freeTradie',
    firstName: 'Eve',
    state: 'NSW',
    city: 'Sydney',
    serviceIds: [s1],
    createdAt: hoursBefore(5),
  });
  people.unverifiedTradie = await createPerson({
    userType: 'tradie',
    verified: false,
    state: 'NSW',
    city: 'Sydney',
    serviceIds: [s1],
    createdAt: hoursBefore(0),
  });
  people.gus = await createPerson({
    userType: 'apprentice',
    firstName: 'Gus',
    state: 'NSW',
    city: 'Sydney',
    serviceIds: [s1],
    createdAt: hoursBefore(1),
    bio: 'Second-year apprentice sparky, keen to learn.',
  });
  people.hana = await createPerson({
    userType: 'apprentice',
    firstName: 'Hana',
    state: 'VIC',
    city: 'Geelong',
    serviceIds: [s2, s3],
    createdAt: hoursBefore(4),
  });
  people.unverifiedApprentice = await createPerson({
    userType: 'apprentice',
    verified: false,
    state: 'NSW',
    city: 'Sydney',
    serviceIds: [s1],
    createdAt: hoursBefore(0),
  });
  people.reviewer = await createPerson({
    userType: 'client',
    firstName: 'Olivia',
    createdAt: hoursBefore(0),
  });
  people.viewerTradie = await createPerson({
    userType: 'tradie',
    ...viewer,
    createdAt: new Date('2020-01-02T00:00:00Z'),
  });
  people.viewerFreeTradie = await createPerson({
    userType: 'freeTradie',
    ...viewer,
    createdAt: new Date('2020-01-01T00:00:00Z'),
  });
  people.viewerApprentice = await createPerson({
    userType: 'apprentice',
    ...viewer,
    createdAt: new Date('2020-01-03T00:00:00Z'),
  });
  people.viewerClient = await createPerson({ userType: 'client', createdAt: hoursBefore(0) });
  people.unverifiedViewerApprentice = await createPerson({
    userType: 'apprentice',
    verified: false,
    ...viewer,
    createdAt: hoursBefore(0),
  });
  people.unverifiedViewerTradie = await createPerson({
    userType: 'tradie',
    verified: false,
    ...viewer,
    createdAt: hoursBefore(0),
  });

  tokens.tradie = await signInAs(people.viewerTradie);
  tokens.freeTradie = await signInAs(people.viewerFreeTradie);
  tokens.apprentice = await signInAs(people.viewerApprentice);
  tokens.client = await signInAs(people.viewerClient);
  tokens.unverifiedApprentice = await signInAs(people.unverifiedViewerApprentice);
  tokens.unverifiedTradie = await signInAs(people.unverifiedViewerTradie);

  for (const [rating, hours] of [
    [5, 30],
    [4, 20],
    [5, 10],
  ] as const) {
    await addReview({
      clientId: people.reviewer.id,
      tradieId: people.ava.id,
      rating,
      createdAt: hoursBefore(hours),
    });
  }

  const [first, second] = [people.cal.id, people.dee.id].sort().reverse();
  professionalOrder = [
    people.ava.id,
    people.ben.id,
    first!,
    second!,
    people.eve.id,
    people.viewerTradie.id,
    people.viewerFreeTradie.id,
  ];
  apprenticeOrder = [people.gus.id, people.hana.id, people.viewerApprentice.id];
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: token } : {},
  });

type Response = Awaited<ReturnType<typeof get>>;

const idsOf = (response: Response): string[] =>
  (response.json().data.items as { _id: string }[]).map((item) => item._id);

/** Every page of a list, following nextCursor until it is null. */
async function walk(url: string, token: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await get(`${url}${separator}limit=${limit}${after}`, token);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as { items: { _id: string }[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item._id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

/** Forgets the directory pages kept in memory, so the next request reads the database. */
function dropCachedPages() {
  testApp.app.readCache.invalidate(['users']);
}

/**
 * The SQL statements a request sends to the database, apart from the session lookup that every
 * signed-in request makes. The cached pages are dropped first: this is what a page costs when it
 * is not in memory.
 */
async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  dropCachedPages();
  return (await statementsOf(testApp.app, run))
    .map(({ text }) => text)
    .filter((text) => !text.includes('"sessions"'));
}

/**
 * How Postgres runs the one statement a request sends to `table`, with table scans and sorting
 * priced out of reach (`planWithoutScans`): if the plan still sorts, no index can give the list's
 * order.
 */
async function planOf(url: string, token: string, table: string): Promise<string> {
  dropCachedPages();
  const statement = (
    await statementsOf(testApp.app, async () => {
      expect((await get(url, token)).statusCode).toBe(200);
    })
  ).find(({ text }) => text.includes(`from "${table}"`));
  if (!statement) throw new Error(`No statement read ${table}`);
  return planWithoutScans(testApp.app, statement);
}

/** A plan that reads an index in the list's order: no Sort step (a Merge Append keeps order). */
/** The plan without its subplans (each person's services and licences, read per row). */
function withoutSubplans(plan: string): string {
  const kept: string[] = [];
  let subplanIndent: number | null = null;
  for (const line of plan.split('\n')) {
    const indent = line.search(/\S/);
    if (subplanIndent !== null && indent > subplanIndent) continue;
    subplanIndent = /^\s*SubPlan\b/.test(line) ? indent : null;
    if (subplanIndent === null) kept.push(line);
  }
  return kept.join('\n');
}

/** The page's rows come from `index` in its order: no sort of the page itself. */
function expectIndexOrder(plan: string, index: string) {
  expect(plan).toContain(index);
  expect(withoutSubplans(plan)).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\s+\(/m);
}

function expectRefusal(response: Response, status: number, code: string, message?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    responseCode: status,
    code,
    ...(message && { message }),
  });
}

describe('GET /api/professional', () => {
  it('lists verified tradies and free tradies, newest members first, and nobody else', async () => {
    const response = await get('/api/professional', tokens.apprentice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseCode: 200, data: { nextCursor: null } });
    expect(idsOf(response)).toEqual(professionalOrder);
  });

  it('shows each professional with their services, place, hiring status and rating', async () => {
    const response = await get('/api/professional', tokens.tradie);
    const items = response.json().data.items as { _id: string }[];
    const [s1, s2] = serviceIds;
    const ava = items.find((item) => item._id === people.ava.id);
    expect(ava).toEqual({
      _id: people.ava.id,
      firstName: 'Ava',
      lastName: 'Nguyen',
      avatar: null,
      userType: 'tradie',
      city: 'Sydney',
      state: 'NSW',
      hiringStatus: 'available',
      memberSince: hoursBefore(1).toISOString(),
      rating: 4.7,
      reviewCount: 3,
      services: [
        { _id: s1, name: serviceNames[0] },
        { _id: s2, name: serviceNames[1] },
      ],
      licences: [],
    });
    expect(items.find((item) => item._id === people.ben.id)).toMatchObject({
      userType: 'freeTradie',
      hiringStatus: 'unavailable',
      rating: null,
      reviewCount: 0,
      services: [{ _id: s2, name: serviceNames[1] }],
    });
  });

  it.each(['apprentice', 'tradie', 'freeTradie'] as const)('lets a verified %s in', async (who) => {
    expect((await get('/api/professional', tokens[who])).statusCode).toBe(200);
  });

  it('filters by service, state and city, alone and together', async () => {
    const [s1, , s3] = serviceIds;
    const list = async (query: string) =>
      idsOf(await get(`/api/professional?${query}`, tokens.tradie));
    expect(await list(`serviceId=${s1}`)).toEqual([people.ava.id, people.dee.id, people.eve.id]);
    expect(await list(`serviceId=${s3}`)).toEqual([people.cal.id]);
    expect(await list('state=NSW')).toEqual([people.ava.id, people.cal.id, people.eve.id]);
    expect(await list('state=NSW&city=Sydney')).toEqual([people.ava.id, people.eve.id]);
    expect(await list('city=Newcastle')).toEqual([people.cal.id]);
    expect(await list(`serviceId=${s1}&state=NSW&city=Sydney`)).toEqual([
      people.ava.id,
      people.eve.id,
    ]);
    expect(await list(`serviceId=${randomUUID()}`)).toEqual([]);
    expect(await list('state=SA')).toEqual([]);
    expect(await list('serviceId=&state=&city=')).toEqual(professionalOrder);
  });

  it.each([1, 2, 3])(
    'pages through everyone %i at a time without gaps or repeats, ties included',
    async (limit) => {
      const { ids, pages } = await walk('/api/professional', tokens.freeTradie, limit);
      expect(ids).toEqual(professionalOrder);
      expect(pages).toBe(Math.ceil(professionalOrder.length / limit));
    },
  );

  it('pages through a filtered list and stops with a null cursor', async () => {
    const { ids } = await walk(`/api/professional?serviceId=${serviceIds[0]}`, tokens.tradie, 1);
    expect(ids).toEqual([people.ava.id, people.dee.id, people.eve.id]);
  });

  it('reads a page, services included, in one query', async () => {
    for (const query of ['limit=50', `serviceId=${serviceIds[0]}&state=NSW&limit=2`]) {
      const queries = await queriesDuring(async () => {
        const response = await get(`/api/professional?${query}`, tokens.tradie);
        expect(response.statusCode).toBe(200);
      });
      expect(queries).toHaveLength(1);
      expect(queries[0]).toMatch(/from "users"/);
      expect(queries[0]).toMatch(/from "user_services"/);
    }
  });

  it('reads the people of a page from the directory index in order, without sorting them', async () => {
    const first = await get('/api/professional?limit=2', tokens.tradie);
    const cursor = encodeURIComponent(first.json().data.nextCursor);
    for (const url of [
      '/api/professional?limit=2',
      `/api/professional?limit=2&cursor=${cursor}&state=NSW`,
      '/api/apprentice',
    ]) {
      expectIndexOrder(await planOf(url, tokens.tradie, 'users'), 'users_directory_idx');
    }
  });

  it.each([
    ['serviceId=plumbing', messages.directory.serviceInvalid],
    ['state=ACT', messages.directory.stateInvalid],
    ['state=VIC&city=Sydney', messages.directory.cityInvalid],
    ['city=Atlantis', messages.directory.cityInvalid],
    ['limit=0', 'limit must be between 1 and 50'],
    ['limit=many', 'limit must be a whole number'],
    ['cursor=not-a-cursor', 'The page cursor is not valid'],
  ])('refuses ?%s with 400 and a clear message', async (query, message) => {
    const response = await get(`/api/professional?${query}`, tokens.tradie);
    expectRefusal(response, 400, 'VALIDATION', message);
  });

  it('refuses a signed-out visitor with 401', async () => {
    expectRefusal(await get('/api/professional'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a client with 403 FORBIDDEN', async () => {
    expectRefusal(
      await get('/api/professional', tokens.client),
      403,
      'FORBIDDEN',
      messages.auth.noAccess,
    );
  });

  it.each(['unverifiedApprentice', 'unverifiedTradie'] as const)(
    'refuses an %s with 403 NOT_VERIFIED',
    async (who) => {
      expectRefusal(
        await get('/api/professional', tokens[who]),
        403,
        'NOT_VERIFIED',
        messages.authModal.verify.text,
      );
    },
  );
});

describe('GET /api/professional/:id', () => {
  it("shows a professional's profile with their bio and average rating", async () => {
    const response = await get(`/api/professional/${people.ava.id}`, tokens.apprentice);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: people.ava.id,
      firstName: 'Ava',
      userType: 'tradie',
      bio: 'Licensed electrician, 12 years on the tools.',
      rating: 4.7,
      reviewCount: 3,
      hiringStatus: 'available',
      memberSince: hoursBefore(1).toISOString(),
      services: [
        { _id: serviceIds[0], name: serviceNames[0] },
        { _id: serviceIds[1], name: serviceNames[1] },
      ],
    });
  });

  it('shows a free tradie too', async () => {
    const response = await get(`/api/professional/${people.ben.id}`, tokens.freeTradie);
    expect(response.json().data).toMatchObject({ userType: 'freeTradie', bio: '', rating: null });
  });

  it('answers 404 for an unknown, unverified or non-professional id', async () => {
    for (const id of [
      randomUUID(),
      people.unverifiedTradie.id,
      people.gus.id,
      people.reviewer.id,
    ]) {
      expectRefusal(
        await get(`/api/professional/${id}`, tokens.tradie),
        404,
        'NOT_FOUND',
        messages.directory.professionalNotFound,
      );
    }
  });

  it('refuses an id that is not one with 400', async () => {
    expectRefusal(
      await get('/api/professional/not-an-id', tokens.tradie),
      400,
      'VALIDATION',
      'The id in the address is not valid',
    );
  });

  it('refuses the signed out, clients and the unverified', async () => {
    const url = `/api/professional/${people.ava.id}`;
    expectRefusal(await get(url), 401, 'UNAUTHENTICATED');
    expectRefusal(await get(url, tokens.client), 403, 'FORBIDDEN');
    expectRefusal(await get(url, tokens.unverifiedApprentice), 403, 'NOT_VERIFIED');
  });
});

describe('GET /api/professional/:id/reviews', () => {
  it('lists the reviews newest first with the client as first name and initial', async () => {
    const response = await get(`/api/professional/${people.ava.id}/reviews`, tokens.apprentice);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json().data;
    expect(nextCursor).toBeNull();
    expect(items.map((review: { rating: number }) => review.rating)).toEqual([5, 4, 5]);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      rating: 5,
      body: 'A 5-star job.',
      createdAt: hoursBefore(10).toISOString(),
      clientName: 'Olivia N.',
      reply: null,
      repliedAt: null,
    });
  });

  it('pages through the reviews without gaps', async () => {
    const url = `/api/professional/${people.ava.id}/reviews`;
    const all = idsOf(await get(url, tokens.tradie));
    const { ids, pages } = await walk(url, tokens.tradie, 2);
    expect(ids).toEqual(all);
    expect(pages).toBe(2);
  });

  it("reads a professional's reviews from their index in order, without sorting them", async () => {
    const plan = await planOf(
      `/api/professional/${people.ava.id}/reviews?limit=2`,
      tokens.tradie,
      'reviews',
    );
    expectIndexOrder(plan, 'reviews_tradie_idx');
  });

  it('answers an empty list for a professional without reviews', async () => {
    const response = await get(`/api/professional/${people.ben.id}/reviews`, tokens.tradie);
    expect(response.json().data).toEqual({ items: [], nextCursor: null });
  });

  it('answers 404 for anyone who is not a listed professional', async () => {
    for (const id of [randomUUID(), people.gus.id, people.unverifiedTradie.id]) {
      expectRefusal(
        await get(`/api/professional/${id}/reviews`, tokens.tradie),
        404,
        'NOT_FOUND',
        messages.directory.professionalNotFound,
      );
    }
  });

  it('refuses bad cursors, the signed out, clients and the unverified', async () => {
    const url = `/api/professional/${people.ava.id}/reviews`;
    expectRefusal(await get(`${url}?cursor=nope`, tokens.tradie), 400, 'VALIDATION');
    expectRefusal(await get(url), 401, 'UNAUTHENTICATED');
    expectRefusal(await get(url, tokens.client), 403, 'FORBIDDEN');
    expectRefusal(await get(url, tokens.unverifiedTradie), 403, 'NOT_VERIFIED');
  });
});

describe('GET /api/apprentice', () => {
  it('lists verified apprentices, newest members first, with services and bio', async () => {
    const response = await get('/api/apprentice', tokens.tradie);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(apprenticeOrder);
    expect(response.json().data.items[0]).toEqual({
      _id: people.gus.id,
      firstName: 'Gus',
      lastName: 'Nguyen',
      avatar: null,
      city: 'Sydney',
      state: 'NSW',
      services: [{ _id: serviceIds[0], name: serviceNames[0] }],
      bio: 'Second-year apprentice sparky, keen to learn.',
      memberSince: hoursBefore(1).toISOString(),
      licences: [],
    });
  });

  it('lets a verified free tradie in', async () => {
    expect(idsOf(await get('/api/apprentice', tokens.freeTradie))).toEqual(apprenticeOrder);
  });

  it('filters by service, state and city', async () => {
    const [s1, , s3] = serviceIds;
    const list = async (query: string) =>
      idsOf(await get(`/api/apprentice?${query}`, tokens.tradie));
    expect(await list(`serviceId=${s3}`)).toEqual([people.hana.id]);
    expect(await list(`serviceId=${s1}`)).toEqual([people.gus.id]);
    expect(await list('state=VIC')).toEqual([people.hana.id]);
    expect(await list('state=TAS&city=Hobart')).toEqual([people.viewerApprentice.id]);
    expect(await list('city=Geelong')).toEqual([people.hana.id]);
  });

  it('pages through the apprentices one at a time without gaps', async () => {
    const { ids, pages } = await walk('/api/apprentice', tokens.tradie, 1);
    expect(ids).toEqual(apprenticeOrder);
    expect(pages).toBe(3);
  });

  it('reads a page, services included, in one query', async () => {
    const queries = await queriesDuring(() => get('/api/apprentice', tokens.tradie));
    expect(queries).toHaveLength(1);
  });

  it('refuses bad filters with 400', async () => {
    expectRefusal(
      await get('/api/apprentice?state=NT', tokens.tradie),
      400,
      'VALIDATION',
      messages.directory.stateInvalid,
    );
  });

  it('refuses apprentices and clients with 403 FORBIDDEN', async () => {
    expectRefusal(await get('/api/apprentice', tokens.apprentice), 403, 'FORBIDDEN');
    expectRefusal(await get('/api/apprentice', tokens.client), 403, 'FORBIDDEN');
  });

  it('refuses the signed out with 401 and the unverified with NOT_VERIFIED', async () => {
    expectRefusal(await get('/api/apprentice'), 401, 'UNAUTHENTICATED');
    expectRefusal(await get('/api/apprentice', tokens.unverifiedTradie), 403, 'NOT_VERIFIED');
  });
});

describe('GET /api/apprentice/:id', () => {
  it("shows an apprentice's profile", async () => {
    const response = await get(`/api/apprentice/${people.hana.id}`, tokens.freeTradie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: people.hana.id,
      firstName: 'Hana',
      city: 'Geelong',
      state: 'VIC',
      bio: '',
      services: [
        { _id: serviceIds[1], name: serviceNames[1] },
        { _id: serviceIds[2], name: serviceNames[2] },
      ],
    });
  });

  it('answers 404 for an unknown, unverified or non-apprentice id', async () => {
    for (const id of [randomUUID(), people.unverifiedApprentice.id, people.ava.id]) {
      expectRefusal(
        await get(`/api/apprentice/${id}`, tokens.tradie),
        404,
        'NOT_FOUND',
        messages.directory.apprenticeNotFound,
      );
    }
  });

  it('refuses the signed out, apprentices, clients, the unverified and bad ids', async () => {
    const url = `/api/apprentice/${people.gus.id}`;
    expectRefusal(await get(url), 401, 'UNAUTHENTICATED');
    expectRefusal(await get(url, tokens.apprentice), 403, 'FORBIDDEN');
    expectRefusal(await get(url, tokens.client), 403, 'FORBIDDEN');
    expectRefusal(await get(url, tokens.unverifiedTradie), 403, 'NOT_VERIFIED');
    expectRefusal(await get('/api/apprentice/42', tokens.tradie), 400, 'VALIDATION');
  });
});

// Last in the file: it adds a professional, which the lists above do not expect.
describe('GET /api/professional, kept in memory', () => {
  const patch = (url: string, token: string, payload?: object) =>
    testApp.app.inject({ method: 'PATCH', url, payload, headers: { authorization: token } });

  it("shows a professional's new availability, name and services on the very next request", async () => {
    const [s1, s2] = serviceIds;
    const mover = await createUser(testApp.app, {
      userType: 'tradie',
      firstName: 'Milo',
      serviceIds: [s1!],
      state: 'NSW',
      city: 'Sydney',
    });
    const token = await signInAs(mover);
    const listed = async () => {
      const response = await get('/api/professional?limit=50', tokens.apprentice);
      const items = response.json().data.items as Array<{
        _id: string;
        firstName: string;
        hiringStatus: string;
        services: Array<{ _id: string }>;
      }>;
      return items.find((item) => item._id === mover.id);
    };
    expect(await listed()).toMatchObject({ firstName: 'Milo', hiringStatus: 'available' });
    expect(await listed()).toMatchObject({ firstName: 'Milo' }); // now from memory

    expect((await patch('/api/user/tradie/toggleHiringStatus', token)).statusCode).toBe(200);
    expect((await listed())?.hiringStatus).toBe('unavailable');

    const updated = await patch('/api/user/updateProfile', token, {
      firstName: 'Miles',
      services: [s2!],
    });
    expect(updated.statusCode).toBe(200);
    const after = await listed();
    expect(after?.firstName).toBe('Miles');
    expect(after?.services.map((service) => service._id)).toEqual([s2]);
  });
});
