import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns } from 'drizzle-orm';
import type { ClientRecordCounts } from '@trademate/shared/constants/client-record';
import { buildTestApp, testsOnPostgres, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { clientRecords, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { distanceKm } from '../../lib/distance';
import { toJobCard, toJobFacts } from '../jobs/jobs.service';
import { createJobRequestDetailRepository } from './job-requests.detail.repository';
import { createJobFeedRepository } from './job-requests.feed.repository';

/**
 * The feed and a request's detail read their rows from the driver and map them by hand (decisions
 * 047, 050). Mapped into the API's shapes by the jobs module's read shape, they must give exactly
 * what the same job gives when Drizzle maps it: every column, on both drivers.
 */

/** Where the professional reads from: distances on the feed are measured from here. */
const origin = { latitude: -27.4698, longitude: 153.0251 };

const databases = testsOnPostgres ? ['PostgreSQL', 'PGlite'] : ['PGlite'];

describe.each(databases)('a job read on the fast paths, on %s', (database) => {
  let testApp: TestApp;
  const app = () => testApp.app;
  beforeAll(async () => {
    testApp = await buildTestApp(
      {},
      { embedded: database === 'PGlite', passes: ['push', 'payments'] },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The job as Drizzle maps it, with what the fast paths read beside it. */
  async function ormRead(jobId: string) {
    const [row] = await app()
      .db.select({
        ...getTableColumns(jobs),
        serviceName: services.name,
        distanceKm: distanceKm(jobs.latitude, jobs.longitude, origin.latitude, origin.longitude),
      })
      .from(jobs)
      .innerJoin(services, eq(services.id, jobs.serviceId))
      .where(eq(jobs.id, jobId));
    const [record] = await app()
      .db.select({
        contactedJobs: clientRecords.contactedJobs,
        conversations: clientRecords.conversations,
        answered: clientRecords.answered,
        finishedJobs: clientRecords.finishedJobs,
        hiredJobs: clientRecords.hiredJobs,
      })
      .from(clientRecords)
      .where(eq(clientRecords.clientId, row!.clientId));
    const clientRecord: ClientRecordCounts | null = record ?? null;
    return { ...row!, clientRecord };
  }

  /** A job with every optional part (photos, a date, a place, a client's record), one with none. */
  async function twoJobs() {
    const [service] = await createServicePool(app())(1);
    const tradie = await createUser(app(), { userType: 'tradie', serviceIds: [service!.id] });
    const counted = await createUser(app(), { userType: 'client' });
    const fresh = await createUser(app(), { userType: 'client' });
    await app().db.insert(clientRecords).values({
      clientId: counted.id,
      contactedJobs: 5,
      conversations: 4,
      answered: 3,
      finishedJobs: 4,
      hiredJobs: 2,
      countedAt: new Date(),
    });
    // Posted at the database's own time, to the microsecond, as a client's job is.
    const full = await insertJob(app(), {
      clientId: counted.id,
      serviceId: service!.id,
      description: 'Two rooms to repaint, ceilings included; the walls have a few cracks to fill.',
      city: 'Gold Coast',
      budgetMin: 1_200,
      budgetMax: 3_400,
      timing: 'date',
      timingDate: '2030-02-28',
      photos: ['/uploads/job-photos/first.webp', '/uploads/job-photos/second.jpg'],
      latitude: -28.0167,
      longitude: 153.4,
      contactCount: 4,
    });
    const bare = await insertJob(app(), {
      clientId: fresh.id,
      serviceId: service!.id,
      timing: 'flexible',
    });
    return { tradie, service: service!, jobs: [full, bare] };
  }

  it("gives a feed card equal to the read shape's for the same job read through Drizzle", async () => {
    const { tradie, service, jobs: posted } = await twoJobs();
    const feed = createJobFeedRepository(app().db);
    const page = await feed.findOpenJobsForTradie(
      tradie.id,
      { serviceId: service.id },
      { limit: 10 },
      origin,
    );
    expect(page.map((row) => row.id).sort()).toEqual(posted.map((job) => job.id).sort());
    for (const fast of page) {
      const orm = await ormRead(fast.id);
      for (const canPreview of [true, false]) {
        expect(toJobCard(fast, canPreview)).toEqual(toJobCard(orm, canPreview));
      }
      expect(fast).toEqual({
        id: orm.id,
        title: orm.title,
        city: orm.city,
        state: orm.state,
        budgetMin: orm.budgetMin,
        budgetMax: orm.budgetMax,
        timing: orm.timing,
        timingDate: orm.timingDate,
        contactCount: orm.contactCount,
        createdAt: orm.createdAt,
        serviceId: orm.serviceId,
        serviceName: orm.serviceName,
        distanceKm: orm.distanceKm,
        clientRecord: orm.clientRecord,
      });
    }
    // Both branches of each optional part were read: the bare job has no distance and no record.
    const cards = page.map((row) => toJobCard(row, true));
    expect(cards.map((card) => card.clientRecord?.responseRate ?? null).sort()).toEqual([75, null]);
    expect(cards.filter((card) => card.distanceKm !== undefined)).toHaveLength(1);
  });

  it("gives a request's detail the facts the read shape gives the same job read through Drizzle", async () => {
    const { tradie, jobs: posted } = await twoJobs();
    const details = createJobRequestDetailRepository(app().db);
    for (const job of posted) {
      const fast = await details.findJobForTradie(job.id, tradie.id);
      const orm = await ormRead(job.id);
      expect(fast).toBeDefined();
      expect(toJobFacts(fast!.job, fast!.serviceName)).toEqual(toJobFacts(orm, orm.serviceName));
      expect(fast!.job).toEqual({
        id: orm.id,
        serviceId: orm.serviceId,
        title: orm.title,
        description: orm.description,
        state: orm.state,
        city: orm.city,
        budgetMin: orm.budgetMin,
        budgetMax: orm.budgetMax,
        timing: orm.timing,
        timingDate: orm.timingDate,
        photos: orm.photos,
        status: orm.status,
        hiredTradieId: orm.hiredTradieId,
        contactCount: orm.contactCount,
        createdAt: orm.createdAt,
        hiddenAt: orm.hiddenAt,
      });
      expect(fast!.clientRecord).toEqual(orm.clientRecord);
    }
  });
});
