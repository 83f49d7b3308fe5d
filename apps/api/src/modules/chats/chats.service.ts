import type { Db, DbOrTx } from '../../db/client';
import { createChatsRepository, type ConversationRow, type MessageRow } from './chats.repository';

export interface OpenConversationInput {
  /** The job it is about, or null for a direct conversation. */
  jobId: string | null;
  starterId: string;
  recipientId: string;
}

/** Conversations and messages. Other modules open conversations and post first messages here. */
export function createChatsService(db: Db) {
  const repository = createChatsRepository(db);

  async function findExisting(input: OpenConversationInput, tx: DbOrTx) {
    return input.jobId
      ? repository.findJobConversation(input.jobId, input.starterId, tx)
      : repository.findDirectConversation(input.starterId, input.recipientId, tx);
  }

  return {
    /**
     * The conversation for this job and professional (or this pair of people), created when it does
     * not exist yet; `created` says which.
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

    /** Appends a message and moves the conversation to the top of both people's lists. */
    async postMessage(
      input: { conversationId: string; senderId: string; body: string },
      tx: DbOrTx = db,
    ): Promise<MessageRow> {
      return repository.insertMessage(input, tx);
    },
  };
}
