import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: Db) {
  return {
    async insert(values: NewNotificationRow, tx: DbOrTx = db): Promise<NotificationRow> {
      const [row] = await tx.insert(notifications).values(values).returning();
      return row!;
    },
  };
}
