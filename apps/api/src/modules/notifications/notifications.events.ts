import type { Notification } from '@trademate/shared/schemas/notifications';
import { realtimeEvents } from '@trademate/shared/realtime';
import type { DbOrTx } from '../../db/client';
import { afterCommit } from '../../lib/after-commit';
import type { RealtimePublisher } from '../../lib/realtime-publisher';

/** The recipient's sockets hear of a stored notification once the transaction storing it commits. */
export function publishNotificationStored(
  publisher: RealtimePublisher,
  tx: DbOrTx,
  userId: string,
  notification: Notification,
): void {
  afterCommit(tx, () => publisher.toUser(userId, realtimeEvents.notification, { notification }));
}
