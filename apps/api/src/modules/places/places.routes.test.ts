import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { travelKm } from '@trademate/shared/constants/places';
import * as messages from '@trademate/shared/messages';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { statementsOf } from '../../../test/count-queries';
import { createUser, setSubscription } from '../../../test/factories';
import { createServicePool, jobPostPayload, signInFresh } from '../../../test/job-fixtures';
import { planWithoutScans } from '../../../test/query-plan';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { boundingBox, distanceKm } from '../../lib/distance';
import { haversineKm } from './places.service';

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

function get(url: string, token?: string) {
  return app().inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
}

function send(method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) {
  return app().inject({
    method,
    url,
    headers: { authorization: token },
    payload: payload as object,
  });
}

// Suburbs of the data set used below (postcode, suburb, distance from Surry Hills NSW 2010).
const surryHills = { postcode: '2010', suburb: 'Surry Hills' };
const parramatta = { postcode: '2150', suburb: 'Parramatta' }; // about 20 km west
const newcastle = { postcode: '2300', suburb: 'Newcastle' }; // about 117 km north

describe('GET /api/places', () => {
  it('answers the suburbs of a postcode with state, city and coordinates, signed out', async () => {
    const response = await get('/api/places?postcode=2010');
    expect(response.statusCode).toBe(200);
    const places = response.json().data;
    expect(places).toContainEqual({
      suburb: 'Surry Hills',
      postcode: '2010',
      state: 'NSW',
      city: 'Sydney',
      latitude: expect.closeTo(-33.88, 1),
      longitude: expect.closeTo(151.21, 1),
    });
    expect(places.every((place: { postcode: string }) => place.postcode === '2010')).toBe(true);
  });

  it('answers suburbs by the start of their name, in any case, up to the limit', async () => {
    const response = await get('/api/places?q=surry&limit=5');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((p: { suburb: string }) => p.suburb);
    expect(names).toContain('Surry Hills');
    expect(names.every((name: string) => name.toUpperCase().startsWith('SURRY'))).toBe(true);
    expect((await get('/api/places?q=a&limit=3')).statusCode).toBe(400);
    expect((await get('/api/places?q=ab&limit=3')).json().data).toHaveLength(3);
  });

  it('keeps to the states TradeMate serves and maps regional suburbs to the nearest city', async () => {
    expect((await get('/api/places?postcode=2600')).json().data).toEqual([]); // Canberra, ACT
    expect((await get('/api/places?postcode=0800')).json().data).toEqual([]); // Darwin, NT
    const [newcastlePlace] = (await get('/api/places?postcode=2300')).json().data;
    expect(newcastlePlace).toMatchObject({ state: 'NSW', city: 'Newcastle' });
  });

  it.each([
    ['', messages.places.queryMissing],
    ['?postcode=200', messages.places.postcodeInvalid],
    ['?postcode=20a0', messages.places.postcodeInvalid],
    ['?q=s', messages.places.queryTooShort],
    ['?q=%3Cscript%3E', messages.places.queryInvalid],
    ['?q=surry&postcode=2010', messages.places.queryBoth],
    ['?q=surry&limit=0', messages.request.limitOutOfRange(20)],
    ['?q=surry&limit=100', messages.request.limitOutOfRange(20)],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/api/places${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('addresses with a postcode and suburb', () => {
  it('fills a job’s state and city from the suburb and stores its coordinates', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const client = await createUser(app(), { userType: 'client' });
    const token = await signInFresh(app(), client);
    const payload = jobPostPayload(serviceId, {
      address: { state: 'VIC', city: 'Geelong', ...parramatta } as PostJobRequest['address'],
    });
    const response = await send('POST', '/api/job', token, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.address).toEqual({
      state: 'NSW',
      city: 'Sydney',
      postcode: '2150',
      suburb: 'Parramatta',
    });
    const [row] = await app()
      .db.select({ latitude: jobs.latitude })
      .from(jobs)
      .where(eq(jobs.id, response.json().data._id));
    expect(row!.latitude).toBeCloseTo(-33.8, 0);
  });

  it('keeps the spec’s contract: a job and a profile with only a state and city', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const client = await createUser(app(), { userType: 'client' });
    const token = await signInFresh(app(), client);
    const posted = await send('POST', '/api/job', token, jobPostPayload(serviceId));
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data.address).toEqual({
      state: 'VIC',
      city: 'Geelong',
      postcode: null,
      suburb: null,
    });
    const saved = await send('PATCH', '/api/user/updateProfile', token, {
      address: { state: 'QLD', city: 'Cairns' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.address).toEqual({
      state: 'QLD',
      city: 'Cairns',
      postcode: null,
      suburb: null,
    });
  });

  it('refuses an unknown suburb, a postcode without a suburb, and changes nothing', async () => {
    const client = await createUser(app(), { userType: 'client', place: surryHills });
    const token = await signInFresh(app(), client);
    for (const address of [
      { state: 'NSW', city: 'Sydney', postcode: '2010', suburb: 'Atlantis' },
      { state: 'NSW', city: 'Sydney', postcode: '3000', suburb: 'Surry Hills' },
      { state: 'NSW', city: 'Sydney', postcode: '2150' },
    ]) {
      const response = await send('PATCH', '/api/user/updateProfile', token, { address });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.places.unknownPlace);
    }
    const me = (await get('/api/user/me', token)).json().data;
    expect(me.address).toEqual({ state: 'NSW', city: 'Sydney', ...surryHills });
    expect(me.travelKm).toBeNull();
  });

  it('lets a professional set how far they travel, within limits, and refuses clients', async () => {
    const tradie = await createUser(app(), { userType: 'tradie', place: surryHills });
    const token = await signInFresh(app(), tradie);
    expect((await get('/api/user/me', token)).json().data.travelKm).toBe(travelKm.default);
    const saved = await send('PATCH', '/api/user/updateProfile', token, { travelKm: 120 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.travelKm).toBe(120);
    for (const km of [4, 201, 12.5, '50']) {
      const response = await send('PATCH', '/api/user/updateProfile', token, { travelKm: km });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.places.travelKmOutOfRange(5, 200));
    }
    const client = await createUser(app(), { userType: 'client' });
    const clientToken = await signInFresh(app(), client);
    const refused = await send('PATCH', '/api/user/updateProfile', clientToken, { travelKm: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.places.travelKmProfessionalsOnly);
  });
});

describe('distance in the job requests feed', () => {
  async function postJobAt(serviceId: string, place: { postcode: string; suburb: string }) {
    const client = await createUser(app(), { userType: 'client' });
    const token = await signInFresh(app(), client);
    const response = await send(
      'POST',
      '/api/job',
      token,
      jobPostPayload(serviceId, {
        title: `Fix the fence in ${place.suburb}`,
        address: { state: 'NSW', city: 'Sydney', ...place } as PostJobRequest['address'],
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data._id as string;
  }

  /** A tradie on the Professional plan living in Surry Hills, offering `serviceId`: their token. */
  async function signedInTradieInSurryHills(serviceId: string) {
    const tradie = await createUser(app(), {
      userType: 'tradie',
      serviceIds: [serviceId],
      place: surryHills,
    });
    await setSubscription(app(), tradie.id, 'active');
    return signInFresh(app(), tradie);
  }

  it('labels each job with its distance and keeps only those within withinKm', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const near = await postJobAt(serviceId, parramatta);
    const far = await postJobAt(serviceId, newcastle);
    const token = await signedInTradieInSurryHills(serviceId);

    const all = (await get(`/api/jobRequest?serviceId=${serviceId}`, token)).json().data.items;
    const distances = Object.fromEntries(
      all.map((item: { _id: string; distanceKm: number }) => [item._id, item.distanceKm]),
    );
    expect(distances[near]).toBeGreaterThan(15);
    expect(distances[near]).toBeLessThan(25);
    expect(distances[far]).toBeGreaterThan(100);
    expect(distances[far]).toBeLessThan(130);

    const within50 = (await get(`/api/jobRequest?serviceId=${serviceId}&withinKm=50`, token)).json()
      .data.items;
    expect(within50.map((item: { _id: string }) => item._id)).toEqual([near]);
    const within200 = (await get(`/api/jobRequest?serviceId=${serviceId}&withinKm=200`, token))
      .json()
      .data.items.map((item: { _id: string }) => item._id);
    expect(within200.sort()).toEqual([near, far].sort());
  });

  it("reads a service's jobs in reach from that service's part of the location index (EXPLAIN)", async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const near = await postJobAt(serviceId, parramatta);
    // The service's jobs are mostly across the country: reading the service's whole part of an
    // index would cost the planner more than the box of it near Sydney.
    await app().db.execute(sql`
      insert into jobs (client_id, service_id, title, description, state, city, budget_min,
                        budget_max, timing, latitude, longitude)
      select client_id, service_id, title, description, 'WA', 'Perth', budget_min, budget_max,
             timing, -31.95, 115.86
        from jobs, generate_series(1, 400) where id = ${near}`);
    await app().db.execute(sql`analyze jobs`);
    const token = await signedInTradieInSurryHills(serviceId);
    app().readCache.invalidate(['jobs']);
    const feed = (
      await statementsOf(app(), async () => {
        const response = await get(`/api/jobRequest?withinKm=50&sort=nearest`, token);
        expect(response.statusCode).toBe(200);
      })
    ).find(({ text }) => text.includes('cross join lateral'));
    expect(feed).toBeDefined();
    const plan = await planWithoutScans(app(), feed!);
    expect(plan).toContain('Index Cond: ((service_id = ');
    expect(plan).toContain('jobs_open_service_location_idx');
  });

  it('refuses a distance filter out of range, or from a professional without a suburb', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const placed = await createUser(app(), {
      userType: 'tradie',
      serviceIds: [serviceId],
      place: surryHills,
    });
    await setSubscription(app(), placed.id, 'active');
    const token = await signInFresh(app(), placed);
    for (const km of ['0', '501', 'far']) {
      const response = await get(`/api/jobRequest?withinKm=${km}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.places.withinKmOutOfRange(1, 500));
    }
    const unplaced = await createUser(app(), { userType: 'tradie', serviceIds: [serviceId] });
    await setSubscription(app(), unplaced.id, 'active');
    const unplacedToken = await signInFresh(app(), unplaced);
    const response = await get('/api/jobRequest?withinKm=50', unplacedToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.places.withinKmNeedsPlace);
    const client = await signInFresh(app(), await createUser(app(), { userType: 'client' }));
    expect((await get('/api/jobRequest?withinKm=50', client)).statusCode).toBe(403);
  });
});

describe('the job requests feed, nearest first', () => {
  async function postJobAt(serviceId: string, place: { postcode: string; suburb: string }) {
    const client = await createUser(app(), { userType: 'client' });
    const token = await signInFresh(app(), client);
    const response = await send(
      'POST',
      '/api/job',
      token,
      jobPostPayload(serviceId, {
        title: `Paint the deck in ${place.suburb}`,
        address: { state: 'NSW', city: 'Sydney', ...place } as PostJobRequest['address'],
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data._id as string;
  }

  async function placedTradie(serviceId: string) {
    const tradie = await createUser(app(), {
      userType: 'tradie',
      serviceIds: [serviceId],
      place: surryHills,
    });
    await setSubscription(app(), tradie.id, 'active');
    return signInFresh(app(), tradie);
  }

  /** Every page of a list, following nextCursor; the ids in the order they came. */
  async function allPages(url: string, token: string) {
    const ids: string[] = [];
    const distances: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(response.statusCode).toBe(200);
      const { items, nextCursor } = response.json().data;
      for (const item of items) {
        ids.push(item._id);
        distances.push(item.distanceKm);
      }
      cursor = nextCursor;
    } while (cursor);
    return { ids, distances };
  }

  it('orders by distance, then id, and pages through ties without gaps or duplicates', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    // Posted far first, so newest first and nearest first differ.
    const far = await postJobAt(serviceId, newcastle);
    const nearA = await postJobAt(serviceId, parramatta);
    const here = await postJobAt(serviceId, surryHills);
    const nearB = await postJobAt(serviceId, parramatta);
    const clientToken = await signInFresh(app(), await createUser(app(), { userType: 'client' }));
    const nowhere = (await send('POST', '/api/job', clientToken, jobPostPayload(serviceId))).json()
      .data._id;
    const token = await placedTradie(serviceId);

    const newest = await allPages(`/api/jobRequest?serviceId=${serviceId}&limit=1`, token);
    expect(newest.ids).toEqual([nowhere, nearB, here, nearA, far]);
    // A job without a suburb has no distance (and is never within one).
    expect(newest.distances[0]).toBeUndefined();

    const nearest = await allPages(
      `/api/jobRequest?serviceId=${serviceId}&withinKm=200&sort=nearest&limit=1`,
      token,
    );
    const [tieFirst, tieSecond] = [nearA, nearB].sort();
    expect(nearest.ids).toEqual([here, tieFirst, tieSecond, far]);
    expect(nearest.distances).toEqual([...nearest.distances].sort((a, b) => a - b));

    const page = (
      await get(`/api/jobRequest?serviceId=${serviceId}&withinKm=50&sort=nearest&limit=10`, token)
    ).json().data;
    expect(page.items.map((item: { _id: string }) => item._id)).toEqual([
      here,
      tieFirst,
      tieSecond,
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses nearest without a distance, an unknown sort and a cursor of the other order', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    await postJobAt(serviceId, parramatta);
    await postJobAt(serviceId, parramatta);
    const token = await placedTradie(serviceId);

    const noDistance = await get('/api/jobRequest?sort=nearest', token);
    expect(noDistance.statusCode).toBe(400);
    expect(noDistance.json().message).toBe(messages.places.nearestNeedsWithinKm);
    const unknown = await get('/api/jobRequest?sort=farthest', token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.places.sortInvalid);

    const newestCursor = (await get(`/api/jobRequest?serviceId=${serviceId}&limit=1`, token)).json()
      .data.nextCursor;
    const nearestCursor = (
      await get(`/api/jobRequest?serviceId=${serviceId}&withinKm=50&sort=nearest&limit=1`, token)
    ).json().data.nextCursor;
    expect(newestCursor).toEqual(expect.any(String));
    expect(nearestCursor).toEqual(expect.any(String));
    const mixed = [
      `/api/jobRequest?withinKm=50&sort=nearest&cursor=${newestCursor}`,
      `/api/jobRequest?cursor=${nearestCursor}`,
    ];
    for (const url of mixed) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.request.cursorInvalid);
    }
  });
});

describe('listProfessionalsWithinReach', () => {
  it('finds the verified professionals of a service whose travel distance covers the point', async () => {
    const [service, other] = await takeServices(2);
    const serviceId = service!.id;
    const otherService = other!.id;
    const make = (options: Parameters<typeof createUser>[1]) =>
      createUser(app(), { userType: 'tradie', serviceIds: [serviceId], ...options });
    const parramattaWide = await make({ place: parramatta, travelKm: 30 });
    const parramattaShort = await make({ place: parramatta, travelKm: 10 });
    const newcastleFar = await make({ place: newcastle, travelKm: 200, userType: 'freeTradie' });
    const newcastleDefault = await make({ place: newcastle });
    await make({ place: surryHills, verified: false });
    await make({ place: surryHills, serviceIds: [otherService] });
    await make({ place: surryHills, userType: 'apprentice' });
    await make({}); // no suburb

    const [point] = (await get('/api/places?postcode=2010'))
      .json()
      .data.filter((place: { suburb: string }) => place.suburb === 'Surry Hills');
    const found = await app().users.listProfessionalsWithinReach({
      serviceId: serviceId,
      latitude: point.latitude,
      longitude: point.longitude,
    });
    expect(found.map((row) => row.id)).toEqual([parramattaWide.id, newcastleFar.id]);
    const [from] = (await get('/api/places?postcode=2150'))
      .json()
      .data.filter((place: { suburb: string }) => place.suburb === 'Parramatta');
    expect(found[0]!.distanceKm).toBeCloseTo(
      haversineKm(point.latitude, point.longitude, from.latitude, from.longitude),
      6,
    );
    expect(found.map((row) => row.id)).not.toContain(parramattaShort.id);
    expect(found.map((row) => row.id)).not.toContain(newcastleDefault.id);
  });

  it('ranges over the location index (EXPLAIN), not a scan of users', async () => {
    const box = boundingBox({ latitude: -33.88, longitude: 151.21, km: 50 });
    const distance = distanceKm(users.latitude, users.longitude, -33.88, 151.21);
    const plan = await app().db.transaction(async (tx) => {
      // A test database holds a handful of rows, which the planner would rather read whole.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select ${users.id} from ${users} where ${users.emailVerifiedAt} is not null
          and ${users.latitude} is not null
          and ${users.latitude} between ${box.minLat} and ${box.maxLat}
          and ${users.longitude} between ${box.minLon} and ${box.maxLon}
          and ${distance} <= 50`,
      );
    });
    expect(JSON.stringify(plan)).toContain('users_location_idx');
  });
});
