import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { logbookScene } from '../../../test/logbook-fixtures';
import { logbookSupervisions } from '../../db/schema/logbook';

const m = messages.logbook;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const scene = logbookScene(() => testApp.app);
const { call, signedIn, apprentice, professional, requested, linked, noticesOf } = scene;

const linksOf = (apprenticeId: string) =>
  testApp.app.db
    .select()
    .from(logbookSupervisions)
    .where(eq(logbookSupervisions.apprenticeId, apprenticeId));

describe('POST /api/logbook/supervisions', () => {
  it('asks a tradie, who is told and sees the request with the apprentice', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const response = await call('POST', '/api/logbook/supervisions', ruby, {
      supervisorId: mick.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.supervisorRequested);
    const link = response.json().data;
    expect(link).toMatchObject({
      status: 'pending',
      apprentice: { _id: ruby.id, firstName: 'Ruby', lastName: 'Nguyen', avatar: null },
      supervisor: { _id: mick.id, firstName: 'Mick', businessName: null },
      respondedAt: null,
      endedAt: null,
      pendingCount: 0,
    });

    const [told, ...more] = await noticesOf(mick.id, 'logbook_supervision');
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      title: m.notifySupervisionRequested('Ruby Nguyen'),
      body: m.notifyBodies.supervisionRequested,
      link: paths.logbookReview.href(),
    });

    for (const who of [ruby, mick]) {
      const list = await call('GET', '/api/logbook/supervisions', who);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.items).toEqual([link]);
    }
  });

  it('asks a free tradie too', async () => {
    const ruby = await apprentice();
    const ben = await professional('freeTradie');
    expect((await requested(ruby, ben)).status).toBe('pending');
  });

  it('refuses a second request to the same professional while one is open, and allows one after a decline', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const first = await requested(ruby, mick);
    const again = await call('POST', '/api/logbook/supervisions', ruby, { supervisorId: mick.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: m.alreadyLinked });

    expect(
      (await call('POST', `/api/logbook/supervisions/${first._id}/decline`, mick)).statusCode,
    ).toBe(200);
    expect((await requested(ruby, mick)).status).toBe('pending');
    expect(await linksOf(ruby.id)).toHaveLength(2);
  });

  it('refuses a second request once linked', async () => {
    const { apprentice: ruby, supervisor: mick } = await linked();
    const again = await call('POST', '/api/logbook/supervisions', ruby, { supervisorId: mick.id });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to ask a client or another apprentice, saying to choose a professional', async () => {
    const ruby = await apprentice();
    for (const other of [await signedIn('client'), await apprentice()]) {
      const response = await call('POST', '/api/logbook/supervisions', ruby, {
        supervisorId: other.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: m.supervisorNotProfessional,
        errors: [{ path: 'supervisorId', message: m.supervisorNotProfessional }],
      });
    }
    expect(await linksOf(ruby.id)).toEqual([]);
  });

  it('answers an unknown, a suspended and a blocked professional alike: not available', async () => {
    const ruby = await apprentice();
    const suspended = await professional();
    await testApp.app.users.suspend(suspended.id, 'Reported for abuse', testApp.app.db);
    const blockedByRuby = await professional();
    const blockingRuby = await professional();
    expect((await call('POST', '/api/block', ruby, { userId: blockedByRuby.id })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/block', blockingRuby, { userId: ruby.id })).statusCode).toBe(
      201,
    );

    for (const supervisorId of [
      '6b1f1c51-0000-4000-8000-000000000000',
      suspended.id,
      blockedByRuby.id,
      blockingRuby.id,
    ]) {
      const response = await call('POST', '/api/logbook/supervisions', ruby, { supervisorId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: m.supervisorNotFound });
    }
    expect(await linksOf(ruby.id)).toEqual([]);
    expect(await noticesOf(blockingRuby.id, 'logbook_supervision')).toEqual([]);
  });

  it('refuses professionals and clients (403), the unverified (403) and the signed out (401)', async () => {
    const mick = await professional();
    for (const userType of ['tradie', 'freeTradie', 'client'] as const) {
      const response = await call('POST', '/api/logbook/supervisions', await signedIn(userType), {
        supervisorId: mick.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const unverified = await apprentice({ verified: false });
    const refused = await call('POST', '/api/logbook/supervisions', unverified, {
      supervisorId: mick.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_VERIFIED');
    expect(
      (await call('POST', '/api/logbook/supervisions', null, { supervisorId: mick.id })).statusCode,
    ).toBe(401);
    expect(await linksOf(unverified.id)).toEqual([]);
  });

  it('refuses a supervisor id that is not an id with 400', async () => {
    const ruby = await apprentice();
    for (const body of [{ supervisorId: 'mick' }, {}]) {
      const response = await call('POST', '/api/logbook/supervisions', ruby, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.supervisorRequired);
    }
  });
});

describe('answering a request', () => {
  it('accepts: the link is active and the apprentice is told', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const request = await requested(ruby, mick);
    const response = await call('POST', `/api/logbook/supervisions/${request._id}/accept`, mick);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.supervisionAccepted);
    expect(response.json().data).toMatchObject({ _id: request._id, status: 'active' });
    expect(response.json().data.respondedAt).not.toBeNull();
    expect(await noticesOf(ruby.id, 'logbook_supervision')).toEqual([
      expect.objectContaining({
        title: m.notifySupervisionAccepted('Mick Nguyen'),
        body: m.notifyBodies.supervisionAccepted,
        link: paths.logbook.href(),
      }),
    ]);

    for (const action of ['accept', 'decline']) {
      const again = await call('POST', `/api/logbook/supervisions/${request._id}/${action}`, mick);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(m.supervisionNotPending);
    }
  });

  it('declines: the apprentice is told, and the link stays declined', async () => {
    const ruby = await apprentice();
    const mick = await professional('freeTradie');
    const request = await requested(ruby, mick);
    const response = await call('POST', `/api/logbook/supervisions/${request._id}/decline`, mick);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('declined');
    expect(await noticesOf(ruby.id, 'logbook_supervision')).toEqual([
      expect.objectContaining({ title: m.notifySupervisionDeclined('Mick Nguyen') }),
    ]);
    const accept = await call('POST', `/api/logbook/supervisions/${request._id}/accept`, mick);
    expect(accept.statusCode).toBe(409);
  });

  it('is for the professional asked: another one gets 404, the apprentice and a client 403', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const request = await requested(ruby, mick);
    for (const action of ['accept', 'decline']) {
      const url = `/api/logbook/supervisions/${request._id}/${action}`;
      for (const other of [await professional(), await professional('freeTradie')]) {
        const response = await call('POST', url, other);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(m.supervisionNotFound);
      }
      for (const refused of [ruby, await signedIn('client'), await apprentice()]) {
        expect((await call('POST', url, refused)).statusCode).toBe(403);
      }
      expect((await call('POST', url, null)).statusCode).toBe(401);
    }
    const [link] = await linksOf(ruby.id);
    expect(link!.status).toBe('pending');
  });

  it('refuses to accept once a block stands between the two', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const request = await requested(ruby, mick);
    expect((await call('POST', '/api/block', ruby, { userId: mick.id })).statusCode).toBe(201);
    const response = await call('POST', `/api/logbook/supervisions/${request._id}/accept`, mick);
    expect(response.statusCode).toBe(404);
    expect((await linksOf(ruby.id))[0]!.status).toBe('pending');
  });

  it('refuses an id that is not one with 400, and an unknown one with 404', async () => {
    const mick = await professional();
    const bad = await call('POST', '/api/logbook/supervisions/nope/accept', mick);
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      'POST',
      '/api/logbook/supervisions/6b1f1c51-0000-4000-8000-000000000000/accept',
      mick,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/logbook/supervisions/:id/end', () => {
  it('lets the apprentice end an active link; the supervisor is told and it cannot end twice', async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const response = await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, ruby);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.supervisionEnded);
    expect(response.json().data).toMatchObject({ status: 'ended' });
    expect(response.json().data.endedAt).not.toBeNull();
    expect(await noticesOf(mick.id, 'logbook_supervision')).toContainEqual(
      expect.objectContaining({
        title: m.notifySupervisionEnded('Ruby Nguyen'),
        body: m.notifyBodies.supervisionEndedToSupervisor,
        link: paths.logbookReview.href(),
      }),
    );
    const again = await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, mick);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.supervisionNotActive);
    const [row] = await linksOf(ruby.id);
    expect(row!.endedById).toBe(ruby.id);
  });

  it('lets the supervisor end a waiting request; the apprentice is told', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const request = await requested(ruby, mick);
    const response = await call('POST', `/api/logbook/supervisions/${request._id}/end`, mick);
    expect(response.statusCode).toBe(200);
    expect(await noticesOf(ruby.id, 'logbook_supervision')).toEqual([
      expect.objectContaining({
        title: m.notifySupervisionEnded('Mick Nguyen'),
        body: m.notifyBodies.supervisionEndedToApprentice,
        link: paths.logbook.href(),
      }),
    ]);
  });

  it('refuses a declined link with 409, and anyone but its two people with 404 or 403', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const request = await requested(ruby, mick);
    const url = `/api/logbook/supervisions/${request._id}/end`;
    for (const other of [
      await apprentice(),
      await professional(),
      await professional('freeTradie'),
    ]) {
      const response = await call('POST', url, other);
      expect(response.statusCode).toBe(404);
    }
    expect((await call('POST', url, await signedIn('client'))).statusCode).toBe(403);
    await call('POST', `/api/logbook/supervisions/${request._id}/decline`, mick);
    expect((await call('POST', url, ruby)).statusCode).toBe(409);
    expect((await linksOf(ruby.id))[0]!.status).toBe('declined');
  });
});

