import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { setSubscription } from '../../../test/factories';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { jobContacts, jobInvitations, jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

const m = messages.jobs.invitations;
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

const { call, signedIn } = apiClient(app, { defaults: { firstName: 'Olivia' } });

/** A past contact about one of the client's jobs: what makes a client and a professional known. */
async function recordPastContact(jobId: string, professionalId: string) {
  await db()
    .insert(jobContacts)
    .values({ jobId, tradieId: professionalId, conversationId: randomUUID() });
}

/**
 * A client with two jobs (an earlier one a free tradie contacted them about, and an open one in
 * a service the free tradie does not offer) and a free tradie they know.
 */
async function clientWhoKnowsAFreeTradie() {
  const [offered, other] = await takeServices(2);
  const client = await signedIn('client');
  const freeTradie = await signedIn('freeTradie', { serviceIds: [offered!.id] });
  const earlier = await insertJob(app(), {
    clientId: client.id,
    serviceId: offered!.id,
    status: 'completed',
    hiredTradieId: freeTradie.id,
  });
  await recordPastContact(earlier.id, freeTradie.id);
  const open = await insertJob(app(), { clientId: client.id, serviceId: other!.id });
  return { client, freeTradie, earlier, open };
}

describe("a client opening a professional's profile", () => {
  it('shows a professional who contacted them, with their jobs together and jobs completed', async () => {
    const { client, freeTradie, earlier } = await clientWhoKnowsAFreeTradie();
    const response = await call('GET', `/api/professional/${freeTradie.id}`, client.token);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.jobsCompleted).toBe(1);
    expect(profile.withYou).toEqual([
      {
        jobId: earlier.id,
        title: earlier.title,
        status: 'completed',
        conversationId: expect.any(String),
        isHired: true,
      },
    ]);
    expect(profile.openJobs).toEqual([
      { jobId: expect.any(String), title: expect.any(String), isInvited: false },
    ]);
    const reviews = await call('GET', `/api/professional/${freeTradie.id}/reviews`, client.token);
    expect(reviews.statusCode).toBe(200);
  });

  it('refuses a client who never dealt with the professional, and a malformed id', async () => {
    const { freeTradie } = await clientWhoKnowsAFreeTradie();
    const stranger = await signedIn('client');
    for (const url of [
      `/api/professional/${freeTradie.id}`,
      `/api/professional/${freeTradie.id}/reviews`,
      '/api/professional/not-an-id',
      '/api/professional',
    ]) {
      const response = await call('GET', url, stranger.token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('keeps showing the profile to professionals, without the client part', async () => {
    const { freeTradie } = await clientWhoKnowsAFreeTradie();
    const tradie = await signedIn('tradie');
    const response = await call('GET', `/api/professional/${freeTradie.id}`, tradie.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.withYou).toBeUndefined();
  });
});

describe('POST /api/job/:id/invitations', () => {
  it('invites once, tells the professional once, and answers a repeat without a change', async () => {
    const { client, freeTradie, open } = await clientWhoKnowsAFreeTradie();
    const url = `/api/job/${open.id}/invitations`;
    const first = await call('POST', url, client.token, { professionalId: freeTradie.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: m.sent, data: { isNew: true } });
    const again = await call('POST', url, client.token, { professionalId: freeTradie.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: m.alreadySent, data: { isNew: false } });

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freeTradie.id), eq(notifications.kind, 'job_invited')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(paths.jobRequest.href(open.id));
    expect(told[0]!.body).toBe(messages.jobs.notifications.invitedBody('Olivia N.', open.title));
  });

  it('refuses what is not the client’s to ask, and changes nothing', async () => {
    const { client, freeTradie, open, earlier } = await clientWhoKnowsAFreeTradie();
    const otherClient = await signedIn('client');
    const stranger = await signedIn('freeTradie');
    const apprentice = await signedIn('apprentice');
    const unverified = await signedIn('client', { verified: false });
    const invite = (jobId: string, token: string | undefined, body: object) =>
      call('POST', `/api/job/${jobId}/invitations`, token, body);
    const cases: [string, Awaited<ReturnType<typeof invite>>, number, string][] = [
      [
        'signed out',
        await invite(open.id, undefined, { professionalId: freeTradie.id }),
        401,
        'UNAUTHENTICATED',
      ],
      [
        'a professional',
        await invite(open.id, stranger.token, { professionalId: freeTradie.id }),
        403,
        'FORBIDDEN',
      ],
      [
        'unverified',
        await invite(open.id, unverified.token, { professionalId: freeTradie.id }),
        403,
        'NOT_VERIFIED',
      ],
      [
        "another client's job",
        await invite(open.id, otherClient.token, { professionalId: freeTradie.id }),
        404,
        'NOT_FOUND',
      ],
      [
        'no such job',
        await invite(UNKNOWN_ID, client.token, { professionalId: freeTradie.id }),
        404,
        'NOT_FOUND',
      ],
      [
        'a closed job',
        await invite(earlier.id, client.token, { professionalId: freeTradie.id }),
        409,
        'CONFLICT',
      ],
      [
        'a stranger',
        await invite(open.id, client.token, { professionalId: stranger.id }),
        400,
        'VALIDATION',
      ],
      [
        'an apprentice',
        await invite(open.id, client.token, { professionalId: apprentice.id }),
        400,
        'VALIDATION',
      ],
      [
        'a client',
        await invite(open.id, client.token, { professionalId: otherClient.id }),
        400,
        'VALIDATION',
      ],
      ['no professional', await invite(open.id, client.token, {}), 400, 'VALIDATION'],
      [
        'a malformed id',
        await invite(open.id, client.token, { professionalId: 'x' }),
        400,
        'VALIDATION',
      ],
    ];
    for (const [name, response, status, code] of cases) {
      expect(response.statusCode, name).toBe(status);
      expect(response.json().code, name).toBe(code);
    }
    const stored = await db()
      .select()
      .from(jobInvitations)
      .where(eq(jobInvitations.jobId, open.id));
    expect(stored).toEqual([]);
  });

  it('refuses a professional who is not taking work', async () => {
    const { client, earlier, open } = await clientWhoKnowsAFreeTradie();
    const tradie = await signedIn('tradie');
    await recordPastContact(earlier.id, tradie.id);
    expect(await app().users.toggleHiringStatus(tradie.id)).toEqual({
      hiringStatus: 'unavailable',
    });
    const response = await call('POST', `/api/job/${open.id}/invitations`, client.token, {
      professionalId: tradie.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.professionalUnavailable);
  });
});

describe('an invited free tradie', () => {
  it('sees the job among their invitations, reads it and writes to the client without a plan', async () => {
    const { client, freeTradie, open } = await clientWhoKnowsAFreeTradie();
    const detailUrl = `/api/jobRequest/${open.id}`;
    const before = await call('GET', detailUrl, freeTradie.token);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('PLAN_REQUIRED');
    const contactBefore = await call('POST', `${detailUrl}/contact`, freeTradie.token, {
      message: 'Happy to quote',
    });
    expect(contactBefore.json().code).toBe('PLAN_REQUIRED');

    await call('POST', `/api/job/${open.id}/invitations`, client.token, {
      professionalId: freeTradie.id,
    });
    const list = await call('GET', '/api/jobRequest/invitations', freeTradie.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ _id: open.id, hasContacted: false, budgetMin: open.budgetMin }),
    ]);
    const detail = await call('GET', detailUrl, freeTradie.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ isInvited: true, description: open.description });

    const contact = await call('POST', `${detailUrl}/contact`, freeTradie.token, {
      message: 'Happy to quote on this one',
    });
    expect(contact.statusCode).toBe(201);
    const [job] = await db().select().from(jobs).where(eq(jobs.id, open.id));
    expect(job!.contactCount).toBe(1);
    const { conversationId } = contact.json().data;
    const reply = await call('POST', `/api/chat/${conversationId}/messages`, client.token, {
      body: 'Great, when could you come?',
    });
    expect(reply.statusCode).toBe(201);
    const answer = await call('POST', `/api/chat/${conversationId}/messages`, freeTradie.token, {
      body: 'Tomorrow morning',
    });
    expect(answer.statusCode).toBe(201);
  });

  it('is refused on another job of the same client, and other free tradies on this one', async () => {
    const { client, freeTradie, open } = await clientWhoKnowsAFreeTradie();
    await call('POST', `/api/job/${open.id}/invitations`, client.token, {
      professionalId: freeTradie.id,
    });
    const [service] = await takeServices(1);
    const another = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
    const other = await call('GET', `/api/jobRequest/${another.id}`, freeTradie.token);
    expect(other.json().code).toBe('PLAN_REQUIRED');
    const contact = await call('POST', `/api/jobRequest/${another.id}/contact`, freeTradie.token, {
      message: 'Can I quote?',
    });
    expect(contact.json().code).toBe('PLAN_REQUIRED');
    const notInvited = await signedIn('freeTradie');
    const detail = await call('GET', `/api/jobRequest/${open.id}`, notInvited.token);
    expect(detail.json().code).toBe('PLAN_REQUIRED');
    const none = await call('GET', '/api/jobRequest/invitations', notInvited.token);
    expect(none.json().data.items).toEqual([]);
  });

  it('tells a paid tradie invited outside their services that they are invited', async () => {
    const { client, open } = await clientWhoKnowsAFreeTradie();
    const tradie = await signedIn('tradie');
    await setSubscription(app(), tradie.id, 'active');
    const [earlier] = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.clientId, client.id), eq(jobs.status, 'completed')));
    await recordPastContact(earlier!.id, tradie.id);
    const before = await call('GET', `/api/jobRequest/${open.id}`, tradie.token);
    expect(before.statusCode).toBe(404);
    await call('POST', `/api/job/${open.id}/invitations`, client.token, {
      professionalId: tradie.id,
    });
    const after = await call('GET', `/api/jobRequest/${open.id}`, tradie.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.isInvited).toBe(true);
  });
});
