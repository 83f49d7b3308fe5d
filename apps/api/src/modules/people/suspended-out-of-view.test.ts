import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, setSubscription, type TestUser } from '../../../test/factories';
import {
  createServicePool,
  insertJob,
  jobPostPayload,
  signInFresh,
} from '../../../test/job-fixtures';
import { consoleCall, signInNewAdmin, type SignedInStaff } from '../../../test/staff';
import { notifications } from '../../db/schema/notifications';

let testApp: TestApp;
let admin: SignedInStaff;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await signInNewAdmin(testApp.app);
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

type Person = TestUser & { token: string };

async function person(
  userType: 'client' | 'tradie' | 'apprentice',
  serviceIds?: string[],
): Promise<Person> {
  const user = await createUser(app(), { userType, serviceIds });
  if (userType === 'tradie') await setSubscription(app(), user.id, 'active');
  return { ...user, token: await signInFresh(app(), user) };
}

function get(who: Person, url: string) {
  return app().inject({ method: 'GET', url, headers: { authorization: who.token } });
}

function post(who: Person, url: string, payload: object) {
  return app().inject({ method: 'POST', url, headers: { authorization: who.token }, payload });
}

async function setSuspended(who: TestUser, suspended: boolean) {
  const response = await consoleCall(
    app(),
    'POST',
    `/api/admin/users/${who.id}/${suspended ? 'suspend' : 'reinstate'}`,
    { cookie: admin.cookie, payload: { reason: 'Checking what others see' } },
  );
  expect(response.statusCode).toBe(200);
}

const ids = (response: { json(): { data: { items: Array<{ _id: string }> } } }) =>
  response.json().data.items.map((item) => item._id);

describe('a suspended account, as everyone else sees the marketplace', () => {
  it('takes a suspended professional out of the directory, profiles, suggestions, invitations and messages', async () => {
    const [service] = await takeServices(1);
    const tradie = await person('tradie', [service!.id]);
    const client = await person('client');
    const apprentice = await person('apprentice');
    const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });

    expect(ids(await get(apprentice, '/api/professional'))).toContain(tradie.id);
    expect(ids(await get(client, `/api/job/${job.id}/suggestions`))).toContain(tradie.id);

    await setSuspended(tradie, true);
    expect(ids(await get(apprentice, '/api/professional'))).not.toContain(tradie.id);
    expect((await get(apprentice, `/api/professional/${tradie.id}`)).statusCode).toBe(404);
    expect(ids(await get(client, `/api/job/${job.id}/suggestions`))).not.toContain(tradie.id);
    const invite = await post(client, `/api/job/${job.id}/invitations`, {
      professionalId: tradie.id,
    });
    expect(invite.statusCode).toBe(400);
    const message = await post(apprentice, '/api/chat/direct', {
      userId: tradie.id,
      message: 'Any work going?',
    });
    expect(message.statusCode).toBe(404);

    await setSuspended(tradie, false);
    expect(ids(await get(apprentice, '/api/professional'))).toContain(tradie.id);
  });

  it("takes a suspended client's open jobs out of the feed and the alerts until they are reinstated", async () => {
    const [service] = await takeServices(1);
    const tradie = await person('tradie', [service!.id]);
    const client = await person('client');
    const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    const feed = async () => ids(await get(tradie, '/api/jobRequest'));
    expect(await feed()).toContain(job.id);

    await setSuspended(client, true);
    // The feed page read a moment ago is not served again: the suspension changed `users`.
    expect(await feed()).not.toContain(job.id);
    expect((await get(tradie, `/api/jobRequest/${job.id}`)).statusCode).toBe(404);
    const contact = await post(tradie, `/api/jobRequest/${job.id}/contact`, {
      message: 'I can do it this week.',
    });
    expect(contact.statusCode).toBe(404);

    await setSuspended(client, false);
    expect(await feed()).toContain(job.id);
    // The suspension ended the client's sessions: they sign in again.
    client.token = await signInFresh(app(), client);

    // A suspended professional is not alerted to a new job in their service.
    const other = await person('tradie', [service!.id]);
    await setSuspended(other, true);
    const posted = await post(
      client,
      '/api/job',
      jobPostPayload(service!.id, { address: { state: 'QLD', city: 'Brisbane' } }),
    );
    expect(posted.statusCode).toBe(201);
    await app().alerts.sweep(new Date());
    const alerted = await app()
      .db.select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'job_posted'),
          inArray(notifications.userId, [tradie.id, other.id]),
        ),
      );
    expect(alerted).toEqual([{ userId: tradie.id }]);
  });
});
