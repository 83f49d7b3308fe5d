import { type ChatAttachment } from '@trademate/shared/schemas/chat-attachments';
import {
  chatAttachmentUrls,
  type ChatAttachmentKind,
} from '@trademate/shared/constants/chat-attachments';
import type { Db, DbOrTx } from '../../db/client';
import {
  createUploadedFilesRepository,
  type ChatAttachmentRow,
  type UploadedFileKind,
} from './uploaded-files.repository';

export type { ChatAttachmentRow };

/** A chat file in the file store, ready to be recorded with the message that carries it. */
export interface StoredChatAttachment {
  kind: ChatAttachmentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

/** A chat attachment as its message carries it to the conversation's two people. */
export function toChatAttachment(row: ChatAttachmentRow): ChatAttachment {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.fileName,
    size: row.sizeBytes,
    url: chatAttachmentUrls.file(row.id),
    thumbnailUrl: row.thumbnailKey ? chatAttachmentUrls.thumbnail(row.id) : null,
    width: row.width,
    height: row.height,
  };
}

/**
 * Files people uploaded for later use (job photos, chat attachments), and who uploaded them, so a
 * job or message can only point at its own author's files.
 */
export function createUploadedFilesService({ db }: { db: Db }) {
  const repository = createUploadedFilesRepository(db);

  return {
    /** Records who uploaded a stored file, and as what. */
    async record(path: string, ownerId: string, kind: UploadedFileKind, tx: DbOrTx = db) {
      return repository.insert({ path, ownerId, kind }, tx);
    },

    /** Whether every one of these paths was uploaded by this person as this kind of file. */
    async areAllOwnedBy(
      ownerId: string,
      kind: UploadedFileKind,
      paths: string[],
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const unique = [...new Set(paths)];
      if (unique.length === 0) return true;
      return (await repository.countOwned(ownerId, kind, unique, tx)) === unique.length;
    },

    /** Records a stored chat file as carried by `message` (in the transaction that posts it). */
    async recordChatAttachment(
      message: { id: string; conversationId: string; senderId: string },
      file: StoredChatAttachment,
      tx: DbOrTx = db,
    ): Promise<ChatAttachment> {
      const row = await repository.insertChatAttachment(
        {
          ...file,
          messageId: message.id,
          conversationId: message.conversationId,
          uploaderId: message.senderId,
        },
        tx,
      );
      return toChatAttachment(row);
    },

    /** A chat attachment's record (its conversation and store keys); undefined when unknown. */
    async findChatAttachment(id: string): Promise<ChatAttachmentRow | undefined> {
      return repository.findChatAttachment(id);
    },

    /**
     * The chat files with these ids that are still there (their message not removed by staff),
     * with the conversation and the person that sent each: a written quote attaches the
     * professional's own files from the job's conversation (decision 062).
     */
    async findChatAttachments(ids: string[], tx?: DbOrTx): Promise<ChatAttachmentRow[]> {
      return repository.findChatAttachments([...new Set(ids)], tx);
    },

    /** The attachments these messages carry, by message id. */
    async chatAttachmentsOf(messageIds: string[]): Promise<Map<string, ChatAttachment>> {
      const rows = await repository.findChatAttachmentsOfMessages(messageIds);
      return new Map(rows.map((row) => [row.messageId, toChatAttachment(row)]));
    },
  };
}

export type UploadedFilesService = ReturnType<typeof createUploadedFilesService>;
