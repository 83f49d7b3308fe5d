import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { realtimeEvents } from '@trademate/shared/realtime';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { afterCommit, inTransaction } from './after-commit';
import type { RealtimePublisher } from './realtime-publisher';

let testDatabase: TestDatabase;
let userId: string;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const [user] = await testDatabase.database.db
    .insert(users)
    .values({
      email: 'after-commit@example.com.au',
      passwordHash: 'not-a-real-hash',
      userType: 'client',
      firstName: 'Ava',
      lastName: 'Chen',
      contactNumber: '0412345678',
      state: 'QLD',
      city: 'Brisbane',
    })
    .returning();
  userId = user!.id;
});
afterAll(async () => {
  await testDatabase.destroy();
});

const db = () => testDatabase.database.db;

function recordingPublisher() {
  const sent: Array<{ userId: string; event: string; payload: unknown }> = [];
  const publisher: RealtimePublisher = {
    toUser(to, event, payload) {
      sent.push({ userId: to, event, payload });
    },
  };
  return { sent, publisher };
}

const input = (title: string) => ({
  userId,
  kind: 'job_completed' as const,
  title,
  body: '',
  link: '/jobs',
});

describe('inTransaction and afterCommit', () => {
  it('publishes a notification stored in a transaction only once it has committed', async () => {
    const { sent, publisher } = recordingPublisher();
    const service = createNotificationsService({ db: db(), realtime: publisher });
    let sentInside = -1;

    const row = await inTransaction(db(), async (tx) => {
      const stored = await service.notify(input('Committed'), tx);
      sentInside = sent.length;
      return stored;
    });

    expect(sentInside).toBe(0);
    expect(sent).toEqual([
      {
        userId,
        event: realtimeEvents.notification,
        payload: {
          notification: expect.objectContaining({ _id: row.id, title: 'Committed', isRead: false }),
        },
      },
    ]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const { sent, publisher } = recordingPublisher();
    const service = createNotificationsService({ db: db(), realtime: publisher });

    await expect(
      inTransaction(db(), async (tx) => {
        await service.notify(input('Rolled back'), tx);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');

    expect(sent).toEqual([]);
    const stored = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Rolled back'));
    expect(stored).toEqual([]);
  });

  it('publishes at once outside a transaction', async () => {
    const { sent, publisher } = recordingPublisher();
    await createNotificationsService({ db: db(), realtime: publisher }).notify(input('On its own'));
    expect(sent).toHaveLength(1);
  });

  it('refuses a transaction not opened with inTransaction', async () => {
    await expect(db().transaction(async (tx) => afterCommit(tx, () => undefined))).rejects.toThrow(
      'afterCommit needs a transaction opened with inTransaction',
    );
  });
});
