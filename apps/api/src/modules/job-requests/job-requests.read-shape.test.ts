import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { ClientRecordCounts } from '@trademate/shared/constants/client-record';
import { buildTestApp, testsOnPostgres, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createServicePool, insertJob } from '../../../test/job-fixtures';
import { clientRecords, jobs } from '../../db/schema/jobs';
import { serviceQuestionSets, services } from '../../db/schema/services';
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

  /**
   * A job with every optional part (photos, a date, a place, a client's record, answers of each
   * kind), one with none.
   */
  async function twoJobs() {
    const [service] = await createServicePool(app())(1);
    const [set] = await app()
      .db.insert(serviceQuestionSets)
      .values({
        serviceId: service!.id,
        // The service's next version: the seeded trades have their first already.
        version: sql<number>`(select coalesce(max(${serviceQuestionSets.version}), 0) + 1 from ${serviceQuestionSets} where ${serviceQuestionSets.serviceId} = ${service!.id})`,
        questions: [
          {
            key: 'rooms',
            kind: 'choice',
            label: 'Which rooms?',
            required: true,
            highlight: true,
            options: [
              { key: 'bedrooms', label: 'Bedrooms' },
              { key: 'living', label: 'Living areas' },
            ],
            min: null,
            max: null,
            unit: null,
          },
          {
            key: 'surfaces',
            kind: 'choices',
            label: 'Which surfaces?',
            required: false,
            highlight: false,
            options: [
              { key: 'walls', label: 'Walls' },
              { key: 'ceilings', label: 'Ceilings' },
            ],
            min: null,
            max: null,
            unit: null,
          },
          {
            key: 'area',
            kind: 'number',
            label: 'How many square metres?',
            required: false,
            highlight: true,
            options: [],
            min: 1,
            max: 500,
            unit: 'm²',
          },
          {
            key: 'occupied',
            kind: 'yesNo',
            label: 'Is the house lived in?',
            required: false,
            highlight: false,
            options: [],
            min: null,
            max: null,
            unit: null,
          },
          {
            key: 'colours',
            kind: 'text',
            label: 'Which colours?',
            required: false,
            highlight: false,
            options: [],
            min: null,
            max: null,
            unit: null,
          },
        ],
      })
      .returning();
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
      questionSetId: set!.id,
      answers: {
        rooms: 'bedrooms',
        surfaces: ['walls', 'ceilings'],
        area: 42,
        occupied: false,
        colours: 'Lexicon Quarter on the walls',
      },
    });
    const bare = await insertJob(app(), {
      clientId: fresh.id,
      serviceId: service!.id,
      timing: 'flexible',
    });
    const asked = await app().questionSets.byIds([set!.id]);
    return { tradie, service: service!, jobs: [full, bare], asked };
  }

  it("gives a feed card equal to the read shape's for the same job read through Drizzle", async () => {
    const { tradie, service, jobs: posted, asked } = await twoJobs();
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
        expect(toJobCard(fast, canPreview, asked)).toEqual(toJobCard(orm, canPreview, asked));
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
        questionSetId: orm.questionSetId,
        answers: orm.answers,
        serviceId: orm.serviceId,
        serviceName: orm.serviceName,
        distanceKm: orm.distanceKm,
        clientRecord: orm.clientRecord,
      });
    }
    // Both branches of each optional part were read: the bare job has no distance, no record and
    // no answers; the full one shows its highlighted answers.
    const cards = page.map((row) => toJobCard(row, true, asked));
    expect(cards.map((card) => card.clientRecord?.responseRate ?? null).sort()).toEqual([75, null]);
    expect(cards.filter((card) => card.distanceKm !== undefined)).toHaveLength(1);
    expect(cards.map((card) => card.answers?.map((answer) => answer.text) ?? null)).toContainEqual([
      'Bedrooms',
      '42 m²',
    ]);
    expect(cards.filter((card) => card.answers === undefined)).toHaveLength(1);
  });

  it("gives a request's detail the facts the read shape gives the same job read through Drizzle", async () => {
    const { tradie, jobs: posted, asked } = await twoJobs();
    const details = createJobRequestDetailRepository(app().db);
    for (const job of posted) {
      const fast = await details.findJobForTradie(job.id, tradie.id);
      const orm = await ormRead(job.id);
      expect(fast).toBeDefined();
      expect(toJobFacts(fast!.job, fast!.serviceName, asked)).toEqual(
        toJobFacts(orm, orm.serviceName, asked),
      );
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
        questionSetId: orm.questionSetId,
        answers: orm.answers,
      });
      expect(fast!.clientRecord).toEqual(orm.clientRecord);
    }
    const facts = await details.findJobForTradie(posted[0]!.id, tradie.id);
    expect(
      toJobFacts(facts!.job, facts!.serviceName, asked).answers!.map((answer) => answer.text),
    ).toEqual(['Bedrooms', 'Walls, Ceilings', '42 m²', 'No', 'Lexicon Quarter on the walls']);
  });
});
