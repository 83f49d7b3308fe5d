import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { logbookScene } from '../../../test/logbook-fixtures';
import { logbookUnitsCatalogue } from '../../db/seed/logbook-units-catalogue';
import { seedLogbookUnits } from '../../db/seed/seed-logbook-units';
import { logbookUnits } from '../../db/schema/logbook';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const scene = logbookScene(() => testApp.app);
const { call, signedIn, serviceId } = scene;

const codesOf = (items: Array<{ code: string }>) => items.map((unit) => unit.code);
const seededCodes = (slug: string) =>
  logbookUnitsCatalogue
    .filter((unit) => unit.serviceSlug === slug)
    .map((unit) => unit.code)
    .sort();

describe('the reference units', () => {
  it('are 5 to 8 real units of competency for each of four trades, within the console’s limits', () => {
    for (const slug of ['electrician', 'plumber', 'carpenter', 'painter']) {
      const units = logbookUnitsCatalogue.filter((unit) => unit.serviceSlug === slug);
      expect(units.length, slug).toBeGreaterThanOrEqual(5);
      expect(units.length, slug).toBeLessThanOrEqual(8);
      expect(new Set(units.map((unit) => unit.code)).size).toBe(units.length);
      for (const unit of units) {
        expect(unit.code).toMatch(/^(UEE|CPC)[A-Z]{2,4}\d{4}$/);
        expect(unit.code.length).toBeLessThanOrEqual(logbookLimits.unitCodeMaxLength);
        expect(unit.title.length).toBeGreaterThanOrEqual(logbookLimits.unitTitleMinLength);
        expect(unit.title.length).toBeLessThanOrEqual(logbookLimits.unitTitleMaxLength);
      }
    }
  });

  it('are seeded again at each start, leaving what staff changed or hid as they left it', async () => {
    const electrician = await serviceId('electrician');
    const rows = await testApp.app.db
      .select()
      .from(logbookUnits)
      .where(eq(logbookUnits.serviceId, electrician));
    expect(rows.map((row) => row.code).sort()).toEqual(seededCodes('electrician'));
    const [drifted, edited] = rows;
    await testApp.app.db
      .update(logbookUnits)
      .set({ title: 'An old title' })
      .where(eq(logbookUnits.id, drifted!.id));
    await testApp.app.db
      .update(logbookUnits)
      .set({ title: 'Staff wording', hiddenAt: new Date(), editedByStaffAt: new Date() })
      .where(eq(logbookUnits.id, edited!.id));

    await seedLogbookUnits(testApp.app.db);
    await seedLogbookUnits(testApp.app.db);
    const after = await testApp.app.db
      .select()
      .from(logbookUnits)
      .where(eq(logbookUnits.serviceId, electrician));
    expect(after).toHaveLength(rows.length);
    expect(after.find((row) => row.id === drifted!.id)!.title).toBe(drifted!.title);
    expect(after.find((row) => row.id === edited!.id)).toMatchObject({ title: 'Staff wording' });
    expect(after.find((row) => row.id === edited!.id)!.hiddenAt).not.toBeNull();
  });
});

describe('GET /api/logbook/units', () => {
  it('lists the units of one trade by code, with the trade', async () => {
    const painter = await serviceId('painter');
    const response = await call(
      'GET',
      `/api/logbook/units?serviceId=${painter}`,
      await scene.apprentice(),
    );
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(codesOf(items)).toEqual(seededCodes('painter'));
    expect(items[0]).toMatchObject({
      service: { _id: painter, name: 'Painter' },
      code: 'CPCCPD2012',
      title: 'Use painting and decorating tools and equipment',
      hidden: false,
    });
  });

  it("lists the units of the apprentice's own trades without a trade, hidden units left out", async () => {
    const plumber = await serviceId('plumber');
    const carpenter = await serviceId('carpenter');
    const ruby = await scene.apprentice({ serviceIds: [plumber, carpenter] });
    const [hidden] = await testApp.app.db
      .update(logbookUnits)
      .set({ hiddenAt: new Date(), editedByStaffAt: new Date() })
      .where(eq(logbookUnits.code, 'CPCPDR3022'))
      .returning();
    const { items } = (await call('GET', '/api/logbook/units', ruby)).json().data;
    expect(codesOf(items)).toEqual([
      ...seededCodes('carpenter'),
      ...seededCodes('plumber').filter((code) => code !== hidden!.code),
    ]);
  });

  it('answers a client, who offers no trade, with none; refuses the signed out and a bad id', async () => {
    const client = await signedIn('client');
    expect((await call('GET', '/api/logbook/units', client)).json().data.items).toEqual([]);
    expect((await call('GET', '/api/logbook/units', null)).statusCode).toBe(401);
    const bad = await call('GET', '/api/logbook/units?serviceId=painter', client);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.logbook.serviceRequired);
  });
});
