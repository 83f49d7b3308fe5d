import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, jobPostPayload } from '../../../test/job-fixtures';
import { operatorActor, sampleQuestions, saveQuestions } from '../../../test/question-fixtures';
import { jobs } from '../../db/schema/jobs';
import { serviceQuestionSets } from '../../db/schema/services';

const m = messages.jobQuestions;

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;
const { call, signedIn } = apiClient(app);
const client = () => signedIn('client', { firstName: 'Olivia' });

/** A service of the catalogue of the test's own, asking the sample questions now. */
async function askingService() {
  const [service] = await takeServices(1);
  const set = await saveQuestions(app(), service!.id);
  return { id: service!.id, set };
}

/** A service of the catalogue of the test's own that asks nothing. */
async function unaskingService(): Promise<string> {
  for (;;) {
    const [service] = await takeServices(1);
    if (!(await app().questionSets.askedFor(service!.id))) return service!.id;
  }
}

const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

async function jobCountOf(clientId: string) {
  const [row] = await db().select({ n: count() }).from(jobs).where(eq(jobs.clientId, clientId));
  return row?.n ?? 0;
}

function post(person: Person, serviceId: string, overrides: Partial<PostJobRequest> = {}) {
  return call('POST', '/api/job', person, jobPostPayload(serviceId, overrides));
}

async function posted(person: Person, serviceId: string, answers?: JobAnswersInput) {
  const response = await post(person, serviceId, answers ? { answers } : {});
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string };
}

