import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, firstServiceId } from '../test/factories';
import { createServicePool, jobPostPayload, signInFresh } from '../test/job-fixtures';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { pendingAlertMails } from './db/schema/alerts';
import { mailOutbox } from './db/schema/mail';

type LogLine = Record<string, unknown> & { msg: string };

/**
 * One request followed through the log (decision 066): the request's own line and the lines of
 * the mail, push and alert work it queued carry the same `reqId`, though that work runs later in
 * a background pass, outside the request.
 */
describe('the log lines of a request and of the work it queues', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  const lines: LogLine[] = [];
  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, LOG_LEVEL: 'info' },
      {
        // Neither the mail sender nor the alerts sweeper runs by itself: the test runs them.
        passes: ['push', 'payments'],
        log: { stream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
      },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await inbox?.close();
  });

  it('gives the mail a sign-up queues, and the sender’s line for it, the sign-up’s request id', async () => {
    const { app } = testApp;
    const email = `log-${randomUUID().slice(0, 8)}@example.com.au`;
    const response = await apiClient(app).call('POST', '/api/user/signup', null, {
      firstName: 'Jess',
      lastName: 'Tran',
      contactNumber: '0412345678',
      address: { state: 'NSW', city: 'Newcastle' },
      userType: 'apprentice',
      email,
      password: 'secret1',
      services: [await firstServiceId(app)],
    });
    expect(response.statusCode).toBe(201);
    const reqId = response.headers['x-request-id'] as string;

    const [queued] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued?.requestId).toBe(reqId);
    expect(await app.mail.deliverDue()).toMatchObject({ sent: 1 });
    await inbox.nextMail((mail) => mail.to.includes(email));

    expect(linesOf(reqId)).toEqual([
      expect.objectContaining({ msg: 'request', url: '/api/user/signup', status: 201 }),
      expect.objectContaining({ msg: 'mail sent', mailId: queued!.id, kind: queued!.kind }),
    ]);
  });

  it('carries a job post’s request id into its fan-out and the alerts the fan-out queues', async () => {
    const { app } = testApp;
    const [service] = await createServicePool(app)(1);
    const client = await createUser(app, { userType: 'client', state: 'VIC', city: 'Geelong' });
    const tradie = await createUser(app, {
      userType: 'tradie',
      state: 'VIC',
      serviceIds: [service!.id],
    });
    const response = await apiClient(app).call(
      'POST',
      '/api/job',
      await signInFresh(app, client),
      jobPostPayload(service!.id, { address: { state: 'VIC', city: 'Geelong' } }),
    );
    expect(response.statusCode).toBe(201);
    const reqId = response.headers['x-request-id'] as string;
    const jobId = (response.json() as { data: { _id: string } }).data._id;

    expect(await app.alerts.sweep(new Date())).toMatchObject({ fanouts: 1, alerted: 1 });
    expect(linesOf(reqId)).toEqual([
      expect.objectContaining({ msg: 'request', url: '/api/job', status: 201 }),
      expect.objectContaining({ msg: 'new job alerts sent', jobId, alerted: 1 }),
    ]);
    // The tradie's alert, mailed now or kept for the digest, is the job post's work too.
    const queued = await app.db
      .select({ requestId: mailOutbox.requestId })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, tradie.email))
      .union(
        app.db
          .select({ requestId: pendingAlertMails.requestId })
          .from(pendingAlertMails)
          .where(eq(pendingAlertMails.userId, tradie.id)),
      );
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((row) => row.requestId === reqId)).toBe(true);
  });
});
