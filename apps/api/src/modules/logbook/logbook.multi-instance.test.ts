import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../../test/build-test-app';
import { entryPayload, logbookScene } from '../../../test/logbook-fixtures';
import type { Person } from '../../../test/api-client';
import {
  logbookEntries,
  logbookEntryRevisions,
  logbookSupervisions,
} from '../../db/schema/logbook';

/**
 * Two instances on one PostgreSQL database, each with its own connections, as behind a load
 * balancer (decision 072): an entry's edit and its supervisor's decision take turns under the
 * entry's row lock, and a link's end waits for entries being made under it, so whatever the
 * order, every revision a supervisor decided stays as they decided it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the logbook from two instances at once', () => {
  let instances: TwoInstances;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    instances = await buildTwoInstances({}, { ownConnections: true });
    ({ appA, appB } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  const scene = logbookScene(() => appA);

  function on(
    app: FastifyInstance,
    method: 'POST' | 'PATCH',
    url: string,
    who: Person,
    payload?: object,
  ) {
    return app.inject({
      method,
      url,
      headers: { authorization: who.token },
      ...(payload ? { payload } : {}),
    });
  }

  async function revisionsOf(entryId: string) {
    return appA.db
      .select()
      .from(logbookEntryRevisions)
      .where(eq(logbookEntryRevisions.entryId, entryId))
      .orderBy(asc(logbookEntryRevisions.revision));
  }

  it('resolves an edit racing a verification either way, never changing the verified revision', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { apprentice, supervisor, supervision, entry } = await scene.waitingEntry();
      const [edit, verify] = await Promise.all([
        on(appB, 'PATCH', `/api/logbook/entries/${entry._id}`, apprentice, {
          ...entryPayload(supervision._id),
          minutes: 300,
        }),
        on(appA, 'POST', '/api/logbook/entries/verify', supervisor, { entryIds: [entry._id] }),
      ]);
      expect([edit.statusCode, verify.statusCode], `${edit.body} ${verify.body}`).toEqual([
        200, 200,
      ]);
      const [row] = await appA.db
        .select()
        .from(logbookEntries)
        .where(eq(logbookEntries.id, entry._id));
      const revisions = await revisionsOf(entry._id);
      if (row!.revision === 1) {
        // The edit came first: the supervisor verified the rewritten day.
        expect(row).toMatchObject({ status: 'verified', minutes: 300 });
        expect(revisions).toEqual([expect.objectContaining({ revision: 1, outcome: 'verified' })]);
        expect(revisions[0]!.content.minutes).toBe(300);
      } else {
        // The verification came first: the edit waits again as revision 2.
        expect(row).toMatchObject({ status: 'pending', revision: 2, minutes: 300 });
        expect(revisions.map((r) => [r.revision, r.outcome, r.content.minutes])).toEqual([
          [1, 'verified', 480],
          [2, null, 300],
        ]);
      }
    }
  });

  it('lets one of a verification and a return of the same entry through, the other 409', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { supervisor, entry } = await scene.waitingEntry();
      const [verify, give] = await Promise.all([
        on(appA, 'POST', '/api/logbook/entries/verify', supervisor, { entryIds: [entry._id] }),
        on(appB, 'POST', `/api/logbook/entries/${entry._id}/return`, supervisor, {
          comment: 'Wrong site.',
        }),
      ]);
      expect([verify.statusCode, give.statusCode].sort()).toEqual([200, 409]);
      const revisions = await revisionsOf(entry._id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]!.outcome).toBe(verify.statusCode === 200 ? 'verified' : 'returned');
    }
  });

  it('makes no entry under a link after it ended', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { apprentice, supervisor, supervision } = await scene.linked();
      const [made, ended] = await Promise.all([
        on(appA, 'POST', '/api/logbook/entries', apprentice, {
          entries: [entryPayload(supervision._id), entryPayload(supervision._id)],
        }),
        on(appB, 'POST', `/api/logbook/supervisions/${supervision._id}/end`, supervisor),
      ]);
      expect(ended.statusCode).toBe(200);
      expect([201, 400]).toContain(made.statusCode);
      const [link] = await appA.db
        .select()
        .from(logbookSupervisions)
        .where(eq(logbookSupervisions.id, supervision._id));
      const entries = await appA.db
        .select()
        .from(logbookEntries)
        .where(eq(logbookEntries.supervisionId, supervision._id));
      expect(entries).toHaveLength(made.statusCode === 201 ? 2 : 0);
      for (const entry of entries) {
        expect(entry.createdAt.getTime()).toBeLessThanOrEqual(link!.endedAt!.getTime());
      }
    }
  });

  it('reminds a supervisor once when both instances run the pass at once', async () => {
    const { apprentice, supervisor, supervision } = await scene.linked();
    await scene.recorded(apprentice, [entryPayload(supervision._id)]);
    const now = new Date(Date.now() + 60_000);
    await Promise.all([appA.logbook.sweepReminders(now), appB.logbook.sweepReminders(now)]);
    expect(await scene.noticesOf(supervisor.id, 'logbook_pending')).toHaveLength(1);
  });
});
