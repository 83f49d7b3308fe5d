import {
  canMessageDirectly,
  offersServices,
  type UserType,
} from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@trademate/shared/paths';
import type {
  ChatMessage,
  ChatMessagePage,
  ChatPerson,
  Conversation,
  ConversationPage,
  ConversationRole,
} from '@trademate/shared/schemas/chats';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { noRealtime, type RealtimePublisher } from '../../lib/realtime-publisher';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SafetyService } from '../safety/safety.service';
import type { StoredChatAttachment, UploadedFilesService } from '../uploads/uploaded-files.service';
import type { UsersService } from '../users/users.service';
import { bodyForReader } from './chats.contact-details';
import {
  attachmentPreviewFor,
  previewOf,
  previewOfMessage,
  previewFor,
  toMessage,
  type PostedMessage,
} from './chats.reading';
import { publishMessagePosted, publishMessageRemoved } from './chats.events';
import {
  createChatsRepository,
  type ConversationRow,
  type MessageRow,
  type ParticipantConversationRow,
} from './chats.repository';

// Other modules' ways to read a message or a file's name as a conversation shows it.
export { previewOf } from './chats.reading';
export { fileNameForReader } from './chats.contact-details';

export interface OpenConversationInput {
  /** The job it is about, or null for a direct conversation. */
  jobId: string | null;
  starterId: string;
  recipientId: string;
}

/** Who is writing: enough to check the direct-message rules and to name them to the reader. */
export interface ChatSender {
  id: string;
  userType: UserType;
  firstName: string;
}

function toPerson(row: ParticipantConversationRow['otherUser']): ChatPerson {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarPath,
    userType: row.userType,
  };
}

function roleOf(row: ParticipantConversationRow, userId: string): ConversationRole {
  if (!row.jobId) return 'direct';
  return row.jobClientId === userId ? 'client' : 'professional';
}

/** What a sender is told when a block stands between them and the person they write to. */
const blockRefusals = {
  byMe: messages.safety.youBlockedThem,
  byThem: messages.safety.theyBlockedYou,
};

/** Conversations and messages. Other modules open conversations and post first messages here. */
export function createChatsService({
  db,
  realtime = noRealtime,
  notifications,
  users,
  uploadedFiles,
  safety,
}: {
  db: Db;
  realtime?: RealtimePublisher;
  notifications: NotificationsService;
  users: UsersService;
  uploadedFiles: UploadedFilesService;
  safety: Pick<SafetyService, 'assertNotBlocked' | 'standingBetween'>;
}) {
  const repository = createChatsRepository(db);

  async function findExisting(input: OpenConversationInput, tx: DbOrTx) {
    return input.jobId
      ? repository.findJobConversation(input.jobId, input.starterId, tx)
      : repository.findDirectConversation(input.starterId, input.recipientId, tx);
  }

  /**
   * The conversation for this job and professional (or this pair of people), created when it does
   * not exist yet; `created` says which.
   */
  async function openConversation(
    input: OpenConversationInput,
    tx: DbOrTx = db,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    const existing = await findExisting(input, tx);
    if (existing) return { conversation: existing, created: false };
    const inserted = await repository.insertConversation(input, tx);
    if (inserted) return { conversation: inserted, created: true };
    // Lost a race with the same first contact: the other insert won, use its row.
    const winner = await findExisting(input, tx);
    return { conversation: winner!, created: false };
  }

  async function requireParticipant(
    conversationId: string,
    userId: string,
    options: { lock?: boolean } = {},
    tx: DbOrTx = db,
  ) {
    const row = await repository.findForParticipant(conversationId, userId, options, tx);
    // Someone else's conversation does not exist, as far as this user can tell.
    if (!row) throw notFound(messages.chats.notFound);
    return row;
  }

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

  async function postMessageBetween(
    input: { conversationId: string; senderId: string; recipientId: string; body: string },
    tx: DbOrTx,
  ): Promise<PostedMessage> {
    return (await post(input, tx)).message;
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
    openConversation,

    postMessageBetween,

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

    /** The user's conversations, most recent message first, a page at a time. */
    async listMine(
      userId: string,
      query: { cursor?: string; limit: number },
    ): Promise<ConversationPage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.listForParticipant(userId, cursor, query.limit + 1);
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.lastMessageAt, id: row.id }),
        (row) => ({
          _id: row.id,
          otherUser: toPerson(row.otherUser),
          job: row.jobId && row.jobTitle ? { _id: row.jobId, title: row.jobTitle } : null,
          lastMessagePreview: previewFor(row),
          lastMessageAt: row.lastMessageAt.toISOString(),
          unreadCount: row.unreadCount,
        }),
      );
    },

    /** The chat room's header: who the user talks to, about which job, and as whom. */
    async getConversation(conversationId: string, userId: string): Promise<Conversation> {
      const row = await requireParticipant(conversationId, userId);
      return {
        _id: row.id,
        otherUser: toPerson(row.otherUser),
        job: row.jobId && row.jobTitle ? { _id: row.jobId, title: row.jobTitle } : null,
        myRole: roleOf(row, userId),
        contactsHidden: !row.contactsShown,
        blocked: await safety.standingBetween(userId, row.otherUser.id),
      };
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

    /** The user has read the conversation up to now. */
    async markRead(conversationId: string, userId: string): Promise<{ lastReadAt: string }> {
      return inTransaction(db, async (tx) => {
        const lastReadAt = await markSeen(conversationId, userId, tx);
        if (!lastReadAt) throw notFound(messages.chats.notFound);
        return { lastReadAt: lastReadAt.toISOString() };
      });
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

    /** Of these jobs, those with a chat message after `since` (a job's activity: decision 029). */
    async findJobsWithMessagesAfter(jobIds: string[], since: Date, tx?: DbOrTx) {
      return repository.findJobsWithMessagesAfter(jobIds, since, tx);
    },

    /**
     * How clients answer the professionals who write about their jobs (decision 029): per client,
     * the conversations whose reply window of `windowMs` ended by `now`, how many the client
     * answered within it, on how many jobs, and when the next window ends (null: none open).
     */
    async countJobRepliesOf(clientIds: string[], now: Date, windowMs: number, tx?: DbOrTx) {
      const rows = await repository.countJobRepliesOf(
        clientIds,
        new Date(now.getTime() - windowMs),
        windowMs,
        tx,
      );
      return new Map(
        rows.map(({ firstOpenWindowAt, ...row }) => [
          row.clientId,
          {
            ...row,
            nextWindowEndsAt: firstOpenWindowAt
              ? new Date(firstOpenWindowAt.getTime() + windowMs)
              : null,
          },
        ]),
      );
    },

    /** How many of the user's conversations hold unread messages. */
    async countUnread(userId: string): Promise<{ chats: number }> {
      return { chats: await repository.countUnreadConversations(userId) };
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
