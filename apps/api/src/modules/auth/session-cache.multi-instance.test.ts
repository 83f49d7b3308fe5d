import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../../test/build-test-app';
import { createUser, setSubscription, TEST_PASSWORD } from '../../../test/factories';
import { createServicePool, insertJob, signInFresh } from '../../../test/job-fixtures';
import { consoleCall, signInNewAdmin, type SignedInStaff } from '../../../test/staff';

/**
 * Each instance keeps the sessions it has looked up (decision 043). Two instances on one
 * PostgreSQL database, as behind a load balancer: whatever ends a session or changes what it
 * grants, done through one instance, is refused or granted by the other as soon as the database's
 * notice reaches it, although the other had the session in memory.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions kept in memory, across instances', () => {
  let instances: TwoInstances;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let admin: SignedInStaff;
  let takeServices: ReturnType<typeof createServicePool>;

  beforeAll(async () => {
    instances = await buildTwoInstances({}, { ownConnections: true });
    ({ appA, appB } = instances);
    admin = await signInNewAdmin(appA);
    takeServices = createServicePool(appA);
  });
  afterAll(async () => {
    await instances?.close();
  });

  const profileStatus = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } }))
      .statusCode;

  /** Signs a new account in through A and has B keep its session. */
  async function keptOnB(userType: 'client' | 'tradie' = 'client') {
    const user = await createUser(appA, { userType });
    const token = await signInFresh(appA, user);
    expect(await profileStatus(appB, token)).toBe(200);
    expect(await profileStatus(appB, token)).toBe(200); // from memory now
    return { user, token };
  }

  it('refuses on B a session signed out through A', async () => {
    const { token } = await keptOnB();
    const out = await appA.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await profileStatus(appB, token)).toBe(401));
  });

  it('refuses on B the other sessions of an account whose password changed through A', async () => {
    const { user, token: other } = await keptOnB();
    const changer = await signInFresh(appA, user);
    const changed = await appA.inject({
      method: 'PATCH',
      url: '/api/user/changePassword',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another horse battery 2' },
      headers: { authorization: changer },
    });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await profileStatus(appB, other)).toBe(401));
    expect(await profileStatus(appA, changer)).toBe(200);
  });

  it('refuses on B the session of an account suspended through A', async () => {
    const { user, token } = await keptOnB();
    const suspended = await consoleCall(appA, 'POST', `/api/admin/users/${user.id}/suspend`, {
      cookie: admin.cookie,
      payload: { reason: 'Checking sessions kept in memory' },
    });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await profileStatus(appB, token)).toBe(401));
  });

  it("follows on B a tradie's plan ending and starting again through A", async () => {
    const [service] = await takeServices(1);
    const owner = await createUser(appA, { userType: 'client' });
    const tradie = await createUser(appA, { userType: 'tradie', serviceIds: [service!.id] });
    await setSubscription(appA, tradie.id, 'active');
    const job = await insertJob(appA, { clientId: owner.id, serviceId: service!.id });
    const token = await signInFresh(appA, tradie);
    const detailOnB = async () => {
      const response = await appB.inject({
        method: 'GET',
        url: `/api/jobRequest/${job.id}`,
        headers: { authorization: token },
      });
      return response.statusCode === 200 ? 'granted' : response.json().code;
    };
    expect(await detailOnB()).toBe('granted');
    expect(await detailOnB()).toBe('granted');

    await setSubscription(appA, tradie.id, 'expired');
    await vi.waitFor(async () => expect(await detailOnB()).toBe('SUBSCRIPTION_EXPIRED'));
    await setSubscription(appA, tradie.id, 'active');
    await vi.waitFor(async () => expect(await detailOnB()).toBe('granted'));
  });
});
