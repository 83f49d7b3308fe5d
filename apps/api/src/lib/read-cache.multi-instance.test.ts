import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../test/build-test-app';
import { createUser, setSubscription } from '../../test/factories';
import { createServicePool, jobPostPayload, signInFresh } from '../../test/job-fixtures';

/**
 * Two instances of the app, each with its own connections to one PostgreSQL database, as behind a
 * load balancer: what one instance writes reaches the other's cached pages through the database.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('read caches across instances', () => {
  let instances: TwoInstances;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    instances = await buildTwoInstances({}, { ownConnections: true });
    ({ appA, appB } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  const get = (app: FastifyInstance, url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: token } });
  const send = (
    app: FastifyInstance,
    method: 'POST' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: { authorization: token } });

  it("shows on instance A's cached feed a job posted through instance B", async () => {
    const [service] = await createServicePool(appA)(1);
    const owner = await createUser(appA, { userType: 'client' });
    const tradie = await createUser(appA, { userType: 'tradie', serviceIds: [service!.id] });
    await setSubscription(appA, tradie.id, 'active');
    const tradieOnA = await signInFresh(appA, tradie);
    const ownerOnB = await signInFresh(appB, owner);
    const feedOnA = async () =>
      (await get(appA, '/api/jobRequest', tradieOnA)).json().data.items as { title: string }[];
    expect(await feedOnA()).toEqual([]);
    expect(await feedOnA()).toEqual([]); // from memory now

    const posted = await send(
      appB,
      'POST',
      '/api/job',
      ownerOnB,
      jobPostPayload(service!.id, { title: 'Rewire the garage' }),
    );
    expect(posted.statusCode).toBe(201);
    await vi.waitFor(async () =>
      expect((await feedOnA()).map((item) => item.title)).toEqual(['Rewire the garage']),
    );
  });

  it("shows on instance A's cached directory a change of availability made through instance B", async () => {
    const apprentice = await createUser(appA, { userType: 'apprentice' });
    const tradie = await createUser(appA, { userType: 'tradie', firstName: 'Ivy' });
    const apprenticeOnA = await signInFresh(appA, apprentice);
    const tradieOnB = await signInFresh(appB, tradie);
    const statusOnA = async () => {
      const items = (await get(appA, '/api/professional?limit=50', apprenticeOnA)).json().data
        .items as { _id: string; hiringStatus: string }[];
      return items.find((item) => item._id === tradie.id)?.hiringStatus;
    };
    expect(await statusOnA()).toBe('available');

    const toggled = await send(appB, 'PATCH', '/api/user/tradie/toggleHiringStatus', tradieOnB);
    expect(toggled.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await statusOnA()).toBe('unavailable'));
  });
});
