import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { messages } from '../../db/schema/chats';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { uploadedFiles } from '../../db/schema/jobs';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type UploadedFileKind = UploadedFileRow['kind'];
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
export type NewChatAttachmentRow = typeof chatAttachments.$inferInsert;

export function createUploadedFilesRepository(db: Db) {
  return {
    async insert(
      values: { path: string; ownerId: string; kind: UploadedFileKind },
      tx: DbOrTx = db,
    ): Promise<UploadedFileRow> {
      const [row] = await tx.insert(uploadedFiles).values(values).returning();
      if (!row) throw new Error('Recording an uploaded file returned no row');
      return row;
    },

    /** How many of these paths the owner uploaded as this kind of file. */
    async countOwned(
      ownerId: string,
      kind: UploadedFileKind,
      paths: string[],
      tx: DbOrTx = db,
    ): Promise<number> {
      if (paths.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.ownerId, ownerId),
            eq(uploadedFiles.kind, kind),
            inArray(uploadedFiles.path, paths),
          ),
        );
      return row?.n ?? 0;
    },

    async insertChatAttachment(
      values: NewChatAttachmentRow,
      tx: DbOrTx = db,
    ): Promise<ChatAttachmentRow> {
      const [row] = await tx.insert(chatAttachments).values(values).returning();
      if (!row) throw new Error('Recording a chat attachment returned no row');
      return row;
    },

    /** A chat file, unless staff removed its message (decision 034): then it is gone for both. */
    async findChatAttachment(id: string, tx: DbOrTx = db): Promise<ChatAttachmentRow | undefined> {
      const [row] = await tx
        .select({ attachment: chatAttachments })
        .from(chatAttachments)
        .innerJoin(messages, eq(messages.id, chatAttachments.messageId))
        .where(and(eq(chatAttachments.id, id), isNull(messages.removedAt)))
        .limit(1);
      return row?.attachment;
    },

    /** These chat files, those whose message staff removed (decision 034) left out. */
    async findChatAttachments(ids: string[], tx: DbOrTx = db): Promise<ChatAttachmentRow[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ attachment: chatAttachments })
        .from(chatAttachments)
        .innerJoin(messages, eq(messages.id, chatAttachments.messageId))
        .where(and(inArray(chatAttachments.id, ids), isNull(messages.removedAt)));
      return rows.map((row) => row.attachment);
    },

    async findChatAttachmentsOfMessages(
      messageIds: string[],
      tx: DbOrTx = db,
    ): Promise<ChatAttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return tx
        .select()
        .from(chatAttachments)
        .where(inArray(chatAttachments.messageId, messageIds));
    },
  };
}

export type UploadedFilesRepository = ReturnType<typeof createUploadedFilesRepository>;
