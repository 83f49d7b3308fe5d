import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobAnswersInput } from '@trademate/shared/schemas/job-questions';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool, jobPostPayload } from '../../../test/job-fixtures';
import { sampleQuestions, saveQuestions } from '../../../test/question-fixtures';

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
const { call, signedIn } = apiClient(app);

// Suburbs of the data set (postcode, suburb, distance from Surry Hills NSW 2010).
const surryHills = { postcode: '2010', suburb: 'Surry Hills' };
const parramatta = { postcode: '2150', suburb: 'Parramatta' }; // about 20 km west
const newcastle = { postcode: '2300', suburb: 'Newcastle' }; // about 117 km north

type Place = { postcode: string; suburb: string };

/** A job posted through the API at `place`, with `answers` to the service's questions. */
async function postAt(
  client: Person,
  serviceId: string,
  place: Place,
  answers?: JobAnswersInput,
): Promise<string> {
  const response = await call(
    'POST',
    '/api/job',
    client,
    jobPostPayload(serviceId, {
      title: `Electrical work in ${place.suburb}`,
      address: { state: 'NSW', city: 'Sydney', ...place } as PostJobRequest['address'],
      ...(answers ? { answers } : {}),
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data._id;
}

/**
 * A service asking the sample questions, its open jobs (posted one after the other, so newest
 * first reads them backwards) and a professional with the plan in Surry Hills who offers it.
 */
async function scene() {
  const [service] = await takeServices(1);
  const serviceId = service!.id;
  await saveQuestions(app(), serviceId);
  const client = await signedIn('client', { firstName: 'Olivia' });
  const here = await postAt(client, serviceId, surryHills, {
    'job-type': 'lighting',
    storeys: 'single',
    extras: ['smoke-alarms'],
    points: 2,
  });
  const west = await postAt(client, serviceId, parramatta, {
    'job-type': 'power-points',
    storeys: 'double',
    extras: ['smoke-alarms', 'fans'],
  });
  const westToo = await postAt(client, serviceId, parramatta, {
    'job-type': 'lighting',
    storeys: 'double',
  });
  const north = await postAt(client, serviceId, newcastle, {
    'job-type': 'switchboard',
    storeys: 'single',
    extras: ['fans'],
  });
  const unanswered = await postAt(client, serviceId, surryHills);
  const tradie = await signedIn('tradie', {
    serviceIds: [serviceId],
    place: surryHills,
    plan: 'active',
  });
  return { serviceId, client, tradie, jobs: { here, west, westToo, north, unanswered } };
}

/** Every page of the feed at `query`, following nextCursor: the ids in the order they came. */
async function feedIds(tradie: Person, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await call(
      'GET',
      `/api/jobRequest?${query}${cursor ? `&cursor=${cursor}` : ''}`,
      tradie,
    );
    expect(response.statusCode, query).toBe(200);
    const { items, nextCursor } = response.json().data;
    ids.push(...items.map((item: { _id: string }) => item._id));
    cursor = nextCursor;
  } while (cursor);
  return ids;
}

describe('the feed filtered on answers', () => {
  it('keeps jobs whose answers match: options of one question any, questions all', async () => {
    const { serviceId, tradie, jobs } = await scene();
    const feed = (answers: string) =>
      feedIds(tradie, `serviceId=${serviceId}&answers=${answers}&limit=2`);
    // Unfiltered first, so a filtered page read from memory would show.
    expect(await feedIds(tradie, `serviceId=${serviceId}`)).toEqual([
      jobs.unanswered,
      jobs.north,
      jobs.westToo,
      jobs.west,
      jobs.here,
    ]);
    expect(await feed('job-type:lighting')).toEqual([jobs.westToo, jobs.here]);
    expect(await feed('job-type:lighting,job-type:power-points')).toEqual([
      jobs.westToo,
      jobs.west,
      jobs.here,
    ]);
    expect(await feed('job-type:lighting,storeys:double')).toEqual([jobs.westToo]);
    // Several choices: a job matches when the option is among its answers.
    expect(await feed('extras:smoke-alarms')).toEqual([jobs.west, jobs.here]);
    expect(await feed('extras:fans,extras:smoke-alarms')).toEqual([
      jobs.north,
      jobs.west,
      jobs.here,
    ]);
    expect(await feed('extras:fans,storeys:single')).toEqual([jobs.north]);
    expect(await feed('job-type:switchboard,storeys:double')).toEqual([]);
  });

  it('filters nearest first within a distance, page after page', async () => {
    const { serviceId, tradie, jobs } = await scene();
    const [tieFirst, tieSecond] = [jobs.west, jobs.westToo].sort();
    expect(
      await feedIds(
        tradie,
        `serviceId=${serviceId}&answers=storeys:single,storeys:double&withinKm=200&sort=nearest&limit=1`,
      ),
    ).toEqual([jobs.here, tieFirst, tieSecond, jobs.north]);
    expect(
      await feedIds(
        tradie,
        `serviceId=${serviceId}&answers=storeys:double&withinKm=50&sort=nearest&limit=1`,
      ),
    ).toEqual([tieFirst, tieSecond]);
  });

  it('matches a question across versions, when it turns from one choice into several', async () => {
    const { serviceId, client, tradie, jobs } = await scene();
    const questions = sampleQuestions();
    await saveQuestions(
      app(),
      serviceId,
      questions.map((question) =>
        question.key === 'storeys' ? { ...question, kind: 'choices' } : question,
      ),
    );
    const split = await postAt(client, serviceId, surryHills, {
      'job-type': 'lighting',
      storeys: ['single', 'double'],
    });
    expect(await feedIds(tradie, `serviceId=${serviceId}&answers=storeys:double`)).toEqual([
      split,
      jobs.westToo,
      jobs.west,
    ]);
  });

  it('shows the highlighted answers on cards and invitations, and every answer in a request’s detail and the history', async () => {
    const { serviceId, client, tradie, jobs } = await scene();
    const texts = (answers: { text: string }[]) => answers.map((answer) => answer.text);
    const page = (await call('GET', `/api/jobRequest?serviceId=${serviceId}`, tradie)).json().data;
    const card = page.items.find((item: { _id: string }) => item._id === jobs.here);
    expect(texts(card.answers)).toEqual(['Lighting', '2 points']);
    const bare = page.items.find((item: { _id: string }) => item._id === jobs.unanswered);
    expect(bare).not.toHaveProperty('answers');
    // The highlights are what the job is, as its title: on every card, whatever the plan.
    const free = await signedIn('freeTradie', { serviceIds: [serviceId] });
    const freePage = (await call('GET', `/api/jobRequest?serviceId=${serviceId}`, free)).json();
    expect(freePage.data.canPreview).toBe(false);
    expect(
      texts(freePage.data.items.find((item: { _id: string }) => item._id === jobs.here).answers),
    ).toEqual(['Lighting', '2 points']);

    const detail = (await call('GET', `/api/jobRequest/${jobs.here}`, tradie)).json().data;
    expect(texts(detail.answers)).toEqual([
      'Lighting',
      'Smoke alarms',
      '2 points',
      'Single storey',
    ]);

    const invited = await call('POST', `/api/job/${jobs.here}/invitations`, client, {
      professionalId: tradie.id,
    });
    expect(invited.statusCode).toBe(201);
    const invitations = (await call('GET', '/api/jobRequest/invitations', tradie)).json().data;
    expect(texts(invitations.items[0].answers)).toEqual(['Lighting', '2 points']);

    const contacted = await call('POST', `/api/jobRequest/${jobs.here}/contact`, tradie, {
      message: 'Hi Olivia, I can do the lights and the alarm this week.',
    });
    expect(contacted.statusCode).toBe(201);
    const entry = (await call('GET', `/api/jobHistory/${jobs.here}`, tradie)).json().data;
    expect(texts(entry.answers)).toEqual(texts(detail.answers));
  });

  it.each([
    ['a question the service does not ask', 'colour:red'],
    ['an option the question does not have', 'job-type:solar'],
    ['a yes or no question', 'old-house:yes'],
    ['a text question', 'access:gate'],
    ['a question without its option', 'job-type'],
    ['more than six filters', 'storeys:single,'.repeat(7).slice(0, -1)],
  ])('refuses %s with 400 filtersInvalid', async (_case, answers) => {
    const { serviceId, tradie } = await scene();
    const response = await call(
      'GET',
      `/api/jobRequest?serviceId=${serviceId}&answers=${answers}`,
      tradie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: m.filtersInvalid });
  });

  it('refuses answer filters without a service, or for a service that asks nothing', async () => {
    const { tradie } = await scene();
    const withoutService = await call('GET', '/api/jobRequest?answers=storeys:single', tradie);
    expect(withoutService.statusCode).toBe(400);
    expect(withoutService.json().message).toBe(m.filtersNeedService);
    let [unasked] = await takeServices(1);
    while (await app().questionSets.askedFor(unasked!.id)) [unasked] = await takeServices(1);
    const response = await call(
      'GET',
      `/api/jobRequest?serviceId=${unasked!.id}&answers=storeys:single`,
      tradie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.filtersInvalid);
  });

  it('is for professionals: a client is refused with 403, a visitor with 401', async () => {
    const { serviceId, client } = await scene();
    const url = `/api/jobRequest?serviceId=${serviceId}&answers=storeys:single`;
    expect((await call('GET', url, client)).statusCode).toBe(403);
    expect((await call('GET', url, null)).statusCode).toBe(401);
  });
});
