import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { notFound } from '../../lib/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import { bodyForReader } from './chats.contact-details';
import { attachmentPreviewFor } from './chats.reading';
import type { ChatsRepository } from './chats.repository';

/** Reading: each person's read mark, the notifications it reads, and what is still unread. */
export function createChatsReadMarks({
  db,
  repository,
  notifications,
}: {
  db: Db;
  repository: ChatsRepository;
  notifications: NotificationsService;
}) {
  /**
   * The user has seen the conversation: their read mark moves, its notifications are read, and so
   * are those leading to the other person's profile (a client told that a professional wrote about
   * a job: decision 021), since the client has now read what they wrote.
   */
  async function markSeen(conversationId: string, userId: string, tx: DbOrTx) {
    const seen = await repository.markRead(conversationId, userId, tx);
    if (!seen) return undefined;
    await notifications.markReadAboutConversation(userId, conversationId, tx);
    await notifications.markReadByLink(userId, paths.professionalDetail.href(seen.otherUserId), tx);
    return seen.lastReadAt;
  }

  return {
    markSeen,

    /** The user has read the conversation up to now. */
    async markRead(conversationId: string, userId: string): Promise<{ lastReadAt: string }> {
      return inTransaction(db, async (tx) => {
        const lastReadAt = await markSeen(conversationId, userId, tx);
        if (!lastReadAt) throw notFound(messages.chats.notFound);
        return { lastReadAt: lastReadAt.toISOString() };
      });
    },

    /**
     * The messages of a conversation the user has not read, from the other person, oldest first,
     * as the user may read them now (the alerts module's message mails); a file's message reads
     * as its preview.
     */
    async listUnreadForMail(
      userId: string,
      conversationId: string,
      limit: number,
    ): Promise<Array<{ body: string; createdAt: Date; senderFirstName: string }>> {
      const rows = await repository.listUnreadFromOther(userId, conversationId, limit);
      return rows.map(({ contactsShown, attachmentKind, attachmentName, isRemoved, ...row }) => ({
        ...row,
        // A removed message reads as removed (decision 034); a file's as its preview ('Sent a photo'),
        // its name masked like a message (decision 057).
        body: isRemoved
          ? messages.chats.removedByStaff
          : attachmentKind && attachmentName !== null
            ? attachmentPreviewFor(
                { kind: attachmentKind, fileName: attachmentName },
                contactsShown,
              )
            : bodyForReader(row.body, contactsShown).body,
      }));
    },
  };
}

export type ChatsReadMarks = ReturnType<typeof createChatsReadMarks>;
