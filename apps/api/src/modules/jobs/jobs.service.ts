import { createJobsContacts } from './jobs.contacts';
import { createJobsDealings } from './jobs.dealings';
import type { JobsDeps } from './jobs.deps';
import { createJobsInvitations } from './jobs.invitations';
import { createJobsLifecycle } from './jobs.lifecycle';
import { createJobsMyJobs } from './jobs.my-jobs';
import { createOwnJob } from './jobs.own-job';
import { createJobsPosting } from './jobs.posting';
import { createJobsReviews } from './jobs.reviews';
import { createJobsStaffActions } from './jobs.staff-actions';

export { FIRST_CONTACTS_PAGE } from './jobs.contacts';
/** The job's one read shape, for every module whose answers carry a job. */
export {
  toJob,
  toJobCard,
  toJobFacts,
  type ClientJobRow,
  type JobAnswersRow,
  type JobCardRow,
  type JobFactsRow,
} from './jobs.read-shape';

/** The services the jobs module uses, as its plugin passes them. */
export type JobsServiceOptions = Omit<JobsDeps, 'ownJob'>;

/**
 * The client's side of jobs: posting and editing, then hiring one of the professionals who made
 * contact, completing, cancelling and reviewing; invitations and what a client's jobs say about a
 * professional; and staff's actions on a job. Every status change is a conditional update, so of
 * two concurrent changes only one wins; its notifications are written in the same transaction.
 */
export function createJobsService(options: JobsServiceOptions) {
  const deps: JobsDeps = {
    ...options,
    ownJob: createOwnJob(options.db, options.questionSets),
  };
  const contacts = createJobsContacts(deps);
  return {
    ...createJobsPosting(deps),
    ...createJobsMyJobs({ ...deps, contacts }),
    recordContact: contacts.recordContact,
    getContacts: contacts.getContacts,
    ...createJobsLifecycle(deps),
    ...createJobsReviews(deps),
    ...createJobsInvitations(deps),
    ...createJobsDealings(deps),
    ...createJobsStaffActions(deps),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
