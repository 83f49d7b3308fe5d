import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import type { ChatsService } from '../chats/chats.service';
import type { JobsService } from '../jobs/jobs.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PeopleService } from '../people/people.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { SafetyService } from '../safety/safety.service';
import { createModerationActions } from './moderation.actions';
import { createModerationJobs } from './moderation.jobs';
import { createModerationNotices } from './moderation.notices';
import { createModerationQueue } from './moderation.queue';
import { createModerationRepository } from './moderation.repository';

/**
 * The console's Moderation section (decision 034): the queue of reported things, one thing in
 * context, and what staff do about it. Every action runs in one transaction that closes every
 * open report about the thing, makes the change through the owning module's service, writes the
 * audit row and tells the reporters (`report_outcome`), and the owner when warned
 * (`account_warned`). Staff also hide, show and close jobs directly.
 */
export function createModerationService(deps: {
  db: Db;
  safety: SafetyService;
  jobs: JobsService;
  chats: ChatsService;
  reviews: ReviewsService;
  people: PeopleService;
  notifications: NotificationsService;
  audit: AuditService;
}) {
  const repository = createModerationRepository(deps.db);
  const notices = createModerationNotices({ ...deps, repository });
  return {
    ...createModerationQueue({ repository }),
    ...createModerationActions({ ...deps, repository, notices }),
    ...createModerationJobs({ ...deps, notices }),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
