import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@trademate/shared/schemas/chats';
import * as messages from '@trademate/shared/messages';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/file-store';
import type { Storage } from '../../plugins/storage';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { fileNameForReader, type ChatSender, type ChatsService } from '../chats/chats.service';
import type { UsersService } from '../users/users.service';
import { toAvatarImage } from './avatar-image';
import { toChatAttachmentFile } from './chat-attachment-file';
import { toJobPhotoImage } from './job-photo-image';
import type { ChatAttachmentRow, UploadedFilesService } from './uploaded-files.service';

const m = messages.chatAttachments;

/**
 * What people upload, from the bytes a route read to a stored file and its record: avatars, job
 * and logbook photos, article covers and chat files are re-encoded, put in the file store, recorded (or
 * audited), and removed again when what should record them fails; a chat file is read back only
 * by its conversation's two people. The routes parse and authorise; this is the only code of the
 * module that uses the file store.
 */
export function createUploadsService(deps: {
  db: Db;
  storage: Storage;
  users: Pick<UsersService, 'findById' | 'setAvatar'>;
  uploadedFiles: Pick<UploadedFilesService, 'record' | 'findChatAttachment'>;
  audit: Pick<AuditService, 'record'>;
  chats: Pick<ChatsService, 'getConversation' | 'sendAttachment'>;
}) {
  const { db, storage, users, uploadedFiles, audit, chats } = deps;

  /** Stores `content` as a new public file, keeps it only if `keep` succeeds, and answers its path. */
  async function savePublic(
    folder: 'job-photos' | 'blog-covers' | 'logbook-photos',
    content: Buffer,
    keep: (path: string) => Promise<unknown>,
  ): Promise<string> {
    const path = await storage.save(folder, 'webp', content);
    try {
      await keep(path);
    } catch (error) {
      await storage.remove(path).catch(() => undefined);
      throw error;
    }
    return path;
  }

  return {
    /**
     * The person's new avatar, re-encoded; the previous one is removed once the new one is in
     * place (a file the store cannot remove now is only left over, and logged on `log`).
     */
    async saveAvatar(userId: string, upload: Buffer, log: FastifyBaseLogger): Promise<string> {
      const image = await toAvatarImage(upload);
      const previous = (await users.findById(userId))?.avatarPath;
      const path = await storage.save('avatars', 'webp', image);
      await users.setAvatar(userId, path);
      if (previous) {
        await storage
          .remove(previous)
          .catch((error: unknown) =>
            log.warn({ err: error }, 'could not remove the previous avatar'),
          );
      }
      return path;
    },

    /** A photo for a job the client is writing, stored and recorded as theirs. */
    async saveJobPhoto(clientId: string, upload: Buffer): Promise<string> {
      const image = await toJobPhotoImage(upload);
      return savePublic('job-photos', image, (path) =>
        uploadedFiles.record(path, clientId, 'job_photo'),
      );
    },

    /**
     * A photo of an apprentice's work for their logbook (decision 072), re-encoded as a job photo
     * is and recorded as theirs, so only their own entries may show it.
     */
    async saveLogbookPhoto(apprenticeId: string, upload: Buffer): Promise<string> {
      const image = await toJobPhotoImage(upload);
      return savePublic('logbook-photos', image, (path) =>
        uploadedFiles.record(path, apprenticeId, 'logbook_photo'),
      );
    },

    /** An article's cover picture (decision 033), re-encoded as a job photo is, and audited. */
    async saveBlogCover(actor: AuditActor, upload: Buffer): Promise<string> {
      const image = await toJobPhotoImage(upload);
      return savePublic('blog-covers', image, (coverUrl) =>
        inTransaction(db, (tx) =>
          audit.record(
            actor,
            { action: 'blog.coverUpload', recordType: 'file', recordId: coverUrl },
            tx,
          ),
        ),
      );
    },

    /**
     * Posts a chat file (decision 028) as `sender`'s message in the conversation: a photo is
     * re-encoded with its thumbnail, a PDF kept as sent; the files leave the store again when the
     * message cannot be posted.
     */
    async sendChatAttachment(
      conversationId: string,
      sender: ChatSender,
      upload: Buffer,
      sentName: string,
    ): Promise<ChatMessage> {
      const prepared = await toChatAttachmentFile(upload, sentName);
      const name = randomUUID();
      const storageKey = `chat-attachments/${name}.${prepared.extension}`;
      const thumbnailKey = prepared.thumbnail ? `chat-attachments/${name}-thumbnail.webp` : null;
      await storage.put(storageKey, prepared.content, prepared.contentType);
      try {
        if (thumbnailKey) await storage.put(thumbnailKey, prepared.thumbnail!, 'image/webp');
        return await chats.sendAttachment(conversationId, sender, {
          kind: prepared.kind,
          fileName: prepared.fileName,
          contentType: prepared.contentType,
          sizeBytes: prepared.content.length,
          storageKey,
          thumbnailKey,
          width: prepared.width,
          height: prepared.height,
        });
      } catch (error) {
        await Promise.allSettled(
          [storageKey, thumbnailKey].flatMap((key) => (key ? [storage.delete(key)] : [])),
        );
        throw error;
      }
    },

    /**
     * A chat attachment's record, when `userId` is one of its conversation's two people (404
     * otherwise), and its name as they may read it: masked like a message until the conversation
     * shows contact details (decision 057).
     */
    async chatAttachmentFor(
      id: string,
      userId: string,
    ): Promise<{ row: ChatAttachmentRow; name: string }> {
      const row = await uploadedFiles.findChatAttachment(id);
      if (!row) throw notFound(m.notFound);
      try {
        const conversation = await chats.getConversation(row.conversationId, userId);
        return { row, name: fileNameForReader(row.fileName, !conversation.contactsHidden).name };
      } catch (error) {
        // Someone else's file does not exist, as far as this user can tell.
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(m.notFound);
        throw error;
      }
    },

    /** A stored chat file (or thumbnail) by its key; 404 when the store no longer has it. */
    async openChatFile(key: string): Promise<StoredFile> {
      const file = await storage.get(key);
      if (!file) throw notFound(m.notFound);
      return file;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
