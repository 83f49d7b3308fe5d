import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/chats';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function createChatsRepository(db: Db) {
  return {
    async findJobConversation(jobId: string, starterId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.jobId, jobId), eq(conversations.starterId, starterId)))
        .limit(1);
      return row;
    },

    async findDirectConversation(a: string, b: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(conversations)
        .where(
          and(
            isNull(conversations.jobId),
            or(
              and(eq(conversations.starterId, a), eq(conversations.recipientId, b)),
              and(eq(conversations.starterId, b), eq(conversations.recipientId, a)),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Inserts unless the same conversation already exists (a concurrent first contact). */
    async insertConversation(
      values: { jobId: string | null; starterId: string; recipientId: string },
      tx: DbOrTx = db,
    ): Promise<ConversationRow | undefined> {
      const [row] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertMessage(
      values: { conversationId: string; senderId: string; body: string },
      tx: DbOrTx = db,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(values).returning();
      await tx
        .update(conversations)
        .set({
          lastMessageAt: row!.createdAt,
          lastMessagePreview: sql`left(${values.body}, 140)`,
        })
        .where(eq(conversations.id, values.conversationId));
      return row!;
    },
  };
}
