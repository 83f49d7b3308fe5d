import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { JobQuestionInput } from '@trademate/shared/schemas/job-questions';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool } from '../../../test/job-fixtures';
import { operatorActor, sampleQuestions } from '../../../test/question-fixtures';
import type { SignedInStaff } from '../../../test/staff';
import { serviceQuestionSets, services } from '../../db/schema/services';
import { auditLog } from '../../db/schema/staff';

const m = messages.jobQuestions;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let admin: SignedInStaff;
let takeServices: ReturnType<typeof createServicePool>;
beforeAll(async () => {
  testApp = await buildTestApp({}, { passes: ['push', 'payments'] });
  admin = await newAdmin();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;
const db = () => testApp.app.db;
const { asStaff, call, newAdmin, newSupport, signedIn } = apiClient(app);

const questionsUrl = (id: string) => `/api/admin/services/${id}/questions`;
const save = (id: string, questions: JobQuestionInput[], who: SignedInStaff | null = admin) =>
  asStaff(who, 'PUT', questionsUrl(id), { questions });

async function versionsOf(serviceId: string) {
  return db()
    .select()
    .from(serviceQuestionSets)
    .where(eq(serviceQuestionSets.serviceId, serviceId))
    .orderBy(asc(serviceQuestionSets.version));
}

/** A service of the catalogue no other test of this file has, and how many versions it has. */
async function takeService() {
  const [service] = await takeServices(1);
  return { ...service!, versions: (await versionsOf(service!.id)).length };
}

describe("a service's job questions in the console", () => {
  it('saves the next version, audited, marks the service as the console’s and lists every version', async () => {
    const service = await takeService();
    const response = await save(service.id, sampleQuestions());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.consoleSaved);
    const saved = response.json().data;
    expect(saved).toMatchObject({ serviceId: service.id, version: service.versions + 1 });
    expect(saved.questions).toHaveLength(6);
    // Defaults are stored as the form reads them.
    expect(saved.questions[4]).toEqual({
      key: 'old-house',
      kind: 'yesNo',
      label: 'Was the house built before 1990?',
      required: false,
      highlight: false,
      options: [],
      min: null,
      max: null,
      unit: null,
    });

    const [row] = await db().select().from(services).where(eq(services.id, service.id));
    expect(row!.editedByStaffAt).not.toBeNull();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, service.id), eq(auditLog.action, 'service.questions')));
    expect(audit).toMatchObject({
      staffEmail: admin.email,
      recordType: 'service',
      details: {
        version: service.versions + 1,
        keys: ['job-type', 'extras', 'points', 'storeys', 'old-house', 'access'],
      },
    });

    const renamed = sampleQuestions().slice(0, 2);
    renamed[0] = { ...renamed[0]!, label: 'What is the electrical job?' };
    expect((await save(service.id, renamed)).json().data.version).toBe(service.versions + 2);
    const listed = await asStaff(admin, 'GET', questionsUrl(service.id));
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json().data;
    expect(items.map((item: { version: number }) => item.version)).toEqual(
      Array.from({ length: service.versions + 2 }, (_, index) => service.versions + 2 - index),
    );
    expect(items[0].questions[0].label).toBe('What is the electrical job?');
    expect(items[1]).toEqual(saved);
  });

  it('refuses questions identical to the newest version with 409 and writes nothing', async () => {
    const service = await takeService();
    await save(service.id, sampleQuestions());
    // The same set, as a client might send it back: defaults spelt out, keys in another order.
    const again = sampleQuestions().map((question) => ({
      unit: null,
      min: null,
      max: null,
      options: [],
      required: false,
      highlight: false,
      ...question,
    }));
    const response = await save(service.id, again);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.consoleUnchanged);
    expect(await versionsOf(service.id)).toHaveLength(service.versions + 1);
  });

  it('refuses an empty list for a service that asks nothing yet with 409', async () => {
    let service = await takeService();
    while (service.versions > 0) service = await takeService();
    const response = await save(service.id, []);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.consoleUnchanged);
    expect(await versionsOf(service.id)).toEqual([]);
  });

  it.each([
    [
      'more than six questions',
      () => [...sampleQuestions(), { ...sampleQuestions()[4]!, key: 'seventh' }],
      m.setTooMany,
    ],
    [
      'two questions with one key',
      () => [sampleQuestions()[0]!, { ...sampleQuestions()[3]!, key: 'job-type' }],
      m.keyDuplicate,
    ],
    ['a key that is not one', () => [{ ...sampleQuestions()[4]!, key: 'Old House' }], m.keyInvalid],
    [
      'a choice with one option',
      () => [{ ...sampleQuestions()[3]!, options: [{ key: 'single', label: 'Single' }] }],
      m.optionsCount,
    ],
    [
      'options on a number',
      () => [
        {
          ...sampleQuestions()[2]!,
          options: [
            { key: 'a', label: 'A' },
            { key: 'b', label: 'B' },
          ],
        },
      ],
      m.optionsOnlyForChoices,
    ],
    ['a range upside down', () => [{ ...sampleQuestions()[2]!, min: 10, max: 2 }], m.numberRange],
    ['a label too short', () => [{ ...sampleQuestions()[4]!, label: 'Hi' }], m.labelRequired],
    ['an unknown kind', () => [{ ...sampleQuestions()[4]!, kind: 'date' as never }], m.kindInvalid],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, questions, message) => {
    const service = await takeService();
    const response = await save(service.id, questions());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(
      message,
    );
    expect(await versionsOf(service.id)).toHaveLength(service.versions);
  });

  it('answers 404 for an unknown service and 409 for a merged one', async () => {
    expect((await save(UNKNOWN_ID, sampleQuestions())).statusCode).toBe(404);
    expect((await asStaff(admin, 'GET', questionsUrl(UNKNOWN_ID))).statusCode).toBe(404);
    const [merged, into] = [await takeService(), await takeService()];
    await app().catalogueEditor.merge(operatorActor, merged.id, into.id, 'The same trade');
    const response = await save(merged.id, sampleQuestions());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.servicesAdmin.merged);
    expect(await versionsOf(merged.id)).toHaveLength(merged.versions);
  });

  it('writes one version after the other when two admins save at once', async () => {
    const service = await takeService();
    const other = await newAdmin();
    const first = sampleQuestions().slice(0, 3);
    const second = sampleQuestions().slice(3);
    const [a, b] = await Promise.all([save(service.id, first), save(service.id, second, other)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.version, b.json().data.version].sort()).toEqual([
      service.versions + 1,
      service.versions + 2,
    ]);
    expect(await versionsOf(service.id)).toHaveLength(service.versions + 2);
  });

  it('is for admins: support staff, customers and visitors are refused and nothing is written', async () => {
    const service = await takeService();
    const support = await newSupport(admin);
    const customer = await signedIn('client');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { questions: sampleQuestions() }],
    ] as const) {
      const url = questionsUrl(service.id);
      expect((await asStaff(support, method, url, payload)).statusCode, method).toBe(403);
      expect((await asStaff(null, method, url, payload)).statusCode, method).toBe(401);
      expect((await call(method, url, customer, payload)).statusCode, method).toBe(401);
    }
    expect(await versionsOf(service.id)).toHaveLength(service.versions);
  });
});
