import * as messages from '@trademate/shared/messages';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RealtimePublisher } from '../../lib/realtime-publisher';
import type { NotificationsService } from '../notifications/notifications.service';
import { bodyForReader } from './chats.contact-details';
import { publishMessageRemoved } from './chats.events';
import { previewOf } from './chats.reading';
import type { ChatsRepository } from './chats.repository';

/** Staff removing a message (decision 034), wherever it shows. */
export function createChatsStaffRemoval({
  realtime,
  repository,
  notifications,
}: {
  realtime: RealtimePublisher;
  repository: ChatsRepository;
  notifications: NotificationsService;
}) {
  return {
    /**
     * Staff remove a message (decision 034) in the caller's transaction: both people read it as
     * removed from then on (history, list preview, message mails not sent yet), and their open
     * rooms are told once it commits. 404 for an unknown message, 409 when already removed.
     */
    async removeByStaff(messageId: string, tx: DbOrTx) {
      const removed = await repository.markRemoved(
        messageId,
        messages.chats.removedByStaff,
        new Date(),
        tx,
      );
      if (!removed) {
        const exists = await repository.findMessage(messageId, tx);
        if (!exists) throw notFound(messages.moderation.subjectGone);
        throw new AppError('CONFLICT', messages.moderation.alreadyRemoved);
      }
      // The notification its recipient got reads as removed too (as written: masked or not).
      const { message } = removed;
      const recipientId = removed.participantIds.find((id) => id !== message.senderId);
      if (recipientId && message.body) {
        await notifications.rewriteBodies(
          {
            userId: recipientId,
            kind: 'message_received',
            conversationId: message.conversationId,
          },
          [previewOf(message.body), previewOf(bodyForReader(message.body, false).body)],
          messages.chats.removedByStaff,
          tx,
        );
      }
      publishMessageRemoved(
        realtime,
        tx,
        removed.message.conversationId,
        removed.message.id,
        removed.participantIds,
      );
      return removed.message;
    },
  };
}
