import fp from 'fastify-plugin';
import { createUploadedFilesService, type UploadedFilesService } from './uploaded-files.service';
import { createUploadsService, type UploadsService } from './uploads.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who uploaded which file, and the chat attachments' records (other modules read them). */
    uploadedFiles: UploadedFilesService;
    /** Uploads from their bytes to the file store and their records; the upload routes use it. */
    uploads: UploadsService;
  }
}

export const uploadedFilesPlugin = fp(
  async (app) => {
    app.decorate('uploadedFiles', createUploadedFilesService({ db: app.db }));
  },
  { name: 'uploadedFiles' },
);

/**
 * The upload routes' service: it stores through `app.storage`, records through `uploadedFiles`,
 * sets avatars through `users`, audits covers through `audit` and posts chat files through
 * `chats`.
 */
export const uploadsPlugin = fp(
  async (app) => {
    app.decorate(
      'uploads',
      createUploadsService({
        db: app.db,
        storage: app.storage,
        users: app.users,
        uploadedFiles: app.uploadedFiles,
        audit: app.audit,
        chats: app.chats,
      }),
    );
  },
  { name: 'uploads', dependencies: ['uploadedFiles', 'users', 'audit', 'chats'] },
);