describe('POST /api/job with answers to the service’s questions', () => {
  it('stores them with the version they answer, as the form checks them, and shows them to the client', async () => {
    const service = await askingService();
    const olivia = await client();
    const response = await post(olivia, service.id, {
      answers: {
        'job-type': 'lighting',
        extras: ['data', 'smoke-alarms', 'data'],
        points: 6,
        storeys: '',
        'old-house': true,
        access: '  Side gate, no dog  ',
      },
    });
    expect(response.statusCode).toBe(201);
    const job = response.json().data;
    expect(job.answers).toEqual([
      {
        key: 'job-type',
        label: 'What is the job?',
        kind: 'choice',
        value: 'lighting',
        text: 'Lighting',
        highlight: true,
        unit: null,
      },
      {
        key: 'extras',
        label: 'Anything else while they are there?',
        kind: 'choices',
        value: ['smoke-alarms', 'data'],
        text: 'Smoke alarms, Data points',
        highlight: false,
        unit: null,
      },
      {
        key: 'points',
        label: 'How many points?',
        kind: 'number',
        value: 6,
        text: '6 points',
        highlight: true,
        unit: 'points',
      },
      {
        key: 'old-house',
        label: 'Was the house built before 1990?',
        kind: 'yesNo',
        value: true,
        text: m.yes,
        highlight: false,
        unit: null,
      },
      {
        key: 'access',
        label: 'Anything about getting in?',
        kind: 'text',
        value: 'Side gate, no dog',
        text: 'Side gate, no dog',
        highlight: false,
        unit: null,
      },
    ]);
    const row = await jobRow(job._id);
    expect(row.questionSetId).toBe(service.set._id);
    expect(row.answers).toEqual({
      'job-type': 'lighting',
      extras: ['smoke-alarms', 'data'],
      points: 6,
      'old-house': true,
      access: 'Side gate, no dog',
    });
    const mine = await call('GET', `/api/job/${job._id}`, olivia);
    expect(mine.json().data.answers).toEqual(job.answers);
  });

  const valid = { 'job-type': 'lighting' };
  it.each([
    ['a required question unanswered', { points: 3 }, 'job-type', m.answerRequired],
    ['an option the question does not have', { 'job-type': 'solar' }, 'job-type', m.choiceInvalid],
    [
      'choices the question does not have',
      { ...valid, extras: ['solar'] },
      'extras',
      m.choicesInvalid,
    ],
    [
      'one choice where several are asked',
      { ...valid, extras: 'fans' },
      'extras',
      m.choicesInvalid,
    ],
    ['a fraction', { ...valid, points: 2.5 }, 'points', m.numberInvalid],
    ['a number in words', { ...valid, points: 'three' }, 'points', m.numberInvalid],
    ['a number under the least', { ...valid, points: 0 }, 'points', m.numberTooLow(1)],
    ['a number over the most', { ...valid, points: 51 }, 'points', m.numberTooHigh(50)],
    ['yes in words', { ...valid, 'old-house': 'yes' }, 'old-house', m.yesNoInvalid],
    ['a text too long', { ...valid, access: 'x'.repeat(201) }, 'access', m.textTooLong],
    ['a question not asked', { ...valid, colour: 'red' }, 'colour', m.unknownQuestion],
  ] as const)(
    'refuses %s with 400, its message at answers.<key>, and stores no job',
    async (_case, answers, key, message) => {
      const service = await askingService();
      const olivia = await client();
      const response = await post(olivia, service.id, { answers: answers as JobAnswersInput });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message,
        errors: [{ path: `answers.${key}`, message }],
      });
      expect(await jobCountOf(olivia.id)).toBe(0);
    },
  );

  it('names every answer in error at once', async () => {
    const service = await askingService();
    const olivia = await client();
    const response = await post(olivia, service.id, {
      answers: { points: 99, 'old-house': 'no', colour: 'red' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'answers.colour', message: m.unknownQuestion },
      { path: 'answers.job-type', message: m.answerRequired },
      { path: 'answers.points', message: m.numberTooHigh(50) },
      { path: 'answers.old-house', message: m.yesNoInvalid },
    ]);
  });

  it.each([
    ['not a list of answers by key', 'lighting', m.answersInvalid],
    ['a key that is not one', { 'Job type': 'lighting' }, m.answersInvalid],
    [
      'more answers than a set has questions',
      Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => [key, true])),
      m.answersInvalid,
    ],
  ])('refuses answers %s with 400 before any check', async (_case, answers, message) => {
    const service = await askingService();
    const olivia = await client();
    const response = await post(olivia, service.id, { answers: answers as JobAnswersInput });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(
      message,
    );
    expect(await jobCountOf(olivia.id)).toBe(0);
  });

  it('posts a job sent without answers as before: no version, no answers', async () => {
    const service = await askingService();
    const job = await posted(await client(), service.id);
    expect(job).not.toHaveProperty('answers');
    expect(await jobRow(job._id)).toMatchObject({ questionSetId: null, answers: null });
  });

  it('refuses an answer for a service that asks nothing, and takes none', async () => {
    const serviceId = await unaskingService();
    const olivia = await client();
    const response = await post(olivia, serviceId, { answers: { 'job-type': 'lighting' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'answers.job-type', message: m.unknownQuestion },
    ]);
    const job = await posted(olivia, serviceId, {});
    expect(await jobRow(job._id)).toMatchObject({ questionSetId: null, answers: null });
  });

  it('is for verified clients: a professional, an unverified client and a visitor store nothing', async () => {
    const service = await askingService();
    const answers = { 'job-type': 'lighting' };
    const tradie = await signedIn('tradie');
    const unverified = await signedIn('client', { verified: false });
    expect((await post(tradie, service.id, { answers })).statusCode).toBe(403);
    expect((await post(unverified, service.id, { answers })).json().code).toBe('NOT_VERIFIED');
    expect((await call('POST', '/api/job', null, jobPostPayload(service.id))).statusCode).toBe(401);
    for (const person of [tradie, unverified]) expect(await jobCountOf(person.id)).toBe(0);
  });
});

