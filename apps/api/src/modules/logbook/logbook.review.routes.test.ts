import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dayFromToday, entryPayload, logbookScene } from '../../../test/logbook-fixtures';
import { logbookEntries, logbookEntryRevisions } from '../../db/schema/logbook';

const m = messages.logbook;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const scene = logbookScene(() => testApp.app);
const { call, signedIn, apprentice, professional, linked, recorded, waitingEntry, noticesOf } =
  scene;

/** The entries' rows and their revisions, to show a refusal changed nothing. */
async function rowsOf(ids: string[]) {
  const db = testApp.app.db;
  return {
    entries: await db
      .select()
      .from(logbookEntries)
      .where(inArray(logbookEntries.id, ids))
      .orderBy(logbookEntries.id),
    revisions: await db
      .select()
      .from(logbookEntryRevisions)
      .where(inArray(logbookEntryRevisions.entryId, ids))
      .orderBy(logbookEntryRevisions.entryId, logbookEntryRevisions.revision),
  };
}

/** Ruby and Leo, both supervised by Mick, with a week of Ruby's and two days of Leo's waiting. */
async function twoApprentices() {
  const { apprentice: ruby, supervisor: mick, supervision } = await linked();
  const leo = await apprentice({ firstName: 'Leo' });
  const leoLink = await scene.requested(leo, mick);
  await call('POST', `/api/logbook/supervisions/${leoLink._id}/accept`, mick);
  const rubys = await recorded(
    ruby,
    [-5, -4, -3].map((back) => entryPayload(supervision._id, { workDate: dayFromToday(back) })),
  );
  const leos = await recorded(leo, [entryPayload(leoLink._id), entryPayload(leoLink._id)]);
  return { ruby, leo, mick, supervision, leoLink, rubys, leos };
}

