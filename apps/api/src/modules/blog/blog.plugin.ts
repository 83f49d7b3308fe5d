import fp from 'fastify-plugin';
import { createBlogService, type BlogService } from './blog.service';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogService;
  }
}

export const blogPlugin = fp(
  async (app) => {
    app.decorate('blog', createBlogService({ db: app.db, audit: app.audit }));
  },
  { name: 'blog', dependencies: ['audit'] },
);
