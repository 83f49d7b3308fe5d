import type { Db } from '../../db/client';
import { createChatActivityRepository } from './chats.activity.repository';
import { createChatConversationsRepository } from './chats.conversations.repository';
import { createChatMessagesRepository } from './chats.messages.repository';

export type { ConversationListRow, ParticipantConversationRow } from './chats.columns';
export type { ConversationRow } from './chats.conversations.repository';
export type { MessageRow } from './chats.messages.repository';

/** The chats' tables: conversations, messages, and the activity the jobs module reads. */
export function createChatsRepository(db: Db) {
  return {
    ...createChatConversationsRepository(db),
    ...createChatMessagesRepository(db),
    ...createChatActivityRepository(db),
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
