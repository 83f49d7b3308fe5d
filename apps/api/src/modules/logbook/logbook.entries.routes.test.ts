import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { allCursorPages } from '../../../test/http';
import { dayFromToday, entryPayload, logbookScene } from '../../../test/logbook-fixtures';
import { logbookEntries, logbookEntryRevisions, logbookUnits } from '../../db/schema/logbook';

const m = messages.logbook;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const scene = logbookScene(() => testApp.app);
const { call, signedIn, apprentice, professional, linked, recorded, waitingEntry } = scene;

const entriesOf = (apprenticeId: string) =>
  testApp.app.db.select().from(logbookEntries).where(eq(logbookEntries.apprenticeId, apprenticeId));

const revisionsOf = (entryIds: string[]) =>
  testApp.app.db
    .select()
    .from(logbookEntryRevisions)
    .where(inArray(logbookEntryRevisions.entryId, entryIds));

describe('POST /api/logbook/entries', () => {
  it('records a week at once, each day waiting for the supervisor as its first revision', async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const units = await scene.unitsOf('electrician');
    const job = await scene.jobHiring(mick.id);
    const photo = await scene.uploadedPhoto(ruby);
    const days = [-5, -4, -3, -2, -1].map((back, index) =>
      entryPayload(supervision._id, {
        workDate: dayFromToday(back),
        minutes: 450 + index * 15,
        ...(index === 0
          ? {
              jobId: job.id,
              unitIds: [units.get('UEEEL0012')!, units.get('UEECD0007')!],
              photos: [photo],
              level: 'assisted',
            }
          : {}),
      }),
    );
    const response = await call('POST', '/api/logbook/entries', ruby, { entries: days });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.entriesSaved(5));
    const items = response.json().data.items;
    expect(items.map((item: { workDate: string }) => item.workDate)).toEqual(
      days.map((day) => day.workDate),
    );
    expect(items[0]).toMatchObject({
      apprentice: { _id: ruby.id, firstName: 'Ruby' },
      supervisor: { _id: mick.id, firstName: 'Mick' },
      supervisionId: supervision._id,
      minutes: 450,
      site: 'Paddington, QLD',
      job: { _id: job.id, title: job.title },
      units: [
        { _id: units.get('UEEEL0012'), code: 'UEEEL0012' },
        { _id: units.get('UEECD0007'), code: 'UEECD0007' },
      ],
      level: 'assisted',
      photos: [photo],
      status: 'pending',
      revision: 1,
      verifiedAt: null,
      returnComment: null,
      wasVerified: false,
    });
    const revisions = await revisionsOf(items.map((item: { _id: string }) => item._id));
    expect(revisions).toHaveLength(5);
    expect(revisions.every((row) => row.revision === 1 && row.outcome === null)).toBe(true);
    // The supervisor hears of waiting entries from the weekly reminder, not entry by entry.
    expect(await scene.noticesOf(mick.id, 'logbook_pending')).toEqual([]);

    const one = await call('GET', `/api/logbook/entries/${items[0]._id}`, mick);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.history).toEqual([
      expect.objectContaining({
        revision: 1,
        outcome: null,
        decidedAt: null,
        comment: null,
        job: { _id: job.id, title: job.title },
        units: items[0].units,
        photos: [photo],
      }),
    ]);
  });

  it('accepts a day exactly two years back and today in Australia', async () => {
    const { apprentice: ruby, supervision } = await linked();
    const made = await recorded(ruby, [
      entryPayload(supervision._id, { workDate: dayFromToday(-730) }),
      entryPayload(supervision._id, { workDate: dayFromToday(0) }),
    ]);
    expect(made).toHaveLength(2);
  });

  it('refuses a day in the future or over two years back, naming the entry, and stores nothing', async () => {
    const { apprentice: ruby, supervision } = await linked();
    const response = await call('POST', '/api/logbook/entries', ruby, {
      entries: [
        entryPayload(supervision._id),
        entryPayload(supervision._id, { workDate: dayFromToday(1) }),
        entryPayload(supervision._id, { workDate: dayFromToday(-731) }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: m.workDateFuture,
      errors: [
        { path: 'entries.1.workDate', message: m.workDateFuture },
        { path: 'entries.2.workDate', message: m.workDateTooOld },
      ],
    });
    expect(await entriesOf(ruby.id)).toEqual([]);
  });

  it("refuses a link that is not the apprentice's and active: someone else's, waiting, ended or unknown", async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const other = await linked();
    const waiting = await scene.requested(ruby, await professional());
    const ended = await scene.requested(ruby, await professional('freeTradie'));
    await call('POST', `/api/logbook/supervisions/${ended._id}/end`, ruby);
    const told = await scene.everyNoticeOf([other.supervisor.id, mick.id]);
    const response = await call('POST', '/api/logbook/entries', ruby, {
      entries: [
        entryPayload(supervision._id),
        entryPayload(other.supervision._id),
        entryPayload(waiting._id),
        entryPayload(ended._id),
        entryPayload('6b1f1c51-0000-4000-8000-000000000000'),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      [1, 2, 3, 4].map((index) => ({
        path: `entries.${index}.supervisionId`,
        message: m.notYourSupervisor,
      })),
    );
    expect(await entriesOf(ruby.id)).toEqual([]);
    expect(await scene.everyNoticeOf([other.supervisor.id, mick.id])).toEqual(told);
  });

  it("refuses a job the supervisor was not hired for, a unit not offered and a photo that is not the apprentice's", async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const someoneElses = await scene.jobHiring((await professional()).id);
    const units = await scene.unitsOf('plumber');
    const [hidden] = await testApp.app.db
      .update(logbookUnits)
      .set({ hiddenAt: new Date(), editedByStaffAt: new Date() })
      .where(eq(logbookUnits.id, units.get('CPCPCM2055')!))
      .returning();
    const otherApprentice = await apprentice();
    const theirPhoto = await scene.uploadedPhoto(otherApprentice);
    const mine = await scene.uploadedPhoto(ruby);

    const response = await call('POST', '/api/logbook/entries', ruby, {
      entries: [
        entryPayload(supervision._id, { jobId: someoneElses.id }),
        entryPayload(supervision._id, { unitIds: [hidden!.id] }),
        entryPayload(supervision._id, { unitIds: ['6b1f1c51-0000-4000-8000-000000000000'] }),
        entryPayload(supervision._id, { photos: [mine, theirPhoto] }),
        entryPayload(supervision._id, { photos: ['/uploads/job-photos/nope.webp'] }),
        entryPayload(supervision._id, { jobId: (await scene.jobHiring(mick.id)).id }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'entries.0.jobId', message: m.jobNotSupervisors },
      { path: 'entries.1.unitIds', message: m.unitNotFound },
      { path: 'entries.2.unitIds', message: m.unitNotFound },
      { path: 'entries.3.photos', message: m.photoInvalid },
      { path: 'entries.4.photos', message: m.photoInvalid },
    ]);
    expect(await entriesOf(ruby.id)).toEqual([]);
  });

  it.each([
    ['minutes not in quarter hours', { minutes: 100 }, m.minutesInvalid],
    ['no time at all', { minutes: 0 }, m.minutesInvalid],
    ['more than 16 hours', { minutes: 975 }, m.minutesInvalid],
    ['a description too short', { tasks: 'Cables' }, m.tasksTooShort],
    ['no level', { level: 'expert' }, m.levelRequired],
    [
      'seven units',
      { unitIds: Array(7).fill('6b1f1c51-0000-4000-8000-000000000000') },
      m.unitsTooMany,
    ],
    ['a photo from elsewhere', { photos: ['https://example.com/a.jpg'] }, m.photoInvalid],
    ['a date that does not exist', { workDate: '2025-02-30' }, m.workDateRequired],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const { apprentice: ruby, supervision } = await linked();
    const response = await call('POST', '/api/logbook/entries', ruby, {
      entries: [{ ...entryPayload(supervision._id), ...overrides }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await entriesOf(ruby.id)).toEqual([]);
  });

  it('refuses no day and more than seven days at once', async () => {
    const { apprentice: ruby, supervision } = await linked();
    const none = await call('POST', '/api/logbook/entries', ruby, { entries: [] });
    expect(none.json().message).toBe(m.entriesRequired);
    const eight = await call('POST', '/api/logbook/entries', ruby, {
      entries: Array.from({ length: 8 }, () => entryPayload(supervision._id)),
    });
    expect(eight.statusCode).toBe(400);
    expect(eight.json().message).toBe(m.entriesTooMany);
  });

  it('refuses professionals and clients (403), the unverified (403) and the signed out (401)', async () => {
    const { supervisor: mick, supervision } = await linked();
    const body = { entries: [entryPayload(supervision._id)] };
    for (const who of [mick, await professional('freeTradie'), await signedIn('client')]) {
      const response = await call('POST', '/api/logbook/entries', who, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const unverified = await apprentice({ verified: false });
    expect((await call('POST', '/api/logbook/entries', unverified, body)).json().code).toBe(
      'NOT_VERIFIED',
    );
    expect((await call('POST', '/api/logbook/entries', null, body)).statusCode).toBe(401);
  });
});

describe('GET /api/logbook/entries', () => {
  it("pages the apprentice's entries newest day first, and filters them by status and days", async () => {
    const { apprentice: ruby, supervision } = await linked();
    const made = await recorded(
      ruby,
      [-6, -5, -4, -3, -2, -1, 0].map((back) =>
        entryPayload(supervision._id, { workDate: dayFromToday(back) }),
      ),
    );
    // Two entries on one day: the newer id first.
    const [sameDay] = await recorded(ruby, [
      entryPayload(supervision._id, { workDate: dayFromToday(-3) }),
    ]);
    const pages = await allCursorPages(async (cursor) => {
      const query = `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await call('GET', `/api/logbook/entries?${query}`, ruby);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    const listed = pages.flat() as Array<{ _id: string; workDate: string }>;
    expect(listed.map((entry) => entry.workDate)).toEqual(
      [0, -1, -2, -3, -3, -4, -5, -6].map(dayFromToday),
    );
    const [first, second] = [made[3]!._id, sameDay!._id].sort().reverse();
    expect(listed.slice(3, 5).map((entry) => entry._id)).toEqual([first, second]);

    const range = await call(
      'GET',
      `/api/logbook/entries?from=${dayFromToday(-4)}&to=${dayFromToday(-2)}&status=pending`,
      ruby,
    );
    expect(range.json().data.items).toHaveLength(4);
    const verified = await call('GET', '/api/logbook/entries?status=verified', ruby);
    expect(verified.json().data).toEqual({ items: [], nextCursor: null });
  });

  it('shows a supervisor the entries of each apprentice they supervise, one apprentice when asked', async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const leo = await apprentice({ firstName: 'Leo' });
    const leoRequest = await scene.requested(leo, mick);
    await call('POST', `/api/logbook/supervisions/${leoRequest._id}/accept`, mick);
    await recorded(ruby, [entryPayload(supervision._id)]);
    await recorded(leo, [entryPayload(leoRequest._id), entryPayload(leoRequest._id)]);

    const all = (await call('GET', '/api/logbook/entries', mick)).json().data.items;
    expect(all).toHaveLength(3);
    const leos = (await call('GET', `/api/logbook/entries?apprenticeId=${leo.id}`, mick)).json()
      .data.items;
    expect(leos.map((entry: { apprentice: { _id: string } }) => entry.apprentice._id)).toEqual([
      leo.id,
      leo.id,
    ]);
    // Another professional and another apprentice see none of them.
    for (const outsider of [await professional(), await apprentice()]) {
      expect((await call('GET', '/api/logbook/entries', outsider)).json().data.items).toEqual([]);
      const asked = await call('GET', `/api/logbook/entries?apprenticeId=${ruby.id}`, outsider);
      expect(asked.json().data.items).toEqual([]);
    }
  });

  it('refuses a period that ends before it starts, a broken cursor, clients and the signed out', async () => {
    const ruby = await apprentice();
    const backwards = await call(
      'GET',
      `/api/logbook/entries?from=${dayFromToday(-1)}&to=${dayFromToday(-2)}`,
      ruby,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(m.rangeInvalid);
    const cursor = await call('GET', '/api/logbook/entries?cursor=bm9wZQ', ruby);
    expect(cursor.statusCode).toBe(400);
    expect((await call('GET', '/api/logbook/entries', await signedIn('client'))).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/logbook/entries', null)).statusCode).toBe(401);
  });
});

describe('GET /api/logbook/entries/:id', () => {
  it('is for the apprentice and the supervisor, who still reads it after the link ends', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, ruby);
    for (const who of [ruby, mick]) {
      const response = await call('GET', `/api/logbook/entries/${entry._id}`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ _id: entry._id, status: 'pending' });
    }
  });

  it('is not found for anyone else, as an unknown id is; clients are refused', async () => {
    const { entry } = await waitingEntry();
    const url = `/api/logbook/entries/${entry._id}`;
    for (const other of [
      await apprentice(),
      await professional(),
      await professional('freeTradie'),
    ]) {
      const response = await call('GET', url, other);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.entryNotFound);
    }
    const unknown = await call(
      'GET',
      '/api/logbook/entries/6b1f1c51-0000-4000-8000-000000000000',
      await apprentice(),
    );
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: m.entryNotFound });
    expect((await call('GET', url, await signedIn('client'))).statusCode).toBe(403);
  });
});