describe('POST /api/logbook/entries/verify', () => {
  it('verifies the entries of several apprentices at once, telling each apprentice once', async () => {
    const { ruby, leo, mick, rubys, leos } = await twoApprentices();
    const ids = [...rubys, ...leos].map((entry) => entry._id);
    const response = await call('POST', '/api/logbook/entries/verify', mick, { entryIds: ids });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.entriesVerified(5),
      data: { verified: 5 },
    });

    const { entries, revisions } = await rowsOf(ids);
    expect(entries.every((row) => row.status === 'verified' && row.verifiedAt !== null)).toBe(true);
    expect(
      revisions.map(({ outcome, decidedById, comment }) => ({ outcome, decidedById, comment })),
    ).toEqual(Array(5).fill({ outcome: 'verified', decidedById: mick.id, comment: null }));

    expect(await noticesOf(ruby.id, 'logbook_reviewed')).toEqual([
      expect.objectContaining({
        title: m.notifyReviewed(3, 0),
        body: m.notifyBodies.verified('Mick Nguyen'),
        link: paths.logbook.href(),
      }),
    ]);
    expect(await noticesOf(leo.id, 'logbook_reviewed')).toEqual([
      expect.objectContaining({ title: m.notifyReviewed(2, 0) }),
    ]);
    const detail = await call('GET', `/api/logbook/entries/${rubys[0]!._id}`, ruby);
    expect(detail.json().data).toMatchObject({ status: 'verified', wasVerified: false });
    expect(detail.json().data.history[0]).toMatchObject({ revision: 1, outcome: 'verified' });
  });

  it('links a single verified entry to its page, and counts an id sent twice once', async () => {
    const { apprentice: ruby, supervisor: mick, entry } = await waitingEntry();
    const response = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [entry._id, entry._id],
    });
    expect(response.json().data).toEqual({ verified: 1 });
    expect(await noticesOf(ruby.id, 'logbook_reviewed')).toEqual([
      expect.objectContaining({
        title: m.notifyReviewed(1, 0),
        link: paths.logbookEntry.href(entry._id),
      }),
    ]);
  });

  it('changes nothing when one entry is not waiting (409), not theirs (404) or under an ended link (403)', async () => {
    const { ruby, mick, supervision, rubys, leos } = await twoApprentices();
    const ids = [...rubys, ...leos].map((entry) => entry._id);
    await scene.succeed('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [rubys[0]!._id],
    });
    const someoneElses = await waitingEntry();
    const before = await rowsOf([...ids, someoneElses.entry._id]);

    const decided = await call('POST', '/api/logbook/entries/verify', mick, { entryIds: ids });
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toMatchObject({ code: 'CONFLICT', message: m.entryNotPending });

    const notTheirs = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [rubys[1]!._id, someoneElses.entry._id],
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(m.entryNotFound);
    const unknown = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: ['6b1f1c51-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);

    await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, ruby);
    const ended = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [rubys[1]!._id, leos[0]!._id],
    });
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'FORBIDDEN', message: m.supervisionNotActive });

    expect(await rowsOf([...ids, someoneElses.entry._id])).toEqual(before);
    expect(await noticesOf(ruby.id, 'logbook_reviewed')).toHaveLength(1);
  });

  it('refuses to decide on an entry changed since the supervisor read it (409), then decides the one read', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    const readAt = entry.updatedAt;
    await scene.succeed('PATCH', `/api/logbook/entries/${entry._id}`, ruby, {
      ...entryPayload(supervision._id),
      tasks: 'Ran cables for six new power points in the kitchen and fitted the back boxes.',
    });
    const before = await rowsOf([entry._id]);

    const verify = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [entry._id],
      asRead: { [entry._id]: readAt },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({ code: 'CONFLICT', message: m.entryChangedMeanwhile });
    const returned = await call('POST', `/api/logbook/entries/${entry._id}/return`, mick, {
      comment: 'Say which circuit the points are on.',
      asRead: readAt,
    });
    expect(returned.statusCode).toBe(409);
    expect(returned.json().message).toBe(m.entryChangedMeanwhile);
    expect(await rowsOf([entry._id])).toEqual(before);

    const reread = await scene.succeed('GET', `/api/logbook/entries/${entry._id}`, mick);
    const verified = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [entry._id],
      asRead: { [entry._id]: reread.updatedAt },
    });
    expect(verified.statusCode).toBe(200);
    const badTime = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [entry._id],
      asRead: { [entry._id]: 'yesterday' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(m.asReadInvalid);
  });

  it('refuses apprentices and clients (403), the signed out (401) and no or too many ids (400)', async () => {
    const { apprentice: ruby, entry } = await waitingEntry();
    const body = { entryIds: [entry._id] };
    for (const who of [ruby, await signedIn('client')]) {
      expect((await call('POST', '/api/logbook/entries/verify', who, body)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/logbook/entries/verify', null, body)).statusCode).toBe(401);
    const mick = await professional();
    const none = await call('POST', '/api/logbook/entries/verify', mick, { entryIds: [] });
    expect(none.json().message).toBe(m.entryIdsRequired);
    const many = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: Array(51).fill(entry._id),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(m.entryIdsTooMany);
    expect((await rowsOf([entry._id])).entries[0]!.status).toBe('pending');
  });
});

describe('POST /api/logbook/entries/:id/return', () => {
  it('returns a waiting entry with a comment the apprentice reads in their notification', async () => {
    const { apprentice: ruby, supervisor: mick, entry } = await waitingEntry();
    const comment = 'Add the switchboard you fitted in the afternoon.';
    const response = await call('POST', `/api/logbook/entries/${entry._id}/return`, mick, {
      comment: `  ${comment} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.entryReturned);
    expect(response.json().data).toMatchObject({
      status: 'returned',
      returnComment: comment,
      verifiedAt: null,
    });
    expect(response.json().data.history).toEqual([
      expect.objectContaining({ revision: 1, outcome: 'returned', comment }),
    ]);
    expect(await noticesOf(ruby.id, 'logbook_reviewed')).toEqual([
      expect.objectContaining({
        title: m.notifyReviewed(0, 1),
        body: m.notifyBodies.returned('Mick Nguyen', comment),
        link: paths.logbookEntry.href(entry._id),
      }),
    ]);

    const again = await call('POST', `/api/logbook/entries/${entry._id}/return`, mick, {
      comment: 'And the smoke alarms.',
    });
    expect(again.statusCode).toBe(409);
    const verify = await call('POST', '/api/logbook/entries/verify', mick, {
      entryIds: [entry._id],
    });
    expect(verify.statusCode).toBe(409);
  });

  it('refuses a comment too short or too long, other professionals (404), apprentices and clients (403)', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    const url = `/api/logbook/entries/${entry._id}/return`;
    const short = await call('POST', url, mick, { comment: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(m.commentRequired);
    const long = await call('POST', url, mick, { comment: 'x'.repeat(501) });
    expect(long.json().message).toBe(m.commentTooLong);
    const body = { comment: 'Wrong day.' };
    for (const other of [await professional(), await professional('freeTradie')]) {
      expect((await call('POST', url, other, body)).statusCode).toBe(404);
    }
    for (const who of [ruby, await signedIn('client')]) {
      expect((await call('POST', url, who, body)).statusCode).toBe(403);
    }
    await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, mick);
    const ended = await call('POST', url, mick, body);
    expect(ended.statusCode).toBe(403);
    expect((await rowsOf([entry._id])).entries[0]!.status).toBe('pending');
  });
});

describe('a decided revision', () => {
  it('is never changed again, whatever writes to it', async () => {
    const { supervisor: mick, entry } = await waitingEntry();
    await scene.succeed('POST', '/api/logbook/entries/verify', mick, { entryIds: [entry._id] });
    await expect(
      testApp.app.db
        .update(logbookEntryRevisions)
        .set({ content: sql`jsonb_set(content, '{minutes}', '960')` })
        .where(eq(logbookEntryRevisions.entryId, entry._id)),
    ).rejects.toThrow();
    const { revisions } = await rowsOf([entry._id]);
    expect(revisions[0]!.content.minutes).toBe(480);
  });
});
