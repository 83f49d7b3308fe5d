import type { NewsletterRepository } from './newsletter.repository';

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /**
     * Subscribing twice answers the same as once, so the form cannot be used to learn who is on the
     * list.
     */
    async subscribe(email: string, subscriptionDate: string | undefined): Promise<void> {
      await repository.addSubscription(email, subscriptionDate ? new Date(subscriptionDate) : null);
    },
  };
}