describe('GET /api/logbook/supervisions', () => {
  it('lists open links first, then the closed ones, to each side and no one else', async () => {
    const ruby = await apprentice();
    const mick = await professional();
    const kate = await professional();
    const ended = await requested(ruby, kate);
    await call('POST', `/api/logbook/supervisions/${ended._id}/end`, ruby);
    const open = await requested(ruby, mick);

    const mine = (await call('GET', '/api/logbook/supervisions', ruby)).json().data.items;
    expect(mine.map((link: { _id: string; status: string }) => [link._id, link.status])).toEqual([
      [open._id, 'pending'],
      [ended._id, 'ended'],
    ]);
    const kates = (await call('GET', '/api/logbook/supervisions', kate)).json().data.items;
    expect(kates.map((link: { _id: string }) => link._id)).toEqual([ended._id]);
    const outsider = await professional();
    expect((await call('GET', '/api/logbook/supervisions', outsider)).json().data.items).toEqual(
      [],
    );
  });

  it('refuses clients (403), the unverified (403) and the signed out (401)', async () => {
    expect(
      (await call('GET', '/api/logbook/supervisions', await signedIn('client'))).statusCode,
    ).toBe(403);
    const unverified = await professional('tradie', { verified: false });
    expect((await call('GET', '/api/logbook/supervisions', unverified)).statusCode).toBe(403);
    expect((await call('GET', '/api/logbook/supervisions', null)).statusCode).toBe(401);
  });
});