describe('PATCH /api/job/:id and the answers', () => {
  const edit = (person: Person, jobId: string, payload: PostJobRequest) =>
    call('PATCH', `/api/job/${jobId}`, person, payload);

  it('checks answers sent against the version asked now, and moves the job to it', async () => {
    const service = await askingService();
    const olivia = await client();
    const job = await posted(olivia, service.id, { 'job-type': 'lighting', storeys: 'double' });
    const [first, ...rest] = sampleQuestions();
    const v2 = await saveQuestions(app(), service.id, [
      { ...first!, label: 'What is the electrical job?' },
      ...rest.slice(0, 2),
    ]);

    const refused = await edit(
      olivia,
      job._id,
      jobPostPayload(service.id, { answers: { 'job-type': 'lighting', storeys: 'single' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'answers.storeys', message: m.unknownQuestion },
    ]);
    expect((await jobRow(job._id)).questionSetId).toBe(service.set._id);

    const response = await edit(
      olivia,
      job._id,
      jobPostPayload(service.id, { answers: { 'job-type': 'switchboard', points: 2 } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answers.map((answer: { text: string }) => answer.text)).toEqual([
      'Switchboard upgrade',
      '2 points',
    ]);
    expect(await jobRow(job._id)).toMatchObject({
      questionSetId: v2._id,
      answers: { 'job-type': 'switchboard', points: 2 },
    });
  });

  it('keeps the answers when none are sent, and drops them when the job moves to another service', async () => {
    const service = await askingService();
    const other = await askingService();
    const olivia = await client();
    const answers = { 'job-type': 'lighting', points: 3 };
    const job = await posted(olivia, service.id, answers);

    const kept = await edit(olivia, job._id, jobPostPayload(service.id, { title: 'New lights' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.answers).toHaveLength(2);
    expect(await jobRow(job._id)).toMatchObject({ questionSetId: service.set._id, answers });

    const moved = await edit(olivia, job._id, jobPostPayload(other.id));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).not.toHaveProperty('answers');
    expect(await jobRow(job._id)).toMatchObject({
      serviceId: other.id,
      questionSetId: null,
      answers: null,
    });
  });
});

describe('a job’s answers across versions of its questions', () => {
  it('reads an old job against the version it was asked once a new one drops and renames questions', async () => {
    const service = await askingService();
    const [v1Row] = await db()
      .select()
      .from(serviceQuestionSets)
      .where(eq(serviceQuestionSets.id, service.set._id));
    const olivia = await client();
    const old = await posted(olivia, service.id, {
      'job-type': 'lighting',
      points: 4,
      storeys: 'double',
    });
    const [jobType] = sampleQuestions();
    const v2 = await saveQuestions(app(), service.id, [
      { ...jobType!, label: 'What is the electrical job?' },
      {
        key: 'rooms',
        kind: 'choice',
        label: 'Which rooms?',
        options: [
          { key: 'kitchen', label: 'Kitchen' },
          { key: 'bedrooms', label: 'Bedrooms' },
        ],
      },
    ]);

    const tradie = await signedIn('tradie', { serviceIds: [service.id], plan: 'active' });
    const asClient = (await call('GET', `/api/job/${old._id}`, olivia)).json().data;
    const asTradie = (await call('GET', `/api/jobRequest/${old._id}`, tradie)).json().data;
    for (const read of [asClient, asTradie]) {
      expect(
        read.answers.map((answer: { label: string; text: string }) => [answer.label, answer.text]),
      ).toEqual([
        ['What is the job?', 'Lighting'],
        ['How many points?', '4 points'],
        ['How many storeys?', 'Double storey'],
      ]);
    }

    const refused = await post(olivia, service.id, {
      answers: { 'job-type': 'lighting', storeys: 'double' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'answers.storeys', message: m.unknownQuestion },
    ]);
    const fresh = await posted(olivia, service.id, { 'job-type': 'lighting', rooms: 'kitchen' });
    expect(await jobRow(fresh._id)).toMatchObject({
      questionSetId: v2._id,
      answers: { 'job-type': 'lighting', rooms: 'kitchen' },
    });
    const [v1After] = await db()
      .select()
      .from(serviceQuestionSets)
      .where(eq(serviceQuestionSets.id, service.set._id));
    expect(v1After).toEqual(v1Row);
    expect(await jobRow(old._id)).toMatchObject({ questionSetId: service.set._id });
  });

  it('keeps a job’s version and answers when its service is merged into another', async () => {
    const service = await askingService();
    const into = await askingService();
    const olivia = await client();
    const answers = { 'job-type': 'switchboard', 'old-house': false };
    const job = await posted(olivia, service.id, answers);
    await app().catalogueEditor.merge(operatorActor, service.id, into.id, 'The same trade');
    expect(await jobRow(job._id)).toMatchObject({
      serviceId: into.id,
      questionSetId: service.set._id,
      answers,
    });
    const read = (await call('GET', `/api/job/${job._id}`, olivia)).json().data;
    expect(read.service._id).toBe(into.id);
    expect(read.answers.map((answer: { text: string }) => answer.text)).toEqual([
      'Switchboard upgrade',
      m.no,
    ]);
  });
});
