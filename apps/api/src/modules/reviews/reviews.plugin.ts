import fp from 'fastify-plugin';
import { createReviewsService, type ReviewsService } from './reviews.service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

export const reviewsPlugin = fp(
  async (app) => {
    app.decorate(
      'reviews',
      createReviewsService({ db: app.db, notifications: app.notifications, users: app.users }),
    );
  },
  { name: 'reviews', dependencies: ['notifications', 'users'] },
);
