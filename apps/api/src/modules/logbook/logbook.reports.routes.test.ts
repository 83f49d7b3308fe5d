import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type { LogbookTotals } from '@trademate/shared/schemas/logbook';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool } from '../../../test/job-fixtures';
import { logbookRows } from '../../../test/logbook-reports-fixtures';
import { logbookSettings } from '../../db/schema/logbook';

const m = messages.logbook;

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
const rows = logbookRows(app);

const notApprentices: UserType[] = ['client', 'tradie', 'freeTradie'];

/** Everyone but a verified apprentice, with what each is told. */
async function expectOnlyApprentices(method: 'GET' | 'PUT', url: string, body?: object) {
  for (const userType of notApprentices) {
    const response = await call(method, url, await signedIn(userType), body);
    expect(response.statusCode, userType).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: m.onlyApprentices });
  }
  const unverified = await signedIn('apprentice', { verified: false });
  const refused = await call(method, url, unverified, body);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('NOT_VERIFIED');
  const signedOut = await call(method, url, null, body);
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json().code).toBe('UNAUTHENTICATED');
}

describe('the logbook settings', () => {
  it('start with no target and hours kept off the profile, and keep what the apprentice saves', async () => {
    const apprentice = await signedIn('apprentice');
    const first = await call('GET', '/api/logbook/settings', apprentice);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ targetHours: null, showVerifiedHours: false });

    const saved = await call('PUT', '/api/logbook/settings', apprentice, {
      targetHours: 3_800,
      showVerifiedHours: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: m.settingsSaved,
      data: { targetHours: 3_800, showVerifiedHours: true },
    });
    const again = await call('PUT', '/api/logbook/settings', apprentice, {
      targetHours: null,
      showVerifiedHours: true,
    });
    expect(again.json().data).toEqual({ targetHours: null, showVerifiedHours: true });
    const read = await call('GET', '/api/logbook/settings', apprentice);
    expect(read.json().data).toEqual({ targetHours: null, showVerifiedHours: true });
  });

  it('refuses a target out of range or not whole, saying so, and changes nothing', async () => {
    const apprentice = await signedIn('apprentice');
    for (const targetHours of [0, 12.5, 20_001, '200', -4]) {
      const response = await call('PUT', '/api/logbook/settings', apprentice, {
        targetHours,
        showVerifiedHours: true,
      });
      expect(response.statusCode, String(targetHours)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: m.targetInvalid,
        errors: [{ path: 'targetHours', message: m.targetInvalid }],
      });
    }
    const missing = await call('PUT', '/api/logbook/settings', apprentice, { targetHours: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('showVerifiedHours');
    const stored = await app()
      .db.select()
      .from(logbookSettings)
      .where(eq(logbookSettings.apprenticeId, apprentice.id));
    expect(stored).toEqual([]);
  });

  it('are refused to clients, tradies, free tradies, an unverified apprentice and the signed out', async () => {
    await expectOnlyApprentices('GET', '/api/logbook/settings');
    await expectOnlyApprentices('PUT', '/api/logbook/settings', {
      targetHours: 10,
      showVerifiedHours: true,
    });
  });
});

/**
 * An apprentice's logbook across three months and two supervisors: verified, waiting and returned
 * entries naming units of two trades, and another apprentice's entries on the same days.
 */
async function logbookScene() {
  const [carpentry, electrical] = await takeServices(2);
  const apprentice = await signedIn('apprentice', { serviceIds: [carpentry!.id] });
  const mick = await signedIn('tradie', { firstName: 'Mick', serviceIds: [carpentry!.id] });
  const ana = await signedIn('freeTradie', { firstName: 'Ana', serviceIds: [carpentry!.id] });
  const framing = await rows.unit(carpentry!.id, 'Construct wall frames', 'CPCCCA3010');
  const demolition = await rows.unit(carpentry!.id, 'Carry out demolition', 'CPCCCA3001');
  const cabling = await rows.unit(electrical!.id, 'Install wiring systems', 'UEEEC0020');
  const withMick = await rows.supervision(apprentice.id, mick.id);
  const withAna = await rows.supervision(apprentice.id, ana.id, 'ended');
  await rows.entry(withMick, {
    workDate: '2026-01-05',
    minutes: 480,
    unitIds: [framing.id, demolition.id],
    level: 'supervised',
  });
  await rows.entry(withMick, {
    workDate: '2026-01-06',
    minutes: 450,
    status: 'pending',
    unitIds: [framing.id],
    level: 'assisted',
  });
  await rows.entry(withAna, {
    workDate: '2026-02-10',
    minutes: 240,
    status: 'returned',
    unitIds: [demolition.id],
    level: 'independent',
  });
  await rows.entry(withAna, { workDate: '2026-02-11', minutes: 420, level: 'independent' });
  await rows.entry(withMick, {
    workDate: '2026-03-02',
    minutes: 90,
    unitIds: [cabling.id],
    level: 'supervised',
  });
  const other = await signedIn('apprentice');
  const otherLink = await rows.supervision(other.id, mick.id);
  await rows.entry(otherLink, { workDate: '2026-01-05', minutes: 600, unitIds: [framing.id] });
  return { apprentice, mick, ana, framing, demolition, cabling, other };
}

