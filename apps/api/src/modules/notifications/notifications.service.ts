import type { Db, DbOrTx } from '../../db/client';
import {
  createNotificationsRepository,
  type NewNotificationRow,
  type NotificationRow,
} from './notifications.repository';

export type NotificationInput = Pick<
  NewNotificationRow,
  'userId' | 'kind' | 'title' | 'body' | 'link'
>;

/** Stored notifications: other modules call `notify` inside their own transaction. */
export function createNotificationsService(db: Db) {
  const repository = createNotificationsRepository(db);

  return {
    /** Stores a notification for a user, in the caller's transaction when one is given. */
    async notify(input: NotificationInput, tx: DbOrTx = db): Promise<NotificationRow> {
      return repository.insert(input, tx);
    },
  };
}
