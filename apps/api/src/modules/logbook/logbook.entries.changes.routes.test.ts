import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { entryPayload, logbookScene } from '../../../test/logbook-fixtures';
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
const { call, signedIn, apprentice, professional, recorded, waitingEntry } = scene;

const entriesOf = (apprenticeId: string) =>
  testApp.app.db.select().from(logbookEntries).where(eq(logbookEntries.apprenticeId, apprenticeId));

const revisionsOf = (entryIds: string[]) =>
  testApp.app.db
    .select()
    .from(logbookEntryRevisions)
    .where(inArray(logbookEntryRevisions.entryId, entryIds));

describe('PATCH /api/logbook/entries/:id', () => {
  it('rewrites a waiting entry in place: still revision 1, one revision in its history', async () => {
    const { apprentice: ruby, supervision, entry } = await waitingEntry();
    const response = await call(
      'PATCH',
      `/api/logbook/entries/${entry._id}`,
      ruby,
      entryPayload(supervision._id, { minutes: 390, site: 'Red Hill, QLD' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.entryUpdated);
    const updated = response.json().data;
    expect(updated).toMatchObject({ status: 'pending', revision: 1, minutes: 390 });
    expect(updated.history).toEqual([
      expect.objectContaining({ revision: 1, minutes: 390, site: 'Red Hill, QLD', outcome: null }),
    ]);
  });

  it('adds the next revision to a verified entry and keeps the verified one as it was', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    await scene.succeed('POST', '/api/logbook/entries/verify', mick, { entryIds: [entry._id] });
    const [before] = await revisionsOf([entry._id]);

    const response = await call(
      'PATCH',
      `/api/logbook/entries/${entry._id}`,
      ruby,
      entryPayload(supervision._id, { minutes: 510 }),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated).toMatchObject({
      status: 'pending',
      revision: 2,
      minutes: 510,
      verifiedAt: null,
      wasVerified: true,
    });
    expect(updated.history.map((h: { revision: number; outcome: string | null }) => h)).toEqual([
      expect.objectContaining({ revision: 2, minutes: 510, outcome: null }),
      expect.objectContaining({ revision: 1, minutes: 480, outcome: 'verified' }),
    ]);
    const kept = (await revisionsOf([entry._id])).find((row) => row.revision === 1);
    expect(kept).toEqual(before);
  });

  it('sends a returned entry back as its next revision, the comment kept with the returned one', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    await scene.succeed('POST', `/api/logbook/entries/${entry._id}/return`, mick, {
      comment: 'You left at two that day: put 6 hours.',
    });
    const response = await call(
      'PATCH',
      `/api/logbook/entries/${entry._id}`,
      ruby,
      entryPayload(supervision._id, { minutes: 360 }),
    );
    expect(response.json().data).toMatchObject({
      status: 'pending',
      revision: 2,
      returnComment: null,
      wasVerified: false,
    });
    expect(response.json().data.history[1]).toMatchObject({
      revision: 1,
      outcome: 'returned',
      comment: 'You left at two that day: put 6 hours.',
    });
  });

  it('refuses the same content, another link and a link no longer active', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    const url = `/api/logbook/entries/${entry._id}`;
    const same = await call('PATCH', url, ruby, entryPayload(supervision._id));
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(m.unchanged);

    const other = await scene.requested(ruby, await professional());
    await call('POST', `/api/logbook/supervisions/${other._id}/accept`, mick);
    const moved = await call('PATCH', url, ruby, entryPayload(other._id, { minutes: 240 }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([{ path: 'supervisionId', message: m.supervisorFixed }]);

    await call('POST', `/api/logbook/supervisions/${supervision._id}/end`, mick);
    const ended = await call('PATCH', url, ruby, entryPayload(supervision._id, { minutes: 240 }));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(m.supervisionNotActive);
    const [row] = await entriesOf(ruby.id);
    expect(row).toMatchObject({ minutes: 480, revision: 1 });
  });

  it('keeps a unit hidden since the entry named it, and refuses adding one', async () => {
    const units = await scene.unitsOf('carpenter');
    const kept = units.get('CPCCCA3004')!;
    const { apprentice: ruby, supervision, entry } = await waitingEntry({ unitIds: [kept] });
    await testApp.app.db
      .update(logbookUnits)
      .set({ hiddenAt: new Date(), editedByStaffAt: new Date() })
      .where(inArray(logbookUnits.id, [kept, units.get('CPCCCA3005')!]));
    const url = `/api/logbook/entries/${entry._id}`;
    const keeps = await call(
      'PATCH',
      url,
      ruby,
      entryPayload(supervision._id, { unitIds: [kept], minutes: 420 }),
    );
    expect(keeps.statusCode).toBe(200);
    const adds = await call(
      'PATCH',
      url,
      ruby,
      entryPayload(supervision._id, { unitIds: [kept, units.get('CPCCCA3005')!] }),
    );
    expect(adds.statusCode).toBe(400);
    expect(adds.json().errors).toEqual([{ path: 'unitIds', message: m.unitNotFound }]);
  });

  it('is for the apprentice: anyone else gets 404, professionals and clients 403', async () => {
    const { supervisor: mick, supervision, entry } = await waitingEntry();
    const url = `/api/logbook/entries/${entry._id}`;
    const body = entryPayload(supervision._id, { minutes: 300 });
    const other = await call('PATCH', url, await apprentice(), body);
    expect(other.statusCode).toBe(404);
    for (const who of [mick, await signedIn('client')]) {
      expect((await call('PATCH', url, who, body)).statusCode).toBe(403);
    }
    const bad = await call('PATCH', url, await apprentice(), { ...body, minutes: 7 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/logbook/entries/:id', () => {
  it('deletes a waiting or returned entry, with its revisions', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    const [returned] = await recorded(ruby, [entryPayload(supervision._id, { minutes: 120 })]);
    await scene.succeed('POST', `/api/logbook/entries/${returned!._id}/return`, mick, {
      comment: 'Not a day with me.',
    });
    for (const id of [entry._id, returned!._id]) {
      const response = await call('DELETE', `/api/logbook/entries/${id}`, ruby);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: m.entryDeleted, data: null });
      expect((await call('GET', `/api/logbook/entries/${id}`, ruby)).statusCode).toBe(404);
    }
    expect(await revisionsOf([entry._id, returned!._id])).toEqual([]);
  });

  it('refuses an entry ever verified, even when an edit waits again', async () => {
    const { apprentice: ruby, supervisor: mick, supervision, entry } = await waitingEntry();
    await scene.succeed('POST', '/api/logbook/entries/verify', mick, { entryIds: [entry._id] });
    const url = `/api/logbook/entries/${entry._id}`;
    const verified = await call('DELETE', url, ruby);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(m.entryCannotDelete);
    await scene.succeed('PATCH', url, ruby, entryPayload(supervision._id, { minutes: 240 }));
    expect((await call('DELETE', url, ruby)).statusCode).toBe(409);
    expect(await revisionsOf([entry._id])).toHaveLength(2);
  });

  it('is for the apprentice: anyone else gets 404, professionals and clients 403', async () => {
    const { supervisor: mick, entry } = await waitingEntry();
    const url = `/api/logbook/entries/${entry._id}`;
    expect((await call('DELETE', url, await apprentice())).statusCode).toBe(404);
    for (const who of [mick, await signedIn('client')]) {
      expect((await call('DELETE', url, who)).statusCode).toBe(403);
    }
    const bad = await call('DELETE', '/api/logbook/entries/nope', await apprentice());
    expect(bad.statusCode).toBe(400);
  });
});
