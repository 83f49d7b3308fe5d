import fp from 'fastify-plugin';
import { createUploadedFilesService, type UploadedFilesService } from './uploaded-files.service';

declare module 'fastify' {
  interface FastifyInstance {
    uploadedFiles: UploadedFilesService;
  }
}

export const uploadedFilesPlugin = fp(
  async (app) => {
    app.decorate('uploadedFiles', createUploadedFilesService({ db: app.db }));
  },
  { name: 'uploadedFiles' },
);
