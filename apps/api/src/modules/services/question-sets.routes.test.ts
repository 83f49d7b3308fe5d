import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { operatorActor, sampleQuestions, saveQuestions } from '../../../test/question-fixtures';
import { serviceQuestionSets, services } from '../../db/schema/services';
import { serviceQuestionsCatalogue } from '../../db/seed/service-questions-catalogue';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;
const { call } = apiClient(app);

const seededSlugs = serviceQuestionsCatalogue.map((entry) => entry.slug);

async function serviceBySlug(slug: string) {
  const [row] = await db().select().from(services).where(eq(services.slug, slug));
  return row!;
}

/** Seeded services that ask no questions, by name: each test takes its own. */
let unaskedTaken = 0;
async function unaskedService() {
  const rows = await db().select().from(services).orderBy(asc(services.name));
  const unasked = rows.filter((row) => !seededSlugs.includes(row.slug));
  unaskedTaken += 1;
  return unasked[unaskedTaken - 1]!;
}

const questionsOf = (serviceId: string) => call('GET', `/api/services/${serviceId}/questions`);

async function setsOf(serviceId: string) {
  return db()
    .select()
    .from(serviceQuestionSets)
    .where(eq(serviceQuestionSets.serviceId, serviceId))
    .orderBy(asc(serviceQuestionSets.version));
}

describe('GET /api/services/:id/questions', () => {
  // First, while no write of this file's is still being announced: a later announcement would
  // drop what the first read kept.
  it('answers from memory, and with a new version at the very next request', async () => {
    const tiler = await serviceBySlug('tiler');
    expect((await questionsOf(tiler.id)).json().data.questionSet.version).toBe(1);
    expect(await countQueries(app(), () => questionsOf(tiler.id))).toBe(0);
    const [first] = sampleQuestions();
    await saveQuestions(app(), tiler.id, [{ ...first!, label: 'What is the tiling job?' }]);
    const { questionSet } = (await questionsOf(tiler.id)).json().data;
    expect(questionSet.version).toBe(2);
    expect(questionSet.questions).toHaveLength(1);
    expect(questionSet.questions[0].label).toBe('What is the tiling job?');
  });

  it("answers anyone with the questions a new job is asked: the electrician's seeded version 1", async () => {
    const electrician = await serviceBySlug('electrician');
    const response = await questionsOf(electrician.id);
    expect(response.statusCode).toBe(200);
    const { questionSet } = response.json().data;
    expect(questionSet).toMatchObject({ serviceId: electrician.id, version: 1 });
    expect(questionSet.questions.map((question: { key: string }) => question.key)).toEqual([
      'job-type',
      'points',
      'storeys',
      'built-before-1990',
      'safety-switches',
    ]);
    expect(questionSet.questions[0]).toMatchObject({
      kind: 'choice',
      label: 'What is the job?',
      required: true,
      highlight: true,
    });
    expect(questionSet.questions[1]).toMatchObject({ kind: 'number', unit: 'points', min: 1 });
  });

  it('answers null for a service that asks nothing, and once its newest version is empty', async () => {
    const service = await unaskedService();
    expect((await questionsOf(service.id)).json().data).toEqual({ questionSet: null });
    await saveQuestions(app(), service.id);
    expect((await questionsOf(service.id)).json().data.questionSet.version).toBe(1);
    await saveQuestions(app(), service.id, []);
    expect((await questionsOf(service.id)).json().data).toEqual({ questionSet: null });
    expect((await setsOf(service.id)).map((set) => set.version)).toEqual([1, 2]);
  });

  it('is not found for an unknown, hidden or merged service, and refuses an id that is not one', async () => {
    const [hidden, merged, into] = [
      await unaskedService(),
      await unaskedService(),
      await unaskedService(),
    ];
    await saveQuestions(app(), hidden!.id);
    await saveQuestions(app(), merged!.id);
    await app().catalogueEditor.setHidden(operatorActor, hidden!.id, true, 'Not a trade we list');
    await app().catalogueEditor.merge(operatorActor, merged!.id, into!.id, 'The same trade');
    for (const id of [UNKNOWN_ID, hidden!.id, merged!.id]) {
      const response = await questionsOf(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(messages.services.notFound);
    }
    const invalid = await call('GET', '/api/services/not-an-id/questions');
    expect(invalid.statusCode).toBe(400);
  });
});

describe('the seeded questions', () => {
  it('are written once: applying the reference data again changes no version', async () => {
    const firstVersions = and(
      inArray(services.slug, seededSlugs),
      eq(serviceQuestionSets.version, 1),
    );
    const seeded = await db()
      .select()
      .from(serviceQuestionSets)
      .innerJoin(services, eq(services.id, serviceQuestionSets.serviceId))
      .where(firstVersions);
    expect(seeded.map((row) => row.services.slug).sort()).toEqual([...seededSlugs].sort());
    await seedReferenceData(db());
    await seedReferenceData(db());
    const again = await db()
      .select()
      .from(serviceQuestionSets)
      .innerJoin(services, eq(services.id, serviceQuestionSets.serviceId))
      .where(firstVersions);
    expect(
      again.map((row) => row.service_question_sets).sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      seeded.map((row) => row.service_question_sets).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('go only to a service the console has not changed, and never over a version it saved', async () => {
    const plumber = await serviceBySlug('plumber');
    await db().delete(serviceQuestionSets).where(eq(serviceQuestionSets.serviceId, plumber.id));
    await db()
      .update(services)
      .set({ editedByStaffAt: new Date() })
      .where(eq(services.id, plumber.id));
    await seedReferenceData(db());
    expect(await setsOf(plumber.id)).toEqual([]);

    await db().update(services).set({ editedByStaffAt: null }).where(eq(services.id, plumber.id));
    await seedReferenceData(db());
    const [seeded] = await setsOf(plumber.id);
    expect(seeded).toMatchObject({ version: 1, createdByStaffId: null });
    expect(seeded!.questions.map((question) => question.key)).toEqual([
      'job-type',
      'property',
      'hot-water-type',
      'leaking-now',
    ]);

    // A version saved in the console marks the service as the console's: the seed leaves it.
    const saved = await saveQuestions(app(), plumber.id);
    await seedReferenceData(db());
    expect((await setsOf(plumber.id)).map((set) => set.id)).toEqual([seeded!.id, saved._id]);
  });
});
