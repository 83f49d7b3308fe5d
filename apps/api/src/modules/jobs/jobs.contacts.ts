import { replyWindowMs } from '@trademate/shared/constants/client-record';
import { averageRating } from '@trademate/shared/schemas/directory';
import type { HiredTradie, JobContact, JobContactPage } from '@trademate/shared/schemas/jobs';
import type { DbOrTx } from '../../db/client';
import { decodeCursor, toCursorPage, type Cursor } from '../../lib/cursor';
import { noRealtime } from '../../lib/realtime-publisher';
import {
  createJobContactsRepository,
  type ContactRow,
  type ProfessionalRow,
} from './jobs.contacts.repository';
import { createJobOutcomesRepository } from './job-outcomes.repository';
import { publishJobContacted } from './jobs.events';
import type { JobsDeps } from './jobs.deps';

/** How many professionals who made contact the job page shows before "Load more". */
export const FIRST_CONTACTS_PAGE = 20;

function toProfessional(row: ProfessionalRow): Omit<HiredTradie, 'conversationId'> {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarPath,
    hiringStatus: row.hiringStatus,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    licences: row.licences,
  };
}

function toContact(row: ContactRow): JobContact {
  return {
    ...toProfessional(row),
    conversationId: row.conversationId,
    contactedAt: row.contactedAt.toISOString(),
  };
}

/**
 * The professionals who contact a client about a job: each contact recorded and counted once, and
 * the client's view of them on the job page, with the one they hired.
 */
export function createJobsContacts({
  db,
  ownJob: { ownJobOr404 },
  realtime = noRealtime,
}: Pick<JobsDeps, 'db' | 'ownJob' | 'realtime'>) {
  const repository = createJobContactsRepository(db);
  const records = createJobOutcomesRepository(db);

  async function contactsPage(
    jobId: string,
    cursor: Cursor | undefined,
    limit: number,
  ): Promise<JobContactPage> {
    const rows = await repository.findContacts(jobId, cursor, limit);
    return toCursorPage(
      rows,
      limit,
      (row) => ({ createdAt: row.contactedAt, id: row.id }),
      toContact,
    );
  }

  return {
    contactsPage,

    /** The professional hired for the job, and the chat their contact opened (if any). */
    async hiredTradieOf(jobId: string, tradieId: string): Promise<HiredTradie | null> {
      const [professional, conversationId] = await Promise.all([
        repository.findProfessional(tradieId),
        repository.findContactConversationId(jobId, tradieId),
      ]);
      return professional
        ? { ...toProfessional(professional), conversationId: conversationId ?? null }
        : null;
    },

    /**
     * Records that a professional contacted the client about a job, in the caller's transaction,
     * and counts them once; false when they had contacted about it before.
     */
    async recordContact(
      contact: { jobId: string; tradieId: string; conversationId: string },
      tx: DbOrTx,
    ): Promise<boolean> {
      const isFirst = await repository.insertContact(contact, tx);
      if (isFirst) {
        const counted = await repository.incrementContactCount(contact.jobId, tx);
        if (counted) {
          // The client's response rate counts this conversation once its reply window ends.
          await records.markClientRecordDue(
            counted.clientId,
            new Date(Date.now() + replyWindowMs),
            tx,
          );
          publishJobContacted(realtime, tx, counted.clientId, {
            jobId: contact.jobId,
            contactCount: counted.contactCount,
          });
        }
      }
      return isFirst;
    },

    async getContacts(
      clientId: string,
      jobId: string,
      query: { cursor?: string; limit: number },
    ): Promise<JobContactPage> {
      const cursor = decodeCursor(query.cursor);
      await ownJobOr404(jobId, clientId);
      return contactsPage(jobId, cursor, query.limit);
    },
  };
}

export type JobsContacts = ReturnType<typeof createJobsContacts>;
