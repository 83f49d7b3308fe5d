import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createServicePool } from '../../../test/job-fixtures';
import { freshUnitCode, logbookRows } from '../../../test/logbook-reports-fixtures';
import type { SignedInStaff } from '../../../test/staff';
import { logbookUnits } from '../../db/schema/logbook';
import { auditLog } from '../../db/schema/staff';

const m = messages.logbook;
const r = messages.logbookReports;
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
const { asStaff, call, newAdmin, newSupport, signedIn } = apiClient(app);
const rows = logbookRows(app);

async function unitRow(id: string) {
  const [row] = await app().db.select().from(logbookUnits).where(eq(logbookUnits.id, id));
  return row!;
}

async function auditActions(recordId: string) {
  const entries = await app().db.select().from(auditLog).where(eq(auditLog.recordId, recordId));
  return entries.map((entry) => entry.action).sort();
}

describe("the console's units of competency", () => {
  it('lists every trade’s units by trade and code, the hidden ones too', async () => {
    const [first, second] = await takeServices(2);
    const shown = await rows.unit(second!.id, 'Install wiring systems', 'UEEEC0020');
    const hidden = await rows.unit(first!.id, 'Read plans', 'ZZZ0001');
    await app()
      .db.update(logbookUnits)
      .set({ hiddenAt: new Date() })
      .where(eq(logbookUnits.id, hidden.id));
    const early = await rows.unit(first!.id, 'Carry out measurements', 'AAA0001');

    const response = await asStaff(admin, 'GET', '/api/admin/logbook/units');
    expect(response.statusCode).toBe(200);
    const items: Array<{ _id: string }> = response.json().data.items;
    const ours = items.filter((item) => [shown.id, hidden.id, early.id].includes(item._id));
    const expected = {
      [first!.id]: [
        {
          _id: early.id,
          service: first,
          code: 'AAA0001',
          title: 'Carry out measurements',
          hidden: false,
        },
        { _id: hidden.id, service: first, code: 'ZZZ0001', title: 'Read plans', hidden: true },
      ],
      [second!.id]: [
        {
          _id: shown.id,
          service: second,
          code: 'UEEEC0020',
          title: 'Install wiring systems',
          hidden: false,
        },
      ],
    };
    expect(ours).toEqual(
      // The pool hands services out by name, as the list orders trades.
      [first!, second!].flatMap((service) =>
        expected[service.id]!.map((unit) => ({
          ...unit,
          service: { _id: unit.service!.id, name: unit.service!.name },
        })),
      ),
    );
  });

  it('adds a unit marked as the console’s, audited, and refuses a second one with its code', async () => {
    const [service, other] = await takeServices(2);
    const code = freshUnitCode('CPC');
    const input = { serviceId: service!.id, code: ` ${code} `, title: '  Construct stairs ' };
    const added = await asStaff(admin, 'POST', '/api/admin/logbook/units', input);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(r.unitAdded(code));
    const unit = added.json().data;
    expect(unit).toEqual({
      _id: expect.any(String),
      service: { _id: service!.id, name: service!.name },
      code,
      title: 'Construct stairs',
      hidden: false,
    });
    expect((await unitRow(unit._id)).editedByStaffAt).toBeInstanceOf(Date);
    expect(await auditActions(unit._id)).toEqual(['logbookUnit.add']);

    const twice = await asStaff(admin, 'POST', '/api/admin/logbook/units', {
      ...input,
      title: 'Another title',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      message: m.unitCodeTaken,
      errors: [{ path: 'code', message: m.unitCodeTaken }],
    });
    // Another trade may use the same code.
    const elsewhere = await asStaff(admin, 'POST', '/api/admin/logbook/units', {
      ...input,
      serviceId: other!.id,
      hidden: true,
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data).toMatchObject({ code, hidden: true });
  });

  it('edits a unit, hides it from new entries and shows it again, auditing each change', async () => {
    const [service, other] = await takeServices(2);
    const seeded = await rows.unit(service!.id, 'Carry out demolition', freshUnitCode('DEM'));
    expect(seeded.editedByStaffAt).toBeNull();
    const url = `/api/admin/logbook/units/${seeded.id}`;
    const values = {
      serviceId: service!.id,
      code: seeded.code,
      title: 'Carry out demolition work',
    };

    const edited = await asStaff(admin, 'PUT', url, values);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: m.unitSaved,
      data: { title: 'Carry out demolition work', hidden: false },
    });
    expect((await unitRow(seeded.id)).editedByStaffAt).toBeInstanceOf(Date);

    const hidden = await asStaff(admin, 'PUT', url, { ...values, hidden: true });
    expect(hidden.json().data.hidden).toBe(true);
    const hiddenAt = (await unitRow(seeded.id)).hiddenAt;
    expect(hiddenAt).toBeInstanceOf(Date);
    // Still hidden after another edit, since the first time.
    const retitled = await asStaff(admin, 'PUT', url, {
      ...values,
      title: 'Demolish',
      hidden: true,
    });
    expect(retitled.json().data).toMatchObject({ title: 'Demolish', hidden: true });
    expect((await unitRow(seeded.id)).hiddenAt).toEqual(hiddenAt);
    const moved = await asStaff(admin, 'PUT', url, { ...values, serviceId: other!.id });
    expect(moved.json().data).toMatchObject({
      service: { _id: other!.id, name: other!.name },
      hidden: false,
    });
    expect((await unitRow(seeded.id)).hiddenAt).toBeNull();
    expect(await auditActions(seeded.id)).toEqual([
      'logbookUnit.hide',
      'logbookUnit.show',
      'logbookUnit.update',
      'logbookUnit.update',
    ]);
  });

  it('refuses a code another unit of the trade has, an unknown unit or trade, and bad fields', async () => {
    const [service] = await takeServices(1);
    const taken = await rows.unit(service!.id, 'Construct wall frames', freshUnitCode('FRM'));
    const unit = await rows.unit(service!.id, 'Construct roof frames', freshUnitCode('ROF'));
    const url = `/api/admin/logbook/units/${unit.id}`;
    const values = { serviceId: service!.id, code: unit.code, title: unit.title };

    const clash = await asStaff(admin, 'PUT', url, { ...values, code: taken.code });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(m.unitCodeTaken);

    const missing = await asStaff(admin, 'PUT', `/api/admin/logbook/units/${UNKNOWN_ID}`, values);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(r.unitNotFound);

    const noTrade = await asStaff(admin, 'PUT', url, { ...values, serviceId: UNKNOWN_ID });
    expect(noTrade.statusCode).toBe(400);
    expect(noTrade.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ path: 'serviceId', message: m.serviceRequired }],
    });
    const addToNoTrade = await asStaff(admin, 'POST', '/api/admin/logbook/units', {
      ...values,
      code: freshUnitCode(),
      serviceId: UNKNOWN_ID,
    });
    expect(addToNoTrade.statusCode).toBe(400);

    const badFields = [
      [{ ...values, code: '   ' }, 'code', m.unitCodeRequired],
      [{ ...values, code: 'X'.repeat(21) }, 'code', m.unitCodeTooLong],
      [{ ...values, title: 'ab' }, 'title', m.unitTitleRequired],
      [{ ...values, title: 'x'.repeat(161) }, 'title', m.unitTitleTooLong],
      [{ ...values, serviceId: 'carpentry' }, 'serviceId', m.serviceRequired],
    ] as const;
    for (const [body, path, message] of badFields) {
      for (const [method, target] of [
        ['PUT', url],
        ['POST', '/api/admin/logbook/units'],
      ] as const) {
        const response = await asStaff(admin, method, target, body);
        expect(response.statusCode, `${method} ${path}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path, message }] });
      }
    }
    expect(await unitRow(unit.id)).toMatchObject({
      code: unit.code,
      title: unit.title,
      editedByStaffAt: null,
    });
    expect(await auditActions(unit.id)).toEqual([]);
  });

  it('is refused to support staff, the signed out and a customer’s session', async () => {
    const [service] = await takeServices(1);
    const unit = await rows.unit(service!.id, 'Construct stairs', freshUnitCode());
    const support = await newSupport(admin);
    const body = { serviceId: service!.id, code: freshUnitCode(), title: 'Construct stairs' };
    const requests = [
      ['GET', '/api/admin/logbook/units', undefined],
      ['POST', '/api/admin/logbook/units', body],
      ['PUT', `/api/admin/logbook/units/${unit.id}`, body],
    ] as const;
    const apprentice = await signedIn('apprentice');
    for (const [method, url, payload] of requests) {
      const bySupport = await asStaff(support, method, url, payload);
      expect(bySupport.statusCode, `${method} ${url}`).toBe(403);
      expect((await asStaff(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(method, url, apprentice, payload)).statusCode).toBe(401);
    }
    expect(await unitRow(unit.id)).toMatchObject({ code: unit.code, editedByStaffAt: null });
    const added = await app()
      .db.select()
      .from(logbookUnits)
      .where(eq(logbookUnits.code, body.code));
    expect(added).toEqual([]);
  });
});
