import * as messages from '@trademate/shared/messages';
import type {
  ChatPerson,
  Conversation,
  ConversationPage,
  ConversationRole,
} from '@trademate/shared/schemas/chats';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import type { SafetyService } from '../safety/safety.service';
import { previewFor } from './chats.reading';
import type {
  ChatsRepository,
  ConversationRow,
  ParticipantConversationRow,
} from './chats.repository';

export interface OpenConversationInput {
  /** The job it is about, or null for a direct conversation. */
  jobId: string | null;
  starterId: string;
  recipientId: string;
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

/** Conversations: opening one, a participant's list and header, and their unread count. */
export function createChatsConversations({
  db,
  repository,
  safety,
}: {
  db: Db;
  repository: ChatsRepository;
  safety: Pick<SafetyService, 'standingBetween'>;
}) {
  async function findExisting(input: OpenConversationInput, tx: DbOrTx) {
    return input.jobId
      ? repository.findJobConversation(input.jobId, input.starterId, tx)
      : repository.findDirectConversation(input.starterId, input.recipientId, tx);
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

  return {
    /**
     * The conversation for this job and professional (or this pair of people), created when it
     * does not exist yet; `created` says which.
     */
    async openConversation(
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
    },

    requireParticipant,

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

    /** How many of the user's conversations hold unread messages. */
    async countUnread(userId: string): Promise<{ chats: number }> {
      return { chats: await repository.countUnreadConversations(userId) };
    },
  };
}

export type ChatsConversations = ReturnType<typeof createChatsConversations>;
