import { canSeeClientContact } from '@trademate/shared/constants/job-lifecycle';
import * as messages from '@trademate/shared/messages';
import type {
  JobHistoryEntry,
  JobHistoryPage,
  JobHistoryQuery,
} from '@trademate/shared/schemas/job-requests';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage } from '../../lib/cursor';
import { toJobFacts } from '../jobs/jobs.service';
import type { QuestionSets } from '../services/question-sets.service';
import { createJobHistoryRepository } from './job-history.repository';

/** "Olivia N." before a hire, the full name after. */
function clientName(client: { firstName: string; lastName: string }, isFullNameShown: boolean) {
  if (isFullNameShown) return `${client.firstName} ${client.lastName}`;
  const initial = client.lastName.trim().charAt(0);
  return initial ? `${client.firstName} ${initial.toUpperCase()}.` : client.firstName;
}

/** A tradie's job history: the jobs they contacted a client about or were hired for. */
export function createJobHistoryService({
  db,
  questionSets,
}: {
  db: Db;
  /** The sets jobs were asked, to read an entry's answers (decision 071). */
  questionSets: Pick<QuestionSets, 'byIds'>;
}) {
  const repository = createJobHistoryRepository(db);

  return {
    async listJobHistory(tradieId: string, query: JobHistoryQuery): Promise<JobHistoryPage> {
      const cursor = decodeCursor(query.cursor);
      const rows = await repository.findHistoryPage(tradieId, { cursor, limit: query.limit });
      const deals = await repository.findDeals(
        rows.filter((row) => row.hiredTradieId === tradieId).map((row) => row.id),
        tradieId,
      );
      return toCursorPage(
        rows,
        query.limit,
        (row) => ({ createdAt: row.involvedAt, id: row.id }),
        (row) => ({
          _id: row.id,
          title: row.title,
          service: { _id: row.serviceId, name: row.serviceName },
          city: row.city,
          state: row.state,
          status: row.status,
          closedReason: row.closedReason,
          contactedAt: row.contactedAt?.toISOString() ?? null,
          isHired: row.hiredTradieId === tradieId,
          deal: deals.get(row.id) ?? null,
        }),
      );
    },

    /** One of the tradie's jobs; any other job answers 404 whether or not it exists. */
    async getJobHistoryEntry(tradieId: string, jobId: string): Promise<JobHistoryEntry> {
      const row = await repository.findJobOfTradie(jobId, tradieId);
      const isHired = row?.job.hiredTradieId === tradieId;
      // A job hidden by staff does not exist for professionals (decision 034).
      if (!row || row.job.hiddenAt || (!row.contactedAt && !isHired)) {
        throw notFound(messages.jobHistory.notFound);
      }
      const { job, client } = row;
      const isSharingContact = isHired && canSeeClientContact(job.status);
      const [deals, asked] = await Promise.all([
        isHired ? repository.findDeals([job.id], tradieId) : new Map(),
        questionSets.byIds([job.questionSetId]),
      ]);
      return {
        ...toJobFacts(job, row.serviceName, asked),
        closedReason: job.closedReason,
        contactedAt: row.contactedAt?.toISOString() ?? null,
        hiredAt: isHired ? (job.hiredAt?.toISOString() ?? null) : null,
        isHired,
        conversationId: row.conversationId,
        deal: deals.get(job.id) ?? null,
        client: {
          name: clientName(client, isSharingContact),
          contactNumber: isSharingContact ? client.contactNumber : null,
          email: isSharingContact ? client.email : null,
        },
      };
    },
  };
}

export type JobHistoryService = ReturnType<typeof createJobHistoryService>;
