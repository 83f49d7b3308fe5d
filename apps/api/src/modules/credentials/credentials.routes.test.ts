import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { licences } from '../../db/schema/credentials';

let testApp: TestApp;
beforeAll(async () => {
  // No ABR_GUID: ABNs are checked by their digits alone.
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const { call, signedIn } = apiClient(() => testApp.app);

const licence = {
  state: 'NSW',
  trade: 'electrical',
  number: '123456C',
  licenceClass: 'Contractor licence – Electrician',
  expiresOn: '2028-06-30',
};

describe('PUT /api/user/business', () => {
  it('saves an ABN typed with spaces, checked by its digits when no register lookup is set up', async () => {
    const tradie = await signedIn('tradie');
    const response = await call('PUT', '/api/user/business', tradie.token, {
      abn: ' 51 824 753 556 ',
      businessName: '  Sparks & Co  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: messages.business.saved,
      data: { abn: '51824753556', businessName: 'Sparks & Co', check: 'format', register: null },
    });
    const own = await call('GET', '/api/user/credentials', tradie.token);
    expect(own.json().data.business).toMatchObject({ abn: '51824753556', check: 'format' });
  });

  it('refuses an ABN whose check digits fail, with a clear message, and keeps the one saved', async () => {
    const tradie = await signedIn('freeTradie');
    await call('PUT', '/api/user/business', tradie.token, { abn: '51824753556' });
    const response = await call('PUT', '/api/user/business', tradie.token, {
      abn: '51 824 753 557',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: messages.business.abnChecksum,
      errors: [{ path: 'abn', message: messages.business.abnChecksum }],
    });
    const own = await call('GET', '/api/user/credentials', tradie.token);
    expect(own.json().data.business.abn).toBe('51824753556');
  });

  it('refuses what is not 11 digits, and no ABN at all', async () => {
    const apprentice = await signedIn('apprentice');
    for (const [abn, message] of [
      ['51-824-753-556', messages.business.abnFormat],
      ['5182475355', messages.business.abnFormat],
      ['   ', messages.business.abnRequired],
    ]) {
      const response = await call('PUT', '/api/user/business', apprentice.token, { abn });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const missing = await call('PUT', '/api/user/business', apprentice.token, {});
    expect(missing.json().message).toBe(messages.business.abnRequired);
  });

  it('refuses a business name over 120 characters', async () => {
    const tradie = await signedIn('tradie');
    const response = await call('PUT', '/api/user/business', tradie.token, {
      abn: '51824753556',
      businessName: 'x'.repeat(121),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.business.businessNameTooLong);
  });

  it('refuses a client with 403, however valid the ABN, and stores nothing', async () => {
    const client = await signedIn('client');
    const response = await call('PUT', '/api/user/business', client.token, {
      abn: '51824753556',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: messages.business.professionalsOnly,
    });
    const own = await call('GET', '/api/user/credentials', client.token);
    expect(own.statusCode).toBe(403);
  });

  it('refuses a signed-out request with 401', async () => {
    const response = await call('PUT', '/api/user/business', undefined, { abn: '51824753556' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/business', () => {
  it('removes the ABN, then answers 404 when there is none', async () => {
    const tradie = await signedIn('tradie');
    await call('PUT', '/api/user/business', tradie.token, { abn: '51824753556' });
    const removed = await call('DELETE', '/api/user/business', tradie.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(messages.business.removed);
    const again = await call('DELETE', '/api/user/business', tradie.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.business.notFound);
  });
});

describe('POST /api/user/licences', () => {
  it('records several licences, each as printed on the card', async () => {
    const tradie = await signedIn('tradie');
    const first = await call('POST', '/api/user/licences', tradie.token, licence);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      responseCode: 201,
      message: messages.licences.added,
      data: { ...licence, _id: expect.any(String) },
    });
    const second = await call('POST', '/api/user/licences', tradie.token, {
      state: 'QLD',
      trade: 'electrical',
      number: ' 99  123 ',
      expiresOn: '2027-01-31',
    });
    expect(second.json().data).toMatchObject({ number: '99 123', licenceClass: '' });
    const own = await call('GET', '/api/user/credentials', tradie.token);
    expect(own.json().data.licences.map((l: { state: string }) => l.state)).toEqual(['NSW', 'QLD']);
  });

  it('refuses the same licence twice with 409', async () => {
    const tradie = await signedIn('apprentice');
    await call('POST', '/api/user/licences', tradie.token, licence);
    const again = await call('POST', '/api/user/licences', tradie.token, licence);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.licences.duplicate);
  });

  it('refuses a 21st licence', async () => {
    const tradie = await signedIn('tradie');
    for (let n = 0; n < 20; n += 1) {
      const added = await call('POST', '/api/user/licences', tradie.token, {
        ...licence,
        number: `L${n}`,
      });
      expect(added.statusCode).toBe(201);
    }
    const more = await call('POST', '/api/user/licences', tradie.token, {
      ...licence,
      number: 'L20',
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(messages.licences.tooMany(20));
  });

  it('names each field that is wrong', async () => {
    const tradie = await signedIn('tradie');
    const cases: [object, string][] = [
      [{ ...licence, state: 'ACT' }, messages.licences.stateRequired],
      [{ ...licence, trade: 'astrology' }, messages.licences.tradeRequired],
      [{ ...licence, number: '' }, messages.licences.numberRequired],
      [{ ...licence, number: 'ABC#123' }, messages.licences.numberInvalid],
      [{ ...licence, number: 'A'.repeat(31) }, messages.licences.numberInvalid],
      [{ ...licence, licenceClass: 'c'.repeat(101) }, messages.licences.classTooLong],
      [{ ...licence, expiresOn: '2027-02-30' }, messages.licences.expiryRequired],
      [{ ...licence, expiresOn: '1999-12-31' }, messages.licences.expiryOutOfRange],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/user/licences', tradie.token, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a client with 403', async () => {
    const client = await signedIn('client');
    const response = await call('POST', '/api/user/licences', client.token, licence);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.licences.professionalsOnly);
  });
});

describe('DELETE /api/user/licences/:id', () => {
  it("removes one's own licence", async () => {
    const tradie = await signedIn('tradie');
    const added = (await call('POST', '/api/user/licences', tradie.token, licence)).json().data;
    const removed = await call('DELETE', `/api/user/licences/${added._id}`, tradie.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(messages.licences.removed);
    expect((await call('GET', '/api/user/credentials', tradie.token)).json().data.licences).toEqual(
      [],
    );
  });

  it("refuses another professional's licence with 404 and leaves it", async () => {
    const owner = await signedIn('tradie');
    const other = await signedIn('tradie');
    const added = (await call('POST', '/api/user/licences', owner.token, licence)).json().data;
    const response = await call('DELETE', `/api/user/licences/${added._id}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.licences.notFound);
    const rows = await testApp.app.db.select().from(licences).where(eq(licences.id, added._id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for an id that is not one, 404 for one nobody has', async () => {
    const tradie = await signedIn('tradie');
    expect((await call('DELETE', '/api/user/licences/nope', tradie.token)).statusCode).toBe(400);
    const unknown = await call(
      'DELETE',
      '/api/user/licences/3f0c3a55-1c1d-4e8e-9b8e-0b8f6a3a9a11',
      tradie.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
