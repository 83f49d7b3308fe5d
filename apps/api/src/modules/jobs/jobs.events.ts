import { realtimeEvents } from '@trademate/shared/realtime';
import type { DbOrTx } from '../../db/client';
import { afterCommit } from '../../lib/after-commit';
import type { RealtimePublisher } from '../../lib/realtime-publisher';

/** The client's sockets hear of a new contact on their job once the contact commits. */
export function publishJobContacted(
  publisher: RealtimePublisher,
  tx: DbOrTx,
  clientId: string,
  event: { jobId: string; contactCount: number },
): void {
  afterCommit(tx, () => publisher.toUser(clientId, realtimeEvents.jobContacted, event));
}
