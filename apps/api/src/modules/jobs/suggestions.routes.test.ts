import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { jobContacts, jobInvitations } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

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
const db = () => testApp.app.db;

const { call, signedIn: person } = apiClient(app, { defaults: { firstName: 'Ava' } });

async function rate(userId: string, reviewCount: number, ratingTotal: number) {
  await db().update(users).set({ reviewCount, ratingTotal }).where(eq(users.id, userId));
}

/** A client with an open job in a service of its own, in Victoria. */
async function clientWithOpenJob() {
  const [service] = await takeServices(1);
  const client = await person('client');
  const job = await insertJob(app(), {
    clientId: client.id,
    serviceId: service!.id,
    state: 'VIC',
    city: 'Geelong',
  });
  return { client, job, serviceId: service!.id };
}

const suggestionsOf = (jobId: string, token?: string) =>
  call('GET', `/api/job/${jobId}/suggestions`, token);

describe('GET /api/job/:id/suggestions', () => {
  it('lists verified professionals of the service and state who take work, best rated first', async () => {
    const { client, job, serviceId } = await clientWithOpenJob();
    const [otherService] = await takeServices(1);
    const offering = { serviceIds: [serviceId], state: 'VIC' as const };
    const older = await person('freeTradie', offering);
    const newer = await person('freeTradie', offering);
    const rated = await person('tradie', offering);
    await rate(rated.id, 2, 9);
    const unavailable = await person('tradie', offering);
    await app().users.toggleHiringStatus(unavailable.id);
    const wrote = await person('tradie', offering);
    await db()
      .insert(jobContacts)
      .values({ jobId: job.id, tradieId: wrote.id, conversationId: randomUUID() });
    await person('freeTradie', { serviceIds: [serviceId], state: 'QLD' });
    await person('freeTradie', { serviceIds: [otherService!.id], state: 'VIC' });
    await person('freeTradie', { ...offering, verified: false });
    await person('apprentice', offering);

    const response = await suggestionsOf(job.id, client.token);
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items.map((item: { _id: string }) => item._id)).toEqual([rated.id, newer.id, older.id]);
    expect(items[0]).toMatchObject({
      userType: 'tradie',
      rating: 4.5,
      reviewCount: 2,
      state: 'VIC',
      isInvited: false,
      services: [expect.objectContaining({ _id: serviceId })],
    });

    const invite = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: newer.id,
    });
    expect(invite.statusCode).toBe(201);
    const after = (await suggestionsOf(job.id, client.token)).json().data.items;
    expect(after.map((item: { isInvited: boolean }) => item.isInvited)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('reads reach by distance where both have a suburb: across a state border, not beyond it', async () => {
    const [service] = await takeServices(1);
    const client = await person('client');
    // Wodonga VIC; Albury NSW is 5 km away, Echuca VIC about 210 km.
    const job = await insertJob(app(), {
      clientId: client.id,
      serviceId: service!.id,
      state: 'VIC',
      city: 'Wodonga',
      postcode: '3690',
      suburb: 'Wodonga',
      latitude: -36.1218,
      longitude: 146.8881,
    });
    const place = (latitude: number, longitude: number, travelKm: number | null) => ({
      latitude,
      longitude,
      travelKm,
    });
    const offering = { serviceIds: [service!.id] };
    const albury = await person('freeTradie', { ...offering, state: 'NSW' });
    await db()
      .update(users)
      .set(place(-36.0737, 146.9135, 20))
      .where(eq(users.id, albury.id));
    const echuca = await person('freeTradie', { ...offering, state: 'VIC' });
    await db()
      .update(users)
      .set(place(-36.1333, 144.75, 100))
      .where(eq(users.id, echuca.id));
    const farTraveller = await person('freeTradie', { ...offering, state: 'VIC' });
    await db()
      .update(users)
      .set(place(-36.1333, 144.75, 200))
      .where(eq(users.id, farTraveller.id));
    const noSuburb = await person('freeTradie', { ...offering, state: 'VIC' });

    const response = await suggestionsOf(job.id, client.token);
    expect(response.statusCode).toBe(200);
    const items: { _id: string; distanceKm?: number }[] = response.json().data.items;
    expect(items.map((item) => item._id).sort()).toEqual(
      [albury.id, farTraveller.id, noSuburb.id].sort(),
    );
    expect(items.find((item) => item._id === albury.id)?.distanceKm).toBe(6);
    expect(items.find((item) => item._id === noSuburb.id)).not.toHaveProperty('distanceKm');

    // The same rule opens the profile and lets the client invite: the NSW tradie in reach, yes;
    // the VIC tradie whose travel distance falls short, no.
    expect((await call('GET', `/api/professional/${albury.id}`, client.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/professional/${echuca.id}`, client.token)).statusCode).toBe(
      403,
    );
    const invite = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: albury.id,
    });
    expect(invite.statusCode).toBe(201);
    const refused = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: echuca.id,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shows at most ten', async () => {
    const { client, job, serviceId } = await clientWithOpenJob();
    for (let index = 0; index < 11; index += 1) {
      await person('freeTradie', { serviceIds: [serviceId], state: 'VIC' });
    }
    const response = await suggestionsOf(job.id, client.token);
    expect(response.json().data.items).toHaveLength(10);
  });

  it('refuses anyone but the verified client who owns the open job', async () => {
    const { client, job } = await clientWithOpenJob();
    const closed = await insertJob(app(), {
      clientId: client.id,
      serviceId: job.serviceId,
      status: 'cancelled',
    });
    const otherClient = await person('client');
    const unverified = await person('client', { verified: false });
    const tradie = await person('tradie');
    const cases: [string, Awaited<ReturnType<typeof call>>, number, string][] = [
      ['signed out', await suggestionsOf(job.id), 401, 'UNAUTHENTICATED'],
      ['a professional', await suggestionsOf(job.id, tradie.token), 403, 'FORBIDDEN'],
      ['unverified', await suggestionsOf(job.id, unverified.token), 403, 'NOT_VERIFIED'],
      ["another client's job", await suggestionsOf(job.id, otherClient.token), 404, 'NOT_FOUND'],
      ['no such job', await suggestionsOf(UNKNOWN_ID, client.token), 404, 'NOT_FOUND'],
      ['a malformed id', await suggestionsOf('not-an-id', client.token), 400, 'VALIDATION'],
      ['a closed job', await suggestionsOf(closed.id, client.token), 409, 'CONFLICT'],
    ];
    for (const [name, response, status, code] of cases) {
      expect(response.statusCode, name).toBe(status);
      expect(response.json().code, name).toBe(code);
    }
    expect((await suggestionsOf(closed.id, client.token)).json().message).toBe(
      messages.jobs.suggestions.jobNotOpen,
    );
  });
});

describe('a client and a professional their open job suggests', () => {
  it('opens the profile and reviews, invites them, and the free tradie sees the invitation', async () => {
    const { client, job, serviceId } = await clientWithOpenJob();
    const freeTradie = await person('freeTradie', { serviceIds: [serviceId], state: 'VIC' });
    const profile = await call('GET', `/api/professional/${freeTradie.id}`, client.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      withYou: [],
      openJobs: [{ jobId: job.id, isInvited: false }],
    });
    const reviews = await call('GET', `/api/professional/${freeTradie.id}/reviews`, client.token);
    expect(reviews.statusCode).toBe(200);

    const invite = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: freeTradie.id,
    });
    expect(invite.statusCode).toBe(201);
    const list = await call('GET', '/api/jobRequest/invitations', freeTradie.token);
    expect(list.json().data.items).toEqual([expect.objectContaining({ _id: job.id })]);
  });

  it('refuses a client whose open jobs do not match, and once the matching job closed', async () => {
    const { client, job, serviceId } = await clientWithOpenJob();
    const elsewhere = await person('freeTradie', { serviceIds: [serviceId], state: 'NSW' });
    const closedMatch = await person('freeTradie', { serviceIds: [serviceId], state: 'VIC' });
    const stranger = await person('client');
    for (const [name, viewer, professional] of [
      ['another state', client, elsewhere],
      ['a client without jobs', stranger, closedMatch],
    ] as const) {
      for (const url of [
        `/api/professional/${professional.id}`,
        `/api/professional/${professional.id}/reviews`,
      ]) {
        const response = await call('GET', url, viewer.token);
        expect(response.statusCode, `${name} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
    const notMatching = await call('POST', `/api/job/${job.id}/invitations`, client.token, {
      professionalId: elsewhere.id,
    });
    expect(notMatching.statusCode).toBe(400);
    expect(notMatching.json().message).toBe(messages.jobs.invitations.professionalInvalid);

    const cancel = await call('POST', `/api/job/${job.id}/cancel`, client.token);
    expect(cancel.statusCode).toBe(200);
    const profile = await call('GET', `/api/professional/${closedMatch.id}`, client.token);
    expect(profile.statusCode).toBe(403);
    const invited = await db()
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.jobId, job.id));
    expect(invited).toEqual([]);
  });

  it('does not let a match for one job stand for an invitation to another', async () => {
    const { client, serviceId } = await clientWithOpenJob();
    const [otherService] = await takeServices(1);
    const other = await insertJob(app(), {
      clientId: client.id,
      serviceId: otherService!.id,
      state: 'VIC',
      city: 'Geelong',
    });
    const freeTradie = await person('freeTradie', { serviceIds: [serviceId], state: 'VIC' });
    const response = await call('POST', `/api/job/${other.id}/invitations`, client.token, {
      professionalId: freeTradie.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
