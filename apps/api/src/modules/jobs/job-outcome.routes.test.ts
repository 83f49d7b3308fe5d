import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';

const m = messages.jobs;
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

const { call, signedIn } = apiClient(app, { defaults: { firstName: 'Olivia' }, paidTradies: true });

/** A client's open job in a service of its own, which two professionals wrote about. */
async function contactedJob() {
  const [service] = await takeServices(1);
  const client = await signedIn('client');
  const tradies = [
    await signedIn('tradie', { serviceIds: [service!.id] }),
    await signedIn('tradie', { serviceIds: [service!.id] }),
  ];
  const job = await insertJob(app(), { clientId: client.id, serviceId: service!.id });
  for (const tradie of tradies) {
    const response = await call('POST', `/api/jobRequest/${job.id}/contact`, tradie.token, {
      message: 'Hi, I can look at this on Thursday.',
    });
    expect(response.statusCode).toBe(201);
  }
  return { client, tradies, job, serviceId: service!.id };
}

async function notificationsOf(userId: string, jobId: string) {
  const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.link.includes(jobId));
}

describe('POST /api/job/:id/outcome', () => {
  it.each(['hired_elsewhere', 'not_going_ahead'] as const)(
    'closes the open job as %s, takes it off the feed and tells each professional who wrote',
    async (outcome) => {
      const { client, tradies, job, serviceId } = await contactedJob();
      const feed = () =>
        call('GET', `/api/jobRequest?serviceId=${serviceId}`, tradies[0]!.token).then((response) =>
          response.json().data.items.map((item: { _id: string }) => item._id),
        );
      expect(await feed()).toEqual([job.id]);

      const response = await call('POST', `/api/job/${job.id}/outcome`, client.token, {
        outcome,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: m.outcome.closed,
        data: { _id: job.id, status: 'cancelled', closedReason: outcome },
      });
      expect(response.json().data.cancelledAt).not.toBeNull();

      expect(await feed()).toEqual([]);
      for (const tradie of tradies) {
        const told = (await notificationsOf(tradie.id, job.id)).filter(
          (row) => row.kind === 'job_closed',
        );
        expect(told).toEqual([
          expect.objectContaining({
            title: m.notifications.closedTitle,
            body: m.notifications.closedBody('Olivia N.', job.title),
            link: paths.jobHistoryEntry.href(job.id),
          }),
        ]);
        // The professional still finds it in their job history, closed, with the reason.
        const entry = await call('GET', `/api/jobHistory/${job.id}`, tradie.token);
        expect(entry.json().data).toMatchObject({ status: 'cancelled', closedReason: outcome });
      }

      const mine = (await call('GET', '/api/job/mine', client.token)).json().data.items;
      expect(mine.find((item: { _id: string }) => item._id === job.id)).toMatchObject({
        status: 'cancelled',
        closedReason: outcome,
        isOutcomeAsked: false,
      });
    },
  );

  it('refuses a job that is no longer open with 409, and changes nothing', async () => {
    const { client, tradies, job } = await contactedJob();
    const first = await call('POST', `/api/job/${job.id}/outcome`, client.token, {
      outcome: 'not_going_ahead',
    });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', `/api/job/${job.id}/outcome`, client.token, {
      outcome: 'hired_elsewhere',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: m.outcome.notOpen });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.closedReason).toBe('not_going_ahead');
    expect(
      (await notificationsOf(tradies[0]!.id, job.id)).filter((r) => r.kind === 'job_closed'),
    ).toHaveLength(1);

    // A job in progress is no longer open either.
    const hiredJob = await contactedJob();
    const hire = await call('POST', `/api/job/${hiredJob.job.id}/hire`, hiredJob.client.token, {
      tradieId: hiredJob.tradies[0]!.id,
    });
    expect(hire.statusCode).toBe(200);
    const afterHire = await call(
      'POST',
      `/api/job/${hiredJob.job.id}/outcome`,
      hiredJob.client.token,
      { outcome: 'hired_elsewhere' },
    );
    expect(afterHire.statusCode).toBe(409);
  });

  it('refuses an answer that is not one of the two with 400', async () => {
    const { client, job } = await contactedJob();
    for (const payload of [{ outcome: 'hired_on_trademate' }, { outcome: 7 }, {}]) {
      const response = await call('POST', `/api/job/${job.id}/outcome`, client.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: m.outcome.answerInvalid,
      });
    }
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('open');
  });

  it("answers 404 for another client's job or one that does not exist", async () => {
    const { job } = await contactedJob();
    const other = await signedIn('client');
    for (const id of [job.id, UNKNOWN_ID]) {
      const response = await call('POST', `/api/job/${id}/outcome`, other.token, {
        outcome: 'not_going_ahead',
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'open')));
    expect(row).toBeDefined();
  });

  it('is for verified clients only: signed out 401, a professional 403, unverified 403', async () => {
    const { job, tradies } = await contactedJob();
    const url = `/api/job/${job.id}/outcome`;
    const payload = { outcome: 'not_going_ahead' };
    expect((await call('POST', url, undefined, payload)).statusCode).toBe(401);
    const asProfessional = await call('POST', url, tradies[0]!.token, payload);
    expect(asProfessional.statusCode).toBe(403);
    expect(asProfessional.json().code).toBe('FORBIDDEN');
    const unverified = await signedIn('client', { verified: false });
    const asUnverified = await call('POST', url, unverified.token, payload);
    expect(asUnverified.statusCode).toBe(403);
    expect(asUnverified.json().code).toBe('NOT_VERIFIED');
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('open');
  });
});
