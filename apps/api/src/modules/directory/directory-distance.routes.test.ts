import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool, signInFresh } from '../../../test/job-fixtures';

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

function get(url: string, token: string) {
  return app().inject({ method: 'GET', url, headers: { authorization: token } });
}

// Suburbs of the data set (distance from Surry Hills NSW 2010).
const surryHills = { postcode: '2010', suburb: 'Surry Hills' };
const parramatta = { postcode: '2150', suburb: 'Parramatta' }; // about 20 km west
const newcastle = { postcode: '2300', suburb: 'Newcastle' }; // about 117 km north

interface Card {
  _id: string;
  distanceKm?: number;
}

/** Every page of a directory list, following nextCursor. */
async function allPages(url: string, token: string) {
  const items: Card[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`, token);
    expect(response.statusCode).toBe(200);
    const page: { items: Card[]; nextCursor: string | null } = response.json().data;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('distance in the professionals directory', () => {
  it('labels each professional with a suburb, filters by withinKm and sorts nearest first', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const make = (userType: 'tradie' | 'freeTradie', place?: typeof surryHills) =>
      createUser(app(), { userType, serviceIds: [serviceId], ...(place && { place }) });
    const far = await make('tradie', newcastle);
    const nearFree = await make('freeTradie', parramatta);
    const here = await make('tradie', surryHills);
    const nearTradie = await make('tradie', parramatta);
    const unplaced = await make('freeTradie');
    const viewer = await createUser(app(), { userType: 'apprentice', place: surryHills });
    const token = await signInFresh(app(), viewer);

    const everyone = await allPages(`/api/professional?serviceId=${serviceId}&limit=2`, token);
    const byId = new Map(everyone.map((card) => [card._id, card.distanceKm]));
    expect(everyone).toHaveLength(5);
    expect(byId.get(here.id)).toBe(1);
    expect(byId.get(nearTradie.id)).toBeGreaterThan(15);
    expect(byId.get(nearTradie.id)).toBeLessThan(25);
    expect(byId.get(far.id)).toBeGreaterThan(100);
    expect(byId.get(unplaced.id)).toBeUndefined();

    const within50 = await allPages(
      `/api/professional?serviceId=${serviceId}&withinKm=50&limit=2`,
      token,
    );
    expect(within50.map((card) => card._id).sort()).toEqual(
      [here.id, nearFree.id, nearTradie.id].sort(),
    );

    // Tradies and free tradies merged in one order, paged one at a time through the tie.
    const nearest = await allPages(
      `/api/professional?serviceId=${serviceId}&withinKm=200&sort=nearest&limit=1`,
      token,
    );
    const tie = [nearFree.id, nearTradie.id].sort();
    expect(nearest.map((card) => card._id)).toEqual([here.id, ...tie, far.id]);
  });

  it('measures from each viewer’s own suburb, even for the same page', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const tradie = await createUser(app(), {
      userType: 'tradie',
      serviceIds: [serviceId],
      place: newcastle,
    });
    const fromSydney = await signInFresh(
      app(),
      await createUser(app(), { userType: 'apprentice', place: surryHills }),
    );
    const fromNewcastle = await signInFresh(
      app(),
      await createUser(app(), { userType: 'apprentice', place: newcastle }),
    );
    const fromNowhere = await signInFresh(
      app(),
      await createUser(app(), { userType: 'apprentice' }),
    );
    const url = `/api/professional?serviceId=${serviceId}`;
    const distance = async (token: string) =>
      (await get(url, token)).json().data.items.find((card: Card) => card._id === tradie.id)
        .distanceKm;
    expect(await distance(fromSydney)).toBeGreaterThan(100);
    expect(await distance(fromNewcastle)).toBe(1);
    expect(await distance(fromNowhere)).toBeUndefined();
  });

  it('refuses a bad distance or sort, a distance without a suburb, and keeps clients out', async () => {
    const placed = await signInFresh(
      app(),
      await createUser(app(), { userType: 'tradie', place: surryHills }),
    );
    for (const km of ['0', '501', 'near']) {
      const response = await get(`/api/professional?withinKm=${km}`, placed);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.places.withinKmOutOfRange(1, 500));
    }
    const noDistance = await get('/api/professional?sort=nearest', placed);
    expect(noDistance.statusCode).toBe(400);
    expect(noDistance.json().message).toBe(messages.places.nearestNeedsWithinKm);
    expect((await get('/api/professional?sort=oldest', placed)).statusCode).toBe(400);
    const badCursor = await get(
      `/api/professional?withinKm=50&sort=nearest&cursor=${Buffer.from('d|x|y').toString('base64url')}`,
      placed,
    );
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe(messages.request.cursorInvalid);

    const unplaced = await signInFresh(app(), await createUser(app(), { userType: 'tradie' }));
    const response = await get('/api/professional?withinKm=50', unplaced);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.places.withinKmNeedsPlace);

    const client = await signInFresh(
      app(),
      await createUser(app(), { userType: 'client', place: surryHills }),
    );
    expect((await get('/api/professional?withinKm=50', client)).statusCode).toBe(403);
    const unverified = await signInFresh(
      app(),
      await createUser(app(), { userType: 'tradie', place: surryHills, verified: false }),
    );
    expect((await get('/api/professional?withinKm=50', unverified)).statusCode).toBe(403);
  });
});

describe('distance in the apprentices directory', () => {
  it('labels, filters and sorts apprentices by distance from a professional', async () => {
    const [service] = await takeServices(1);
    const serviceId = service!.id;
    const make = (place: typeof surryHills) =>
      createUser(app(), { userType: 'apprentice', serviceIds: [serviceId], place });
    const far = await make(newcastle);
    const near = await make(parramatta);
    const here = await make(surryHills);
    const token = await signInFresh(
      app(),
      await createUser(app(), { userType: 'freeTradie', place: surryHills }),
    );
    const nearest = await allPages(
      `/api/apprentice?serviceId=${serviceId}&withinKm=50&sort=nearest&limit=1`,
      token,
    );
    expect(nearest.map((card) => card._id)).toEqual([here.id, near.id]);
    expect(nearest[0]!.distanceKm).toBe(1);
    const everyone = await allPages(`/api/apprentice?serviceId=${serviceId}`, token);
    expect(everyone.map((card) => card._id)).toEqual([here.id, near.id, far.id]);
    expect(everyone[2]!.distanceKm).toBeGreaterThan(100);

    const unplaced = await signInFresh(app(), await createUser(app(), { userType: 'tradie' }));
    expect((await get('/api/apprentice?withinKm=50', unplaced)).statusCode).toBe(400);
    const apprentice = await signInFresh(
      app(),
      await createUser(app(), { userType: 'apprentice', place: surryHills }),
    );
    expect((await get('/api/apprentice?withinKm=50', apprentice)).statusCode).toBe(403);
  });
});
