import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { entryPayload, logbookScene } from '../../../test/logbook-fixtures';
import { logbookSupervisions } from '../../db/schema/logbook';
import { REMINDER_EVERY_MS } from './logbook.reminders';

const m = messages.logbook;
const HOUR_MS = 60 * 60_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const scene = logbookScene(() => testApp.app);
const { call, apprentice, linked, recorded, noticesOf } = scene;
const sweep = (now: Date) => testApp.app.logbook.sweepReminders(now);

const remindedAtOf = async (supervisionId: string) =>
  (
    await testApp.app.db
      .select({ remindedAt: logbookSupervisions.remindedAt })
      .from(logbookSupervisions)
      .where(eq(logbookSupervisions.id, supervisionId))
  )[0]!.remindedAt;

describe('the logbook reminders pass', () => {
  it('tells a supervisor once per link how many entries wait, then not again for a week', async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    const leo = await apprentice({ firstName: 'Leo' });
    const leoLink = await scene.requested(leo, mick);
    await call('POST', `/api/logbook/supervisions/${leoLink._id}/accept`, mick);
    await recorded(ruby, [entryPayload(supervision._id), entryPayload(supervision._id)]);
    await recorded(leo, [entryPayload(leoLink._id)]);

    const now = new Date(Date.now() + HOUR_MS);
    const first = await sweep(now);
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    const told = await noticesOf(mick.id, 'logbook_pending');
    expect(
      told
        .map(({ title, body, link }) => ({ title, body, link }))
        .sort((a, b) => a.body.localeCompare(b.body)),
    ).toEqual([
      {
        title: m.notifyPending(1),
        body: m.notifyBodies.pending('Leo Nguyen'),
        link: paths.logbookReview.href(),
      },
      {
        title: m.notifyPending(2),
        body: m.notifyBodies.pending('Ruby Nguyen'),
        link: paths.logbookReview.href(),
      },
    ]);
    expect(await remindedAtOf(supervision._id)).toEqual(now);

    // More entries in the week: still no second reminder until a week has passed.
    await recorded(ruby, [entryPayload(supervision._id)]);
    await sweep(new Date(now.getTime() + REMINDER_EVERY_MS - HOUR_MS));
    expect(await noticesOf(mick.id, 'logbook_pending')).toHaveLength(2);

    const nextWeek = new Date(now.getTime() + REMINDER_EVERY_MS);
    await sweep(nextWeek);
    const again = await noticesOf(mick.id, 'logbook_pending');
    expect(again).toHaveLength(4);
    expect(
      again
        .slice(2)
        .map((notice) => notice.title)
        .sort(),
    ).toEqual([m.notifyPending(1), m.notifyPending(3)].sort());
    expect(await remindedAtOf(supervision._id)).toEqual(nextWeek);
  });

  it('leaves out links with nothing waiting, links ended and requests not yet accepted', async () => {
    const verified = await linked();
    const [entry] = await recorded(verified.apprentice, [entryPayload(verified.supervision._id)]);
    await scene.succeed('POST', '/api/logbook/entries/verify', verified.supervisor, {
      entryIds: [entry!._id],
    });
    const ended = await linked();
    await recorded(ended.apprentice, [entryPayload(ended.supervision._id)]);
    await call('POST', `/api/logbook/supervisions/${ended.supervision._id}/end`, ended.apprentice);
    const ruby = await apprentice();
    const waiting = await scene.requested(ruby, await scene.professional());
    const quiet = await linked();

    await sweep(new Date(Date.now() + HOUR_MS));
    for (const supervisor of [verified.supervisor, ended.supervisor, quiet.supervisor]) {
      expect(await noticesOf(supervisor.id, 'logbook_pending')).toEqual([]);
    }
    expect(await remindedAtOf(waiting._id)).toBeNull();
    expect(await remindedAtOf(ended.supervision._id)).toBeNull();
  });

  it('reminds once when two passes run at once', async () => {
    const { apprentice: ruby, supervisor: mick, supervision } = await linked();
    await recorded(ruby, [entryPayload(supervision._id)]);
    const now = new Date(Date.now() + HOUR_MS);
    await Promise.all([sweep(now), sweep(now)]);
    expect(await noticesOf(mick.id, 'logbook_pending')).toHaveLength(1);
  });
});
