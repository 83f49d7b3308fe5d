import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { statementsOf } from '../../../test/count-queries';
import { planWithoutScans } from '../../../test/query-plan';
import { createUser } from '../../../test/factories';
import {
  createServicePool,
  insertJob,
  jobPostPayload,
  signInFresh,
} from '../../../test/job-fixtures';
import { servicesCatalogue } from '../../db/seed/services-catalogue';

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function list(query = '') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/service${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/service', () => {
  it('lists the seeded catalogue alphabetically, 24 to a page by default', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.responseCode).toBe(200);
    expect(body.data.total).toBe(servicesCatalogue.length);
    expect(body.data.items).toHaveLength(Math.min(24, servicesCatalogue.length));
    const names = body.data.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data.items[0]).toEqual({
      _id: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      icon: expect.any(String),
      popularRank: expect.toBeOneOf([null, expect.any(Number)]),
    });
  });

  it('pages through every service exactly once', async () => {
    const first = await list('?limit=20&page=1');
    const second = await list('?limit=20&page=2');
    expect(first.body.data.totalPages).toBe(Math.ceil(servicesCatalogue.length / 20));
    const ids = [...first.body.data.items, ...second.body.data.items].map(
      (s: { _id: string }) => s._id,
    );
    expect(new Set(ids).size).toBe(servicesCatalogue.length);
  });

  it('finds services by part of their name, ignoring case', async () => {
    const { body } = await list('?search=PLUMB');
    expect(body.data.items.map((s: { name: string }) => s.name)).toContain('Plumber');
    for (const service of body.data.items) expect(service.name.toLowerCase()).toContain('plumb');
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { status, body } = await list('?search=%25');
    expect(status).toBe(200);
    expect(body.data.total).toBe(0);
  });

  it('answers an empty page when nothing matches', async () => {
    const { body } = await list('?search=underwater%20basket%20weaving');
    expect(body.data).toEqual({ items: [], page: 1, limit: 24, total: 0, totalPages: 0 });
  });

  it('lists the popular services in their rank order', async () => {
    const { body } = await list('?popular=true&limit=8');
    const ranks = body.data.items.map((s: { popularRank: number }) => s.popularRank);
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    ['?limit=0', 'limit must be between 1 and 100'],
    ['?limit=101', 'limit must be between 1 and 100'],
    ['?page=0', 'page must be 1 or more'],
    ['?page=abc', 'page must be a whole number'],
    ['?page=1.5', 'page must be a whole number'],
    [`?search=${'a'.repeat(101)}`, 'search must be 100 characters or fewer'],
    ['?popular=yes', "popular must be 'true' or 'false'"],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ responseCode: 400, code: 'VALIDATION', message });
    expect(body.errors[0].message).toBe(message);
  });
});

describe('GET /api/service/:id', () => {
  it('answers one service by id', async () => {
    const { body: page } = await list('?search=Electrician');
    const electrician = page.data.items[0];
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/service/${electrician._id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(electrician);
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/service/6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      responseCode: 404,
      code: 'NOT_FOUND',
      message: 'Service not found',
    });
  });

  it.each(['not-a-uuid', "1' or '1'='1", '123'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/service/${encodeURIComponent(id)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'The id in the address is not valid',
      });
    },
  );
});

