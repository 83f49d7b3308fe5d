import {
  canMessageDirectly,
  offersServices,
  type UserType,
} from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type { ChatMessage, ChatMessagePage } from '@trademate/shared/schemas/chats';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import type { RealtimePublisher } from '../../lib/realtime-publisher';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SafetyService } from '../safety/safety.service';
import type { StoredChatAttachment, UploadedFilesService } from '../uploads/uploaded-files.service';
import type { UsersService } from '../users/users.service';
import type { ChatsConversations } from './chats.conversations';
import { publishMessagePosted } from './chats.events';
import type { ChatsReadMarks } from './chats.read-marks';
import { previewOfMessage, toMessage, type PostedMessage } from './chats.reading';
import type { ChatsRepository, MessageRow } from './chats.repository';

/** Who is writing: enough to check the direct-message rules and to name them to the reader. */
export interface ChatSender {
  id: string;
  userType: UserType;
  firstName: string;
}

/** What a sender is told when a block stands between them and the person they write to. */
const blockRefusals = {
  byMe: messages.safety.youBlockedThem,
  byThem: messages.safety.theyBlockedYou,
};

/** Messages: posting (a text or a file), a conversation's history, and direct messages. */
export function createChatsMessages({
  db,
  realtime,
  repository,
  notifications,
  users,
  uploadedFiles,
  safety,
  conversations: { openConversation, requireParticipant },
  readMarks: { markSeen },
}: {
  db: Db;
  realtime: RealtimePublisher;
  repository: ChatsRepository;
  notifications: NotificationsService;
  users: UsersService;
  uploadedFiles: UploadedFilesService;
  safety: Pick<SafetyService, 'assertNotBlocked'>;
  conversations: ChatsConversations;
  readMarks: ChatsReadMarks;
}) {
  /**
   * Appends a message (carrying a stored file when given); both participants' sockets receive it
   * once `tx` commits, its contact details hidden while the conversation (with this message in
   * it) still hides them.
   */
  async function post(
    input: {
      conversationId: string;
      senderId: string;
      recipientId: string;
      body: string;
      attachment?: StoredChatAttachment;
      quoteId?: string;
    },
    tx: DbOrTx,
  ): Promise<{ message: PostedMessage; contactsShown: boolean }> {
    const row = await repository.insertMessage(
      {
        conversationId: input.conversationId,
        senderId: input.senderId,
        body: input.body,
        preview: input.attachment
          ? previewOfMessage(input.body, input.attachment, true)
          : undefined,
        quoteId: input.quoteId,
      },
      tx,
    );
    const message: PostedMessage = input.attachment
      ? { ...row, attachment: await uploadedFiles.recordChatAttachment(row, input.attachment, tx) }
      : row;
    const contactsShown = await repository.findContactsShown(input.conversationId, tx);
    publishMessagePosted(
      realtime,
      tx,
      input.conversationId,
      [input.senderId, input.recipientId],
      (userId) => toMessage(message, userId, contactsShown),
      !contactsShown,
    );
    return { message, contactsShown };
  }

  /**
   * Posts as the sender, marks the conversation read for them (they are looking at it) and tells
   * the other person, once per unread burst.
   */
  async function deliver(
    input: {
      conversationId: string;
      sender: ChatSender;
      recipientId: string;
      body: string;
      attachment?: StoredChatAttachment;
      quoteId?: string;
    },
    tx: DbOrTx,
  ): Promise<ChatMessage> {
    await safety.assertNotBlocked(input.sender.id, input.recipientId, blockRefusals, tx);
    const { message, contactsShown } = await post(
      {
        conversationId: input.conversationId,
        senderId: input.sender.id,
        recipientId: input.recipientId,
        body: input.body,
        attachment: input.attachment,
        quoteId: input.quoteId,
      },
      tx,
    );
    await markSeen(input.conversationId, input.sender.id, tx);
    await notifications.notifyUnlessUnread(
      {
        userId: input.recipientId,
        kind: 'message_received',
        title: messages.chats.messageReceivedTitle(input.sender.firstName),
        // Written once, as the recipient could read the message then.
        body: previewOfMessage(input.body, input.attachment, contactsShown),
        link: paths.chat.href(input.conversationId),
        subjectConversationId: input.conversationId,
      },
      tx,
    );
    return toMessage(message, input.sender.id, contactsShown);
  }

  /** Posts into a conversation the sender takes part in (locked while it is written), as `deliver`. */
  async function sendAsParticipant(
    conversationId: string,
    sender: ChatSender,
    content: { body: string; attachment?: StoredChatAttachment },
  ): Promise<ChatMessage> {
    return inTransaction(db, async (tx) => {
      const conversation = await requireParticipant(conversationId, sender.id, { lock: true }, tx);
      return deliver(
        { conversationId, sender, recipientId: conversation.otherUser.id, ...content },
        tx,
      );
    });
  }

  return {
    async postMessageBetween(
      input: { conversationId: string; senderId: string; recipientId: string; body: string },
      tx: DbOrTx,
    ): Promise<PostedMessage> {
      return (await post(input, tx)).message;
    },

    /**
     * A written quote's line in its conversation (decision 062), posted in the caller's
     * transaction as the person acting, who must take part in it (the conversation is locked
     * while it is written). A card (a send, a revision, an answer) is told by the quote's own
     * notification and goes through a block only when `refuseIfBlocked` is false (withdrawing or
     * declining ends a dealing, never starts one); a question (`asMessage`) is posted and told
     * as any message is, and a block refuses it.
     */
    async postAboutQuote(
      input: {
        conversationId: string;
        sender: ChatSender;
        body: string;
        quoteId: string;
        asMessage: boolean;
        refuseIfBlocked: boolean;
      },
      tx: DbOrTx,
    ): Promise<ChatMessage> {
      const { conversationId, sender, body, quoteId } = input;
      const conversation = await requireParticipant(conversationId, sender.id, { lock: true }, tx);
      const recipientId = conversation.otherUser.id;
      if (input.asMessage) {
        return deliver({ conversationId, sender, recipientId, body, quoteId }, tx);
      }
      if (input.refuseIfBlocked) {
        await safety.assertNotBlocked(sender.id, recipientId, blockRefusals, tx);
      }
      const { message, contactsShown } = await post(
        { conversationId, senderId: sender.id, recipientId, body, quoteId },
        tx,
      );
      await markSeen(conversationId, sender.id, tx);
      return toMessage(message, sender.id, contactsShown);
    },

    /** Whether each of these conversations shows contact details now (decision 026), by id. */
    async contactsShownIn(conversationIds: string[], tx?: DbOrTx): Promise<Map<string, boolean>> {
      const rows = await repository.findContactsShownOf([...new Set(conversationIds)], tx);
      return new Map(rows.map((row) => [row.id, row.contactsShown]));
    },

    /**
     * Appends a message and moves the conversation to the top of both people's lists, telling no
     * socket (test set-up); live flows use `postMessageBetween`.
     */
    async postMessage(
      input: { conversationId: string; senderId: string; body: string },
      tx: DbOrTx = db,
    ): Promise<MessageRow> {
      return repository.insertMessage(input, tx);
    },

    /** A conversation's messages, newest first, a page at a time; participants only. */
    async listMessages(
      conversationId: string,
      userId: string,
      query: { cursor?: string; limit: number },
    ): Promise<ChatMessagePage> {
      const cursor = decodeCursor(query.cursor);
      const conversation = await requireParticipant(conversationId, userId);
      const rows = await repository.listMessages(conversationId, cursor, query.limit + 1);
      const attachments = await uploadedFiles.chatAttachmentsOf(rows.map((row) => row.id));
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        (row) =>
          toMessage(
            { ...row, attachment: attachments.get(row.id) },
            userId,
            conversation.contactsShown,
          ),
      );
    },

    /** A participant writes into the conversation; the other person is notified. */
    async sendMessage(
      conversationId: string,
      sender: ChatSender,
      body: string,
    ): Promise<ChatMessage> {
      return sendAsParticipant(conversationId, sender, { body });
    },

    /**
     * A participant sends a file already in the file store (`POST /api/upload/chatAttachment`):
     * it is posted as a message with an empty body, and the other person is notified.
     */
    async sendAttachment(
      conversationId: string,
      sender: ChatSender,
      attachment: StoredChatAttachment,
    ): Promise<ChatMessage> {
      return sendAsParticipant(conversationId, sender, { body: '', attachment });
    },

    /**
     * A professional writes to an apprentice, or an apprentice to a professional, from the
     * directories: opens (or reuses) their direct conversation and posts the message.
     */
    async sendDirectMessage(
      sender: ChatSender,
      input: { userId: string; message: string },
    ): Promise<{ conversationId: string }> {
      if (input.userId === sender.id) {
        throw new AppError('VALIDATION', messages.chats.cannotMessageSelf, [
          { path: 'userId', message: messages.chats.cannotMessageSelf },
        ]);
      }
      if (!offersServices(sender.userType)) {
        throw new AppError('FORBIDDEN', messages.chats.directNotAllowed);
      }
      const recipient = await users.findById(input.userId);
      if (!recipient || recipient.emailVerifiedAt === null || recipient.suspendedAt !== null) {
        throw notFound(messages.chats.recipientNotFound);
      }
      if (!canMessageDirectly(sender.userType, recipient.userType)) {
        throw new AppError('FORBIDDEN', messages.chats.directNotAllowed);
      }
      return inTransaction(db, async (tx) => {
        const { conversation } = await openConversation(
          { jobId: null, starterId: sender.id, recipientId: recipient.id },
          tx,
        );
        await requireParticipant(conversation.id, sender.id, { lock: true }, tx);
        await deliver(
          {
            conversationId: conversation.id,
            sender,
            recipientId: recipient.id,
            body: input.message,
          },
          tx,
        );
        return { conversationId: conversation.id };
      });
    },
  };
}
