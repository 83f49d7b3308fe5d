import type { ChatMessage } from '@trademate/shared/schemas/chats';
import { realtimeEvents } from '@trademate/shared/realtime';
import type { DbOrTx } from '../../db/client';
import { afterCommit } from '../../lib/after-commit';
import type { RealtimePublisher } from '../../lib/realtime-publisher';

/**
 * Both participants' sockets receive a posted message once its transaction commits, each as they
 * would read it (`isMine` differs, contact details hidden as the conversation says); the sender's
 * other tabs stay current too.
 */
export function publishMessagePosted(
  publisher: RealtimePublisher,
  tx: DbOrTx,
  conversationId: string,
  participantIds: readonly string[],
  messageFor: (userId: string) => ChatMessage,
  contactsHidden: boolean,
): void {
  afterCommit(tx, () => {
    for (const userId of participantIds) {
      publisher.toUser(userId, realtimeEvents.chatMessage, {
        conversationId,
        message: messageFor(userId),
        contactsHidden,
      });
    }
  });
}

/** Both participants' open rooms drop a message staff removed, once the removal commits. */
export function publishMessageRemoved(
  publisher: RealtimePublisher,
  tx: DbOrTx,
  conversationId: string,
  messageId: string,
  participantIds: readonly string[],
): void {
  afterCommit(tx, () => {
    for (const userId of participantIds) {
      publisher.toUser(userId, realtimeEvents.chatMessageRemoved, { conversationId, messageId });
    }
  });
}