describe('GET /api/logbook/supervisions/:id/jobs', () => {
  it("lists the supervisor's hired jobs for the link's apprentice, latest hired first, without the client", async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const earlier = await scene.jobHiring(
      mick.id,
      'Rewire the old Queenslander',
      new Date(Date.now() - 86_400_000),
    );
    const later = await scene.jobHiring(mick.id, 'Switchboard upgrade in Ascot');
    await scene.jobHiring((await professional()).id, 'Someone else’s job');

    const response = await call('GET', `/api/logbook/supervisions/${supervision._id}/jobs`, ruby);
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items.map((job: { _id: string }) => job._id)).toEqual([later.id, earlier.id]);
    expect(Object.keys(items[0]).sort()).toEqual(['_id', 'hiredAt', 'place', 'status', 'title']);
    expect(items[0]).toMatchObject({
      title: 'Switchboard upgrade in Ascot',
      place: `${later.suburb ?? later.city}, ${later.state}`,
      status: 'in_progress',
    });
  });

  it('is refused to the supervisor and clients (403), other apprentices and unknown links (404), the signed out (401)', async () => {
    const { supervisor: mick, supervision } = await linked();
    const url = `/api/logbook/supervisions/${supervision._id}/jobs`;
    expect((await call('GET', url, mick)).statusCode).toBe(403);
    expect((await call('GET', url, await signedIn('client'))).statusCode).toBe(403);
    const other = await call('GET', url, await apprentice({ firstName: 'Leo' }));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(m.supervisionNotFound);
    const unknown = await call(
      'GET',
      '/api/logbook/supervisions/6b1f1c51-0000-4000-8000-000000000000/jobs',
      await apprentice(),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
