import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { insertJob, signInFresh } from '../../../test/job-fixtures';
import { services } from '../../db/schema/services';

/** Where ABNs and licences show: profiles, directory cards, contact cards, job requests. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function serviceId(slug: string): Promise<string> {
  const [row] = await testApp.app.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.slug, slug));
  return row!.id;
}

const as = (token: string) => ({ authorization: token });

async function addLicence(token: string, licence: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/licences',
    headers: as(token),
    payload: { state: 'NSW', trade: 'electrical', number: 'EC 1', ...licence },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('a professional profile and directory card', () => {
  it('show the ABN and licences, and a new licence reaches the cached directory page', async () => {
    const tradie = await createUser(testApp.app, {
      userType: 'tradie',
      state: 'TAS',
      city: 'Hobart',
    });
    const tradieToken = await signInFresh(testApp.app, tradie);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/business',
      headers: as(tradieToken),
      payload: { abn: '51 824 753 556', businessName: 'Hobart Sparks' },
    });
    await addLicence(tradieToken, {
      state: 'TAS',
      number: '123456',
      licenceClass: 'Electrical contractor',
      expiresOn: '2027-05-31',
    });
    const apprentice = await createUser(testApp.app, { userType: 'apprentice' });
    const viewer = await signInFresh(testApp.app, apprentice);

    const profile = await testApp.app.inject({
      url: `/api/professional/${tradie.id}`,
      headers: as(viewer),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      business: { abn: '51824753556', businessName: 'Hobart Sparks', check: 'format' },
      licences: [
        {
          state: 'TAS',
          trade: 'electrical',
          number: '123456',
          licenceClass: 'Electrical contractor',
          expiresOn: '2027-05-31',
        },
      ],
    });

    const page = () =>
      testApp.app.inject({ url: '/api/professional?state=TAS&city=Hobart', headers: as(viewer) });
    const card = (await page())
      .json()
      .data.items.find((item: { _id: string }) => item._id === tradie.id);
    expect(card.licences).toEqual([
      { _id: expect.any(String), state: 'TAS', trade: 'electrical', expiresOn: '2027-05-31' },
    ]);

    await addLicence(tradieToken, { state: 'VIC', number: 'REC-9', expiresOn: '2026-01-31' });
    const after = (await page())
      .json()
      .data.items.find((item: { _id: string }) => item._id === tradie.id);
    expect(after.licences.map((l: { state: string }) => l.state).sort()).toEqual(['TAS', 'VIC']);
  });

  it('an apprentice profile shows theirs too', async () => {
    const apprentice = await createUser(testApp.app, { userType: 'apprentice' });
    await addLicence(await signInFresh(testApp.app, apprentice), {
      trade: 'plumbing',
      number: 'P-77',
      expiresOn: '2029-01-01',
    });
    const tradie = await createUser(testApp.app, { userType: 'tradie' });
    const response = await testApp.app.inject({
      url: `/api/apprentice/${apprentice.id}`,
      headers: as(await signInFresh(testApp.app, tradie)),
    });
    expect(response.json().data).toMatchObject({
      business: null,
      licences: [{ trade: 'plumbing', number: 'P-77' }],
    });
  });
});

describe('an NSW electrical job of $6,000', () => {
  it("shows the client the contact's licences, and tells the professional where they stand", async () => {
    const electrician = await serviceId('electrician');
    const client = await createUser(testApp.app, { state: 'NSW', city: 'Sydney' });
    const job = await insertJob(testApp.app, {
      clientId: client.id,
      serviceId: electrician,
      state: 'NSW',
      city: 'Sydney',
      budgetMin: 6000,
      budgetMax: 6000,
    });
    const tradie = await createUser(testApp.app, {
      userType: 'tradie',
      serviceIds: [electrician],
      state: 'NSW',
      city: 'Sydney',
    });
    const token = await signInFresh(testApp.app, tradie);
    const standing = async () => {
      const response = await testApp.app.inject({
        url: `/api/jobRequest/${job.id}`,
        headers: as(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    expect(await standing()).toMatchObject({
      serviceSlug: 'electrician',
      licenceCheck: { standing: 'missing' },
    });
    await addLicence(token, { state: 'VIC', number: 'V1', expiresOn: '2030-01-01' });
    expect((await standing()).licenceCheck.standing).toBe('missing');
    await addLicence(token, { number: 'OLD-1', expiresOn: '2020-01-01' });
    expect((await standing()).licenceCheck.standing).toBe('expired');
    await addLicence(token, { number: 'NEW-2', expiresOn: '2030-01-01' });
    expect((await standing()).licenceCheck.standing).toBe('licensed');

    const contacted = await testApp.app.inject({
      method: 'POST',
      url: `/api/jobRequest/${job.id}/contact`,
      headers: as(token),
      payload: { message: 'Hi, I can rewire the switchboard next week.' },
    });
    expect(contacted.statusCode).toBe(201);
    const seen = await testApp.app.inject({
      url: `/api/job/${job.id}`,
      headers: as(await signInFresh(testApp.app, client)),
    });
    expect(seen.json().data.serviceSlug).toBe('electrician');
    const [contact] = seen.json().data.contacts.items;
    expect(contact._id).toBe(tradie.id);
    expect(contact.licences.map((l: { expiresOn: string }) => l.expiresOn)).toEqual([
      '2030-01-01',
      '2030-01-01',
      '2020-01-01',
    ]);
  });

  it('needs no licence for a job in a service outside the rules', async () => {
    const cleaner = await serviceId('cleaner');
    const client = await createUser(testApp.app, { state: 'NSW', city: 'Sydney' });
    const job = await insertJob(testApp.app, {
      clientId: client.id,
      serviceId: cleaner,
      state: 'NSW',
      city: 'Sydney',
      budgetMin: 6000,
      budgetMax: 9000,
    });
    const tradie = await createUser(testApp.app, {
      userType: 'tradie',
      serviceIds: [cleaner],
      state: 'NSW',
      city: 'Sydney',
    });
    const response = await testApp.app.inject({
      url: `/api/jobRequest/${job.id}`,
      headers: as(await signInFresh(testApp.app, tradie)),
    });
    expect(response.json().data.licenceCheck).toEqual({ standing: 'notNeeded' });
  });
});
