import type { JobDetail, MyJobPage } from '@trademate/shared/schemas/jobs';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { FIRST_CONTACTS_PAGE, type JobsContacts } from './jobs.contacts';
import { createJobsRepository } from './jobs.repository';
import type { JobsDeps } from './jobs.deps';
import { toJob } from './jobs.read-shape';
import { toReview } from './jobs.reviews';

/** What a client reads of their jobs: "My jobs", and a job's page with who made contact. */
export function createJobsMyJobs({
  db,
  ownJob: { ownJobOr404 },
  contacts: { contactsPage, hiredTradieOf },
  reviews,
  questionSets,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'reviews' | 'questionSets'> & {
  contacts: Pick<JobsContacts, 'contactsPage' | 'hiredTradieOf'>;
}) {
  const repository = createJobsRepository(db);

  return {
    async getMyJobs(
      clientId: string,
      query: { cursor?: string; limit: number },
    ): Promise<MyJobPage> {
      const rows = await repository.findClientJobs(
        clientId,
        decodeCursor(query.cursor),
        query.limit,
      );
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.createdAt, id: row.id }),
        (row) => ({
          _id: row.id,
          title: row.title,
          service: { _id: row.serviceId, name: row.serviceName },
          status: row.status,
          state: row.state,
          city: row.city,
          createdAt: row.createdAt.toISOString(),
          contactCount: row.contactCount,
          photo: row.photo ?? null,
          closedReason: row.closedReason,
          isOutcomeAsked: row.status === 'open' && row.outcomeAskedAt !== null,
          isHidden: row.hiddenAt !== null,
        }),
      );
    },

    async getJob(clientId: string, jobId: string): Promise<JobDetail> {
      const job = await ownJobOr404(jobId, clientId);
      const [contactPage, hiredTradie, review, asked] = await Promise.all([
        contactsPage(jobId, undefined, FIRST_CONTACTS_PAGE),
        job.hiredTradieId ? hiredTradieOf(jobId, job.hiredTradieId) : null,
        reviews.findForJob(jobId),
        questionSets.byIds([job.questionSetId]),
      ]);
      return {
        ...toJob(job, job.serviceName, asked),
        serviceSlug: job.serviceSlug,
        contacts: contactPage,
        hiredTradie,
        review: review ? toReview(review) : null,
      };
    },
  };
}
