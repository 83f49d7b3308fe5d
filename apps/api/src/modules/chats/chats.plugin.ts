import fp from 'fastify-plugin';
import { createChatsService, type ChatsService } from './chats.service';

declare module 'fastify' {
  interface FastifyInstance {
    chats: ChatsService;
  }
}

export const chatsPlugin = fp(
  async (app) => {
    app.decorate(
      'chats',
      createChatsService({
        db: app.db,
        realtime: app.realtime,
        notifications: app.notifications,
        users: app.users,
        uploadedFiles: app.uploadedFiles,
        safety: app.safety,
      }),
    );
  },
  { name: 'chats', dependencies: ['notifications', 'users', 'uploadedFiles', 'safety'] },
);
