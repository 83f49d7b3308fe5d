import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { states } from '@trademate/shared/constants/states';
import * as texts from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { conversations, messages } from '../db/schema/chats';
import { businessDetails, licences } from '../db/schema/credentials';
import { jobPayments } from '../db/schema/job-payments';
import { jobContacts, jobs } from '../db/schema/jobs';
import { logbookEntries, logbookEntryRevisions, logbookSupervisions } from '../db/schema/logbook';
import { mailOutbox } from '../db/schema/mail';
import { notifications } from '../db/schema/notifications';
import { quoteVersions, quotes } from '../db/schema/quotes';
import { invoices, payments } from '../db/schema/payments';
import { reviews } from '../db/schema/reviews';
import { subscriptions } from '../db/schema/subscriptions';
import { userServices, users } from '../db/schema/users';
import { previewOf } from '../modules/chats/chats.service';
import { DEMO_PASSWORD, formatDemoSignIns, isEmptyOfUsers, seedDemoData } from './seed-demo';

describe('demo data', () => {
  let testApp: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('fills an empty database with every kind of account, jobs in every state, chats and reviews', async () => {
    expect(await isEmptyOfUsers(app.db)).toBe(true);
    const { created, signIns } = await seedDemoData(app);
    expect(created).toBe(true);
    expect(new Set(signIns.map((signIn) => signIn.userType))).toEqual(
      new Set(['client', 'tradie', 'freeTradie', 'apprentice']),
    );

    const jobStates = await app.db.selectDistinct({ state: jobs.state }).from(jobs);
    expect(jobStates.map((row) => row.state).sort()).toEqual([...states].sort());
    const statuses = await app.db.selectDistinct({ status: jobs.status }).from(jobs);
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ['cancelled', 'completed', 'in_progress', 'open'].sort(),
    );
    const [conversationCount] = await app.db.select({ n: count() }).from(conversations);
    const [messageCount] = await app.db.select({ n: count() }).from(messages);
    const [reviewCount] = await app.db.select({ n: count() }).from(reviews);
    expect(conversationCount!.n).toBeGreaterThan(5);
    expect(messageCount!.n).toBeGreaterThan(conversationCount!.n);
    expect(reviewCount!.n).toBeGreaterThan(2);

    // Review aggregates agree with the reviews themselves.
    const [mick] = await app.db.select().from(users).where(eq(users.firstName, 'Mick'));
    const mickReviews = await app.db.select().from(reviews).where(eq(reviews.tradieId, mick!.id));
    expect(mick!.reviewCount).toBe(mickReviews.length);
    expect(mick!.ratingTotal).toBe(mickReviews.reduce((sum, review) => sum + review.rating, 0));

    // Some professionals recorded an ABN and licences (decision 025), one of them expired.
    const [mickBusiness] = await app.db
      .select()
      .from(businessDetails)
      .where(eq(businessDetails.userId, mick!.id));
    expect(mickBusiness).toMatchObject({ businessName: 'Thompson Electrical', abnCheck: 'format' });
    const licenceRows = await app.db.select().from(licences);
    const today = new Date().toISOString().slice(0, 10);
    expect(licenceRows.some((licence) => licence.expiresOn < today)).toBe(true);
    expect(licenceRows.filter((licence) => licence.userId === mick!.id)).toHaveLength(2);
  });

  it('tells the story over the past weeks, each job moving on in order', async () => {
    await seedDemoData(app);
    const now = Date.now();
    const jobRows = await app.db.select().from(jobs).orderBy(asc(jobs.createdAt));
    expect(jobRows[0]!.createdAt.getTime()).toBeLessThan(now - 30 * DAY_MS);
    const [firstMember] = await app.db.select().from(users).orderBy(asc(users.createdAt)).limit(1);
    expect(firstMember!.createdAt.getTime()).toBeLessThan(jobRows[0]!.createdAt.getTime());

    const contactRows = await app.db.select().from(jobContacts);
    const reviewRows = await app.db.select().from(reviews);
    for (const job of jobRows) {
      const moments = [
        job.createdAt,
        ...contactRows.filter((contact) => contact.jobId === job.id).map((c) => c.createdAt),
        job.hiredAt,
        job.completedAt,
        job.cancelledAt,
        reviewRows.find((review) => review.jobId === job.id)?.createdAt,
      ]
        .filter((moment): moment is Date => moment instanceof Date)
        .map((moment) => moment.getTime());
      expect(moments, job.title).toEqual([...moments].sort((a, b) => a - b));
      expect(Math.max(...moments), job.title).toBeLessThan(now);
    }
  });

  it('notifies people with the texts the services write live', async () => {
    await seedDemoData(app);
    const people = new Map((await app.db.select().from(users)).map((row) => [row.id, row]));
    const jobById = new Map((await app.db.select().from(jobs)).map((row) => [row.id, row]));
    const chatById = new Map(
      (await app.db.select().from(conversations)).map((row) => [row.id, row]),
    );
    const messageRows = await app.db.select().from(messages).orderBy(asc(messages.createdAt));
    const reviewRows = await app.db.select().from(reviews).orderBy(asc(reviews.createdAt));
    const rows = await app.db.select().from(notifications).orderBy(asc(notifications.createdAt));
    const quoteById = new Map((await app.db.select().from(quotes)).map((row) => [row.id, row]));
    const versionRows = await app.db.select().from(quoteVersions);
    const paymentRows = await app.db.select().from(jobPayments);
    const linkRows = await app.db.select().from(logbookSupervisions);
    const entryRows = await app.db.select().from(logbookEntries);
    const person = (id: string) => people.get(id)!;
    const fullName = (id: string) => `${person(id).firstName} ${person(id).lastName}`;
    const clientName = (id: string) => `${person(id).firstName} ${person(id).lastName.charAt(0)}.`;
    const m = texts.jobs.notifications;

    /** What the service behind each kind writes, from the rows the notification points to. */
    const liveText = (row: (typeof rows)[number]) => {
      const id = row.link.split('/').pop()!;
      const job = jobById.get(id);
      switch (row.kind) {
        case 'job_contacted': {
          // It leads to the professional's profile (decision 021): the enquiry is their latest
          // chat with this client opened by then.
          const chat = [...chatById.values()]
            .filter(
              (candidate) =>
                candidate.starterId === id &&
                candidate.recipientId === row.userId &&
                candidate.createdAt <= row.createdAt,
            )
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
            .at(-1)!;
          return {
            title: texts.jobRequests.enquiryTitle(jobById.get(chat.jobId!)!.title),
            body: texts.jobRequests.enquiryBody(person(chat.starterId).firstName),
          };
        }
        case 'message_received': {
          const chat = chatById.get(id)!;
          const senderId = chat.starterId === row.userId ? chat.recipientId : chat.starterId;
          const message = messageRows.findLast(
            (candidate) =>
              candidate.conversationId === chat.id &&
              candidate.senderId === senderId &&
              candidate.createdAt <= row.createdAt,
          )!;
          return {
            title: texts.chats.messageReceivedTitle(person(senderId).firstName),
            body: previewOf(message.body),
          };
        }
        case 'job_hired':
          return { title: m.hiredTitle, body: m.hiredBody(clientName(job!.clientId), job!.title) };
        case 'job_outcome_asked':
          return { title: m.outcomeAskedTitle, body: m.outcomeAskedBody(job!.title) };
        case 'job_closed':
          return {
            title: m.closedTitle,
            body: m.closedBody(clientName(job!.clientId), job!.title),
          };
        case 'job_completed':
          return {
            title: m.completedTitle,
            body: m.completedBody(clientName(job!.clientId), job!.title),
          };
        case 'review_received': {
          const review = reviewRows.findLast(
            (candidate) =>
              candidate.tradieId === row.userId && candidate.createdAt <= row.createdAt,
          )!;
          const reviewed = jobById.get(review.jobId)!;
          return {
            title: m.reviewTitle,
            body: m.reviewBody(clientName(review.clientId), review.rating, reviewed.title),
          };
        }
        case 'review_replied': {
          const review = reviewRows.find((candidate) => candidate.jobId === id)!;
          const professional = person(review.tradieId);
          return {
            title: texts.reviews.repliedTitle,
            body: texts.reviews.repliedBody(
              `${professional.firstName} ${professional.lastName}`,
              job!.title,
            ),
          };
        }
        case 'quote_received': {
          // The quote's first notice is its sending, each later one a revision, in order.
          const quote = quoteById.get(id)!;
          const sentBefore = rows.filter(
            (other) => other.link === row.link && other.createdAt < row.createdAt,
          ).length;
          const version = versionRows.find(
            (candidate) => candidate.quoteId === quote.id && candidate.version === sentBefore + 1,
          )!;
          const quoted = jobById.get(quote.jobId)!;
          const firstName = person(quote.professionalId).firstName;
          const q = texts.quotes.notifications;
          return sentBefore === 0
            ? {
                title: q.receivedTitle(quoted.title),
                body: q.receivedBody(firstName, version.totalCents),
              }
            : {
                title: q.revisedTitle(quoted.title),
                body: q.revisedBody(firstName, version.totalCents),
              };
        }
        case 'quote_answered': {
          const quote = quoteById.get(id)!;
          const version = versionRows.find(
            (candidate) =>
              candidate.quoteId === quote.id && candidate.version === quote.acceptedVersion,
          )!;
          const quoted = jobById.get(quote.jobId)!;
          return {
            title: texts.quotes.notifications.acceptedTitle(quoted.title),
            body: texts.quotes.notifications.acceptedBody(
              person(quoted.clientId).firstName,
              version.totalCents,
            ),
          };
        }
        case 'payment_secured':
        case 'payment_released':
        case 'payment_release_due':
        case 'payment_disputed': {
          // Payments held on jobs (decision 064): one payment per demo quote.
          const quote = quoteById.get(id)!;
          const paid = paymentRows.find((candidate) => candidate.quoteId === quote.id)!;
          const quoted = jobById.get(quote.jobId)!;
          const p = texts.jobPayments;
          if (row.kind === 'payment_secured') {
            return {
              title: p.securedTitle,
              body: p.securedBody(
                person(quoted.clientId).firstName,
                paid.amountCents,
                quoted.title,
              ),
            };
          }
          if (row.kind === 'payment_released') {
            return {
              title: p.releasedTitle,
              body: p.releasedBody(paid.releasedCents - paid.feeCents, paid.feeCents, quoted.title),
            };
          }
          if (row.kind === 'payment_disputed') {
            return {
              title: p.disputedTitle,
              body: p.disputedBody(person(quoted.clientId).firstName, quoted.title),
            };
          }
          // The day it releases is written in Sydney's words; the job is what identifies it.
          return row.body.includes(quoted.title)
            ? { title: p.workDoneTitle, body: row.body }
            : { title: p.workDoneTitle, body: `no mention of ${quoted.title}` };
        }
        case 'logbook_supervision': {
          // Ruby asked Mick, who accepted (decision 072).
          const l = texts.logbook;
          const asked = linkRows.find((link) => link.supervisorId === row.userId);
          if (asked) {
            return {
              title: l.notifySupervisionRequested(fullName(asked.apprenticeId)),
              body: l.notifyBodies.supervisionRequested,
            };
          }
          const link = linkRows.find((candidate) => candidate.apprenticeId === row.userId)!;
          return {
            title: l.notifySupervisionAccepted(fullName(link.supervisorId)),
            body: l.notifyBodies.supervisionAccepted,
          };
        }
        case 'logbook_reviewed': {
          const l = texts.logbook;
          const mine = entryRows.filter((entry) => entry.apprenticeId === row.userId);
          const returned = mine.find((entry) => entry.status === 'returned');
          if (returned && row.link.endsWith(returned.id)) {
            return {
              title: l.notifyReviewed(0, 1),
              body: l.notifyBodies.returned(
                fullName(returned.supervisorId),
                returned.returnComment!,
              ),
            };
          }
          const verified = mine.filter((entry) => entry.status === 'verified');
          return {
            title: l.notifyReviewed(verified.length, 0),
            body: l.notifyBodies.verified(fullName(verified[0]!.supervisorId)),
          };
        }
        case 'logbook_pending': {
          const link = linkRows.find((candidate) => candidate.supervisorId === row.userId)!;
          const waiting = entryRows.filter(
            (entry) => entry.supervisionId === link.id && entry.status === 'pending',
          );
          return {
            title: texts.logbook.notifyPending(waiting.length),
            body: texts.logbook.notifyBodies.pending(fullName(link.apprenticeId)),
          };
        }
        default:
          return { title: `no live text for ${row.kind}`, body: '' };
      }
    };

    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set([
        'job_contacted',
        'message_received',
        'job_hired',
        'job_completed',
        'review_received',
        'review_replied',
        'job_outcome_asked',
        'job_closed',
        'quote_received',
        'quote_answered',
        'payment_secured',
        'payment_release_due',
        'payment_released',
        'payment_disputed',
        'logbook_supervision',
        'logbook_reviewed',
        'logbook_pending',
      ]),
    );
    expect(rows.map(({ kind, title, body }) => ({ kind, title, body }))).toEqual(
      rows.map((row) => ({ kind: row.kind, ...liveText(row) })),
    );
  });

  it("asks Olivia what happened with a job, and shows Olivia's and Ethan's records on their jobs' cards", async () => {
    await seedDemoData(app);
    const [olivia] = await app.db.select().from(users).where(eq(users.firstName, 'Olivia'));
    const [mick] = await app.db.select().from(users).where(eq(users.firstName, 'Mick'));
    const asked = await app.db.select().from(jobs).where(eq(jobs.clientId, olivia!.id));
    expect(
      asked.filter((job) => job.outcomeAskedAt !== null).map((job) => [job.title, job.status]),
    ).toEqual([['Fans with lights in the bedrooms', 'open']]);
    expect(asked.filter((job) => job.closedReason !== null).map((job) => job.closedReason)).toEqual(
      ['hired_elsewhere'],
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: mick!.email, password: DEMO_PASSWORD },
    });
    const feed = await app.inject({
      method: 'GET',
      url: '/api/jobRequest?limit=50',
      headers: { authorization: login.json().data.token },
    });
    const cards = feed.json().data.items as { title: string; clientRecord: unknown }[];
    expect(cards.find((card) => card.title === 'Fans with lights in the bedrooms')).toMatchObject({
      clientRecord: { responseRate: 80, hiredJobs: 3, finishedJobs: 4 },
    });
    expect(
      cards.find((card) => card.title === 'Add four power points to home office'),
    ).toMatchObject({
      // Ethan also hired Kate by accepting her quote for his weatherboards.
      clientRecord: { responseRate: 50, hiredJobs: 3, finishedJobs: 4 },
    });
  });

  it("keeps Ruby's logbook under Mick: two weeks of days, some verified, one returned, the rest waiting", async () => {
    await seedDemoData(app);
    const [ruby] = await app.db.select().from(users).where(eq(users.firstName, 'Ruby'));
    const [mick] = await app.db.select().from(users).where(eq(users.firstName, 'Mick'));
    const [link] = await app.db
      .select()
      .from(logbookSupervisions)
      .where(eq(logbookSupervisions.apprenticeId, ruby!.id));
    expect(link).toMatchObject({ supervisorId: mick!.id, status: 'active' });
    expect(link!.remindedAt).not.toBeNull();
    const entries = await app.db
      .select()
      .from(logbookEntries)
      .where(eq(logbookEntries.apprenticeId, ruby!.id))
      .orderBy(asc(logbookEntries.workDate));
    expect(entries.map((entry) => entry.status)).toEqual([
      'verified',
      'verified',
      'returned',
      'verified',
      'verified',
      ...Array(5).fill('pending'),
    ]);
    const now = Date.now();
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of entries) {
      // Each day was written up after it was worked, in the past two weeks and a bit.
      expect(entry.workDate < today || entry.workDate === today).toBe(true);
      expect(entry.createdAt.getTime()).toBeGreaterThan(Date.parse(entry.workDate));
      expect(entry.createdAt.getTime()).toBeGreaterThan(now - 17 * DAY_MS);
      expect(entry.createdAt.getTime()).toBeLessThan(now);
      expect(link!.respondedAt!.getTime()).toBeLessThan(entry.createdAt.getTime());
    }
    expect(entries.filter((entry) => entry.jobId !== null)).toHaveLength(2);
    const revisions = await app.db.select().from(logbookEntryRevisions);
    expect(revisions).toHaveLength(entries.length);

    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: mick!.email, password: DEMO_PASSWORD },
    });
    const waiting = await app.inject({
      method: 'GET',
      url: `/api/logbook/entries?status=pending&apprenticeId=${ruby!.id}`,
      headers: { authorization: login.json().data.token },
    });
    expect(waiting.json().data.items).toHaveLength(5);
  });

  it('signs in with a printed demo account', async () => {
    const { signIns } = await seedDemoData(app);
    const tradie = signIns.find((signIn) => signIn.userType === 'tradie')!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: tradie.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: response.json().data.token },
    });
    expect(me.json().data).toMatchObject({ userType: 'tradie', subscriptionStatus: 'active' });
  });

  it('includes a tradie on a paid monthly plan with invoices and one whose plan expired', async () => {
    const { signIns } = await seedDemoData(app);
    const expired = signIns.find((signIn) => signIn.note === 'subscription expired')!;
    expect(formatDemoSignIns(signIns)).toContain(expired.email);
    const signInAs = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json().data.token as string;
    const get = async (url: string, token: string) =>
      (await app.inject({ method: 'GET', url, headers: { authorization: token } })).json().data;

    const expiredToken = await signInAs(expired.email);
    expect(await get('/api/user/subscription', expiredToken)).toMatchObject({
      status: 'expired',
      provider: 'test',
    });
    expect((await get('/api/subscription/invoices', expiredToken)).items).toHaveLength(2);

    const [kate] = await app.db.select().from(users).where(eq(users.firstName, 'Kate'));
    const paidToken = await signInAs(kate!.email);
    expect(await get('/api/user/subscription', paidToken)).toMatchObject({
      status: 'active',
      isTrial: false,
      plan: { code: 'professional-monthly' },
    });
    expect((await get('/api/subscription/invoices', paidToken)).items).toHaveLength(2);
  });

  it("starts each tradie's trial when they joined, before any of them converted (decision 036)", async () => {
    const report = await app.numbers.report({ period: 'month' });
    const sum = (read: (bucket: (typeof report.buckets)[number]) => number) =>
      report.buckets.reduce((total, bucket) => total + read(bucket), 0);
    const [tradies] = await app.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.userType, 'tradie'));
    const payers = await app.db.selectDistinct({ userId: payments.userId }).from(payments);
    expect(sum((bucket) => bucket.signUps.tradie)).toBe(tradies!.n);
    expect(sum((bucket) => bucket.trialsStarted)).toBe(tradies!.n);
    expect(sum((bucket) => bucket.trialsConverted)).toBe(payers.length);
    let started = 0;
    let converted = 0;
    for (const bucket of report.buckets) {
      started += bucket.trialsStarted;
      converted += bucket.trialsConverted;
      expect(converted).toBeLessThanOrEqual(started);
    }
  });

  it('names every demo account by kind in docs/demo-accounts.md, which the sign-ins point to', async () => {
    const { signIns } = await seedDemoData(app);
    const page = readFileSync(
      new URL('../../../../docs/demo-accounts.md', import.meta.url),
      'utf8',
    );
    const rows = page.split('\n').filter((line) => line.includes(`@demo.trademate.com.au\``));
    expect(rows).toHaveLength(signIns.length);
    for (const signIn of signIns) {
      const row = rows.find((line) => line.includes(`\`${signIn.email}\``));
      expect(row, signIn.email).toMatch(
        new RegExp(`^\\| ${signIn.userType} +\\| ${signIn.name} +\\|`),
      );
    }
    expect(formatDemoSignIns(signIns)).toMatch(/docs\/demo-accounts\.md$/);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(app);
    const { created } = await seedDemoData(app);
    expect(created).toBe(false);
    expect(await snapshot(app)).toEqual(before);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every row of the tables the demo writes, in a stable order. */
async function snapshot(app: TestApp['app']) {
  const tables: Record<string, PgTable> = {
    users,
    userServices,
    subscriptions,
    payments,
    invoices,
    jobs,
    jobContacts,
    conversations,
    messages,
    notifications,
    reviews,
    mailOutbox,
    logbookSupervisions,
    logbookEntries,
    logbookEntryRevisions,
  };
  const rowsByTable: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = await app.db.select().from(table);
    rowsByTable[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return rowsByTable;
}