const person = (who: Person) => ({
  _id: who.id,
  firstName: who.firstName,
  lastName: 'Nguyen',
  avatar: null,
});

describe("the logbook's totals", () => {
  it('add up verified, waiting and returned time, per unit, level, supervisor and month', async () => {
    const scene = await logbookScene();
    await call('PUT', '/api/logbook/settings', scene.apprentice, {
      targetHours: 2_000,
      showVerifiedHours: false,
    });
    const response = await call('GET', '/api/logbook/totals', scene.apprentice);
    expect(response.statusCode).toBe(200);
    const unit = (row: { id: string; code: string; title: string }) => ({
      _id: row.id,
      code: row.code,
      title: row.title,
    });
    expect(response.json().data).toEqual({
      verifiedMinutes: 990,
      pendingMinutes: 450,
      returnedMinutes: 240,
      targetHours: 2_000,
      // An entry naming two units counts for both; a returned one for none.
      byUnit: [
        { key: unit(scene.demolition), verifiedMinutes: 480, pendingMinutes: 0 },
        { key: unit(scene.framing), verifiedMinutes: 480, pendingMinutes: 450 },
        { key: unit(scene.cabling), verifiedMinutes: 90, pendingMinutes: 0 },
      ],
      byLevel: [
        { key: 'assisted', verifiedMinutes: 0, pendingMinutes: 450 },
        { key: 'supervised', verifiedMinutes: 570, pendingMinutes: 0 },
        { key: 'independent', verifiedMinutes: 420, pendingMinutes: 0 },
      ],
      // An ended supervision keeps the time it verified.
      bySupervisor: [
        { key: person(scene.ana), verifiedMinutes: 420, pendingMinutes: 0 },
        { key: person(scene.mick), verifiedMinutes: 570, pendingMinutes: 450 },
      ],
      byMonth: [
        { key: '2026-01', verifiedMinutes: 480, pendingMinutes: 450 },
        { key: '2026-02', verifiedMinutes: 420, pendingMinutes: 0 },
        { key: '2026-03', verifiedMinutes: 90, pendingMinutes: 0 },
      ],
    } satisfies LogbookTotals);
  });

  it('cover the days of a period, or those from or to a day', async () => {
    const scene = await logbookScene();
    const february = await call(
      'GET',
      '/api/logbook/totals?from=2026-02-01&to=2026-02-28',
      scene.apprentice,
    );
    expect(february.json().data).toEqual({
      verifiedMinutes: 420,
      pendingMinutes: 0,
      returnedMinutes: 240,
      targetHours: null,
      byUnit: [],
      byLevel: [{ key: 'independent', verifiedMinutes: 420, pendingMinutes: 0 }],
      bySupervisor: [{ key: person(scene.ana), verifiedMinutes: 420, pendingMinutes: 0 }],
      byMonth: [{ key: '2026-02', verifiedMinutes: 420, pendingMinutes: 0 }],
    });
    const fromMarch = await call('GET', '/api/logbook/totals?from=2026-03-01', scene.apprentice);
    expect(fromMarch.json().data).toMatchObject({ verifiedMinutes: 90, pendingMinutes: 0 });
    const toJanuary6 = await call('GET', '/api/logbook/totals?to=2026-01-06', scene.apprentice);
    expect(toJanuary6.json().data).toMatchObject({ verifiedMinutes: 480, pendingMinutes: 450 });
  });

  it("count only the apprentice's own entries, and nothing for a new logbook", async () => {
    const scene = await logbookScene();
    const theirs = await call('GET', '/api/logbook/totals', scene.other);
    expect(theirs.json().data).toMatchObject({
      verifiedMinutes: 600,
      bySupervisor: [{ key: person(scene.mick), verifiedMinutes: 600, pendingMinutes: 0 }],
    });
    const fresh = await call('GET', '/api/logbook/totals', await signedIn('apprentice'));
    expect(fresh.json().data).toEqual({
      verifiedMinutes: 0,
      pendingMinutes: 0,
      returnedMinutes: 0,
      targetHours: null,
      byUnit: [],
      byLevel: [],
      bySupervisor: [],
      byMonth: [],
    });
  });

  it('refuse a date that is not one, or a period that ends before it starts', async () => {
    const apprentice = await signedIn('apprentice');
    const cases = [
      ['from=2026-02-30', 'from', m.dateInvalid],
      ['to=yesterday', 'to', m.dateInvalid],
      ['from=2026-03-01&to=2026-02-01', 'to', m.rangeInvalid],
    ] as const;
    for (const [query, path, message] of cases) {
      const response = await call('GET', `/api/logbook/totals?${query}`, apprentice);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path, message }] });
    }
  });

  it('are refused to clients, tradies, free tradies, an unverified apprentice and the signed out', async () => {
    await expectOnlyApprentices('GET', '/api/logbook/totals');
  });
});
