import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import type { NotificationKind } from '@trademate/shared/constants/notifications';
import { apiClient, type Person } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { allCursorPages } from '../../../test/http';
import { notifications } from '../../db/schema/notifications';
import { inTransaction } from '../../lib/after-commit';
import { encodeCursor } from '../../lib/cursor';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const api = apiClient(() => testApp.app);
const { call } = api;
const person = () => api.signedIn('tradie');

async function notify(userId: string, index: number, kind: NotificationKind = 'job_hired') {
  return testApp.app.notifications.notify({
    userId,
    kind,
    title: `Notification ${index}`,
    body: `Body ${index}`,
    link: `/userJobHistory/job-${index}`,
  });
}

/** Sets when a notification was written. */
async function writtenAt(id: string, createdAt: Date) {
  await testApp.app.db.update(notifications).set({ createdAt }).where(eq(notifications.id, id));
}

const unreadOf = async (who: Person) =>
  (await call('GET', '/api/notification/unreadCount', who)).json().data.notifications;

async function allPages(who: Person, limit: number) {
  const pages = await allCursorPages<{ _id: string; title: string }>(async (cursor) => {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await call('GET', `/api/notification/getMyOldNotifications?${query}`, who);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    return page;
  });
  return { items: pages.flat(), pages: pages.length };
}

describe('notifications', () => {
  it('refuses a visitor who is not signed in with 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notification/getMyOldNotifications'],
      ['GET', '/api/notification/unreadCount'],
      ['PATCH', '/api/notification/markAllAsRead'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ responseCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('lists mine newest first with their fields and the unread total', async () => {
    const me = await person();
    const someoneElse = await person();
    const earlier = await notify(me.id, 1);
    await notify(someoneElse.id, 99);
    const latest = await testApp.app.notifications.notify({
      userId: me.id,
      kind: 'message_received',
      title: 'Olivia sent you a message',
      body: 'Friday works.',
      link: '/chats/8a4f3f3e-6a55-4f44-9b1e-3d1b7a0c2f10',
    });

    // PGlite's clock moves in whole milliseconds: the first was written a second earlier.
    await writtenAt(earlier.id, new Date(latest.createdAt.getTime() - 1_000));

    const response = await call('GET', '/api/notification/getMyOldNotifications', me);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      items: [
        {
          _id: latest.id,
          kind: 'message_received',
          title: 'Olivia sent you a message',
          body: 'Friday works.',
          link: '/chats/8a4f3f3e-6a55-4f44-9b1e-3d1b7a0c2f10',
          isRead: false,
          createdAt: latest.createdAt.toISOString(),
        },
        expect.objectContaining({ title: 'Notification 1', isRead: false, kind: 'job_hired' }),
      ],
      nextCursor: null,
      unreadCount: 2,
    });
    expect(await unreadOf(me)).toBe(2);
  });

  it('pages through every notification once, newest first, without gaps', async () => {
    const me = await person();
    const oneByOne = [];
    for (let i = 0; i < 17; i += 1) oneByOne.push(await notify(me.id, i));
    // Three in one transaction share the same instant; the id orders them.
    const together = await inTransaction(testApp.app.db, async (tx) => {
      const service = testApp.app.notifications;
      const written = [];
      for (let i = 17; i < 20; i += 1) {
        written.push(
          await service.notify(
            {
              userId: me.id,
              kind: 'job_completed',
              title: `Notification ${i}`,
              body: '',
              link: '/',
            },
            tx,
          ),
        );
      }
      return written;
    });
    // PGlite's clock moves in whole milliseconds, so rows written a moment apart can share one:
    // the first seventeen were written one millisecond after another, before the three.
    const sharedInstant = together[0]!.createdAt.getTime();
    for (const [i, notification] of oneByOne.entries()) {
      await writtenAt(notification.id, new Date(sharedInstant - 1_000 + i));
    }
    // And three within one millisecond: the database keeps microseconds, a cursor does not.
    for (const micros of ['999900', '999500', '999100']) {
      await testApp.app.db.insert(notifications).values({
        userId: me.id,
        kind: 'review_received',
        title: `Future ${micros}`,
        body: '',
        link: '/',
        createdAt: sql`${`2099-01-01 00:00:00.${micros}+00`}::timestamptz`,
      });
    }

    const { items, pages } = await allPages(me, 4);
    expect(pages).toBe(6);
    expect(items).toHaveLength(23);
    expect(new Set(items.map((item) => item._id)).size).toBe(23);
    expect(items.slice(0, 3).map((item) => item.title)).toEqual([
      'Future 999900',
      'Future 999500',
      'Future 999100',
    ]);
    expect(items.slice(6).map((item) => item.title)).toEqual(
      Array.from({ length: 17 }, (_, i) => `Notification ${16 - i}`),
    );
  });

  it('counts the unread on every page, an empty one past the end included, and none for nobody', async () => {
    const nobody = await person();
    const empty = (await call('GET', '/api/notification/getMyOldNotifications', nobody)).json();
    expect(empty.data).toEqual({ items: [], nextCursor: null, unreadCount: 0 });

    const me = await person();
    const first = await notify(me.id, 1);
    await notify(me.id, 2);
    await writtenAt(first.id, new Date(Date.now() - 60_000));
    const page = (await call('GET', '/api/notification/getMyOldNotifications?limit=1', me)).json()
      .data;
    expect(page).toMatchObject({ unreadCount: 2 });
    const second = (
      await call(
        'GET',
        `/api/notification/getMyOldNotifications?limit=1&cursor=${page.nextCursor}`,
        me,
      )
    ).json().data;
    expect(second.items).toHaveLength(1);
    expect(second.unreadCount).toBe(2);
    // A cursor past the oldest: no rows left, and the count is still read.
    const pastEnd = encodeCursor({ createdAt: new Date(Date.now() - 3_600_000), id: first.id });
    const past = (
      await call('GET', `/api/notification/getMyOldNotifications?cursor=${pastEnd}`, me)
    ).json().data;
    expect(past).toEqual({ items: [], nextCursor: null, unreadCount: 2 });
  });

  it('refuses a cursor it did not make and a limit out of range with 400', async () => {
    const me = await person();
    for (const query of ['cursor=bm9wZQ', 'limit=0', 'limit=abc', 'limit=51']) {
      const response = await call('GET', `/api/notification/getMyOldNotifications?${query}`, me);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseCode: 400, code: 'VALIDATION' });
    }
  });

  it('marks all of mine as read and leaves everyone else’s alone', async () => {
    const me = await person();
    const someoneElse = await person();
    for (let i = 0; i < 3; i += 1) await notify(me.id, i);
    for (let i = 0; i < 2; i += 1) await notify(someoneElse.id, i);
    expect(await unreadOf(me)).toBe(3);

    const response = await call('PATCH', '/api/notification/markAllAsRead', me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseCode: 200,
      message: messages.notifications.allRead,
      data: { unreadCount: 0 },
    });
    expect(await unreadOf(me)).toBe(0);
    const page = (await call('GET', '/api/notification/getMyOldNotifications', me)).json().data;
    expect(page.unreadCount).toBe(0);
    expect(page.items.every((item: { isRead: boolean }) => item.isRead)).toBe(true);

    expect(await unreadOf(someoneElse)).toBe(2);
    const theirs = await testApp.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, someoneElse.id));
    expect(theirs.map((row) => row.readAt)).toEqual([null, null]);

    // A new one after that counts again.
    await notify(me.id, 9);
    expect(await unreadOf(me)).toBe(1);
  });
});