describe('GET /api/service/:id/overview', () => {
  async function overview(id: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/service/${encodeURIComponent(id)}/overview`,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers to anyone: the service, verified professionals per state and the newest open jobs, never the client', async () => {
    const { app } = testApp;
    const [service, other] = await takeServices(2);
    const serviceIds = [service!.id];
    await createUser(app, { userType: 'tradie', state: 'NSW', city: 'Sydney', serviceIds });
    await createUser(app, { userType: 'freeTradie', state: 'NSW', city: 'Newcastle', serviceIds });
    await createUser(app, { userType: 'tradie', state: 'TAS', city: 'Hobart', serviceIds });
    // Not counted: unverified, an apprentice, someone offering another service.
    await createUser(app, { userType: 'tradie', state: 'NSW', verified: false, serviceIds });
    await createUser(app, { userType: 'apprentice', state: 'VIC', serviceIds });
    await createUser(app, { userType: 'tradie', state: 'WA', serviceIds: [other!.id] });
    const client = await createUser(app, { userType: 'client', firstName: 'Priya' });
    const older = await insertJob(app, {
      clientId: client.id,
      serviceId: service!.id,
      title: 'Rewire the garage',
      state: 'QLD',
      city: 'Cairns',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertJob(app, {
      clientId: client.id,
      serviceId: service!.id,
      title: 'Fit two ceiling fans',
      state: 'VIC',
      city: 'Geelong',
    });
    await insertJob(app, { clientId: client.id, serviceId: service!.id, status: 'in_progress' });
    await insertJob(app, { clientId: client.id, serviceId: service!.id, status: 'cancelled' });
    await insertJob(app, { clientId: client.id, serviceId: other!.id });

    const { status, body } = await overview(service!.id);
    expect(status).toBe(200);
    expect(body.data.service).toMatchObject({ _id: service!.id, name: service!.name });
    expect(body.data.service.description.length).toBeGreaterThan(20);
    expect(body.data.professionalsByState).toEqual([
      { state: 'NSW', count: 2 },
      { state: 'VIC', count: 0 },
      { state: 'QLD', count: 0 },
      { state: 'SA', count: 0 },
      { state: 'WA', count: 0 },
      { state: 'TAS', count: 1 },
    ]);
    expect(body.data.professionalCount).toBe(3);
    expect(body.data.openJobCount).toBe(2);
    expect(body.data.newestJobs).toEqual([
      {
        _id: newer.id,
        title: 'Fit two ceiling fans',
        state: 'VIC',
        city: 'Geelong',
        createdAt: newer.createdAt.toISOString(),
      },
      {
        _id: older.id,
        title: 'Rewire the garage',
        state: 'QLD',
        city: 'Cairns',
        createdAt: older.createdAt.toISOString(),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('Priya');
    expect(JSON.stringify(body)).not.toContain(client.id);
  });

  it('lists at most six jobs, and counts them all', async () => {
    const { app } = testApp;
    const [service] = await takeServices(1);
    const client = await createUser(app, { userType: 'client' });
    for (let index = 0; index < 8; index += 1) {
      await insertJob(app, { clientId: client.id, serviceId: service!.id });
    }
    const { body } = await overview(service!.id);
    expect(body.data.openJobCount).toBe(8);
    expect(body.data.newestJobs).toHaveLength(6);
  });

  it("shows a client's newly posted job at once, though the page was read before", async () => {
    const { app } = testApp;
    const [service] = await takeServices(1);
    const before = await overview(service!.id);
    expect(before.body.data.newestJobs).toEqual([]);

    const client = await createUser(app, { userType: 'client' });
    const token = await signInFresh(app, client);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: token },
      payload: jobPostPayload(service!.id, { title: 'Tile the ensuite floor' }),
    });
    expect(posted.statusCode).toBe(201);

    const after = await overview(service!.id);
    expect(after.body.data.openJobCount).toBe(1);
    expect(after.body.data.newestJobs.map((job: { title: string }) => job.title)).toEqual([
      'Tile the ensuite floor',
    ]);
  });

  it('after a new job reads only the jobs again, and counts a professional who adds the service at once', async () => {
    const { app } = testApp;
    const [service, other] = await takeServices(2);
    await createUser(app, { userType: 'tradie', state: 'NSW', serviceIds: [service!.id] });
    const joining = await createUser(app, {
      userType: 'tradie',
      state: 'SA',
      serviceIds: [other!.id],
    });
    const client = await createUser(app, { userType: 'client' });
    const clientToken = await signInFresh(app, client);
    const joiningToken = await signInFresh(app, joining);
    const readsProfessionals = async () =>
      (await statementsOf(app, () => overview(service!.id))).some(({ text }) =>
        text.includes('"user_services"'),
      );
    // Once the database's notices of those sign-ups have come back, the counts are kept.
    await vi.waitFor(async () => expect(await readsProfessionals()).toBe(false));

    const posted = await app.inject({
      method: 'POST',
      url: '/api/job',
      headers: { authorization: clientToken },
      payload: jobPostPayload(service!.id, { title: 'Replace the switchboard' }),
    });
    expect(posted.statusCode).toBe(201);
    let after!: Awaited<ReturnType<typeof overview>>;
    const statements = await statementsOf(app, async () => {
      after = await overview(service!.id);
    });
    expect(after.body.data.newestJobs[0].title).toBe('Replace the switchboard');
    expect(after.body.data.professionalCount).toBe(1);
    expect(statements.some(({ text }) => text.includes('"jobs"'))).toBe(true);
    expect(statements.filter(({ text }) => text.includes('"user_services"'))).toEqual([]);

    const joined = await app.inject({
      method: 'PATCH',
      url: '/api/user/updateProfile',
      headers: { authorization: joiningToken },
      payload: { services: [other!.id, service!.id] },
    });
    expect(joined.statusCode).toBe(200);
    const { body } = await overview(service!.id);
    expect(body.data.professionalCount).toBe(2);
    expect(body.data.professionalsByState).toContainEqual({ state: 'SA', count: 1 });
  });

  it('reads its newest jobs in index order and counts them from an index alone', async () => {
    const { app } = testApp;
    const [service] = await takeServices(1);
    const client = await createUser(app, { userType: 'client' });
    await insertJob(app, { clientId: client.id, serviceId: service!.id });
    // As autovacuum keeps it: the visibility map is what lets a count skip the table.
    await app.db.execute(sql`vacuum (analyze) jobs`);
    app.readCache.invalidate(['jobs']);
    const jobStatements = (await statementsOf(app, () => overview(service!.id))).filter(
      ({ text }) => text.includes('from "jobs"'),
    );
    const plans = await Promise.all(
      jobStatements.map((statement) => planWithoutScans(app, statement)),
    );
    expect(plans).toHaveLength(2);
    const newest = plans.find((plan) => plan.includes('Limit'))!;
    expect(newest).toMatch(/Index Scan using jobs_open_\w+_idx/);
    expect(newest).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\s+\(/m);
    const counted = plans.find((plan) => plan.includes('Aggregate'))!;
    expect(counted).toMatch(/Index Only Scan using jobs_open_shown_service_idx/);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { status, body } = await overview('6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11');
    expect(status).toBe(404);
    expect(body).toEqual({ responseCode: 404, code: 'NOT_FOUND', message: 'Service not found' });
  });

  it.each(['not-a-uuid', "1' or '1'='1", '123'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const { status, body } = await overview(id);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION',
        message: 'The id in the address is not valid',
      });
    },
  );
});
