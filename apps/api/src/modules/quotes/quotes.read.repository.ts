import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { businessDetails } from '../../db/schema/credentials';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { quoteVersions, quotes } from '../../db/schema/quotes';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { distanceKm } from '../../lib/distance';
import { licenceSummariesOf } from '../credentials/credentials.service';

const client = alias(users, 'quote_client');
const professional = alias(users, 'quote_professional');

/**
 * A quote with its current version, its job and both people, and what the client compares the
 * professional by: rating, jobs completed, licences, ABN, distance and how soon they wrote. One
 * statement for a job's every quote.
 */
const quoteReadColumns = {
  quote: quotes,
  current: quoteVersions,
  job: {
    id: jobs.id,
    clientId: jobs.clientId,
    title: jobs.title,
    status: jobs.status,
    state: jobs.state,
    budgetMin: jobs.budgetMin,
    budgetMax: jobs.budgetMax,
    createdAt: jobs.createdAt,
  },
  serviceSlug: services.slug,
  client: { firstName: client.firstName, lastName: client.lastName },
  professional: {
    id: professional.id,
    firstName: professional.firstName,
    lastName: professional.lastName,
    avatarPath: professional.avatarPath,
    reviewCount: professional.reviewCount,
    ratingTotal: professional.ratingTotal,
  },
  licences: licenceSummariesOf(sql`${professional.id}`),
  hasAbn: sql<boolean>`exists (select 1 from ${businessDetails} where ${businessDetails.userId} = ${professional.id})`,
  jobsCompleted: sql<number>`(select count(*)::int from ${jobs} done where done.hired_tradie_id = ${professional.id} and done.status = 'completed')`,
  firstContactAt: jobContacts.createdAt,
  distanceKm: distanceKm(
    professional.latitude,
    professional.longitude,
    jobs.latitude,
    jobs.longitude,
  ),
};

/** Quotes read with `quoteReadColumns`, oldest first; the row type comes from this query. */
function selectQuotes(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(quoteReadColumns)
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.currentVersion)),
    )
    .innerJoin(jobs, eq(jobs.id, quotes.jobId))
    .innerJoin(services, eq(services.id, jobs.serviceId))
    .innerJoin(client, eq(client.id, jobs.clientId))
    .innerJoin(professional, eq(professional.id, quotes.professionalId))
    .leftJoin(
      jobContacts,
      and(eq(jobContacts.jobId, quotes.jobId), eq(jobContacts.tradieId, quotes.professionalId)),
    )
    .where(where)
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
}

export type QuoteReadRow = Awaited<ReturnType<typeof selectQuotes>>[number];

/**
 * What the quotes read of other modules' tables: a quote in its context, and the job a quote is
 * sent on (locked, so a hire or a cancellation cannot slip between the checks and the write).
 */
export function createQuotesReadRepository(db: Db) {
  return {
    async findQuoteRow(quoteId: string, tx: DbOrTx = db): Promise<QuoteReadRow | undefined> {
      const [row] = await selectQuotes(tx, eq(quotes.id, quoteId));
      return row;
    },

    /** The job's quotes, or only this professional's one (0 or 1). */
    async findJobQuoteRows(
      jobId: string,
      professionalId?: string,
      tx: DbOrTx = db,
    ): Promise<QuoteReadRow[]> {
      return selectQuotes(
        tx,
        and(
          eq(quotes.jobId, jobId),
          professionalId === undefined ? undefined : eq(quotes.professionalId, professionalId),
        ),
      );
    },

    /** A quote with its job's title and both people's names and addresses: an agreement's parties. */
    async findAgreementRow(quoteId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          quote: {
            id: quotes.id,
            status: quotes.status,
            acceptedVersion: quotes.acceptedVersion,
            acceptedAt: quotes.acceptedAt,
            conversationId: quotes.conversationId,
          },
          job: { id: jobs.id, title: jobs.title },
          client: {
            id: client.id,
            firstName: client.firstName,
            lastName: client.lastName,
            email: client.email,
          },
          professional: {
            id: professional.id,
            firstName: professional.firstName,
            lastName: professional.lastName,
            email: professional.email,
          },
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .innerJoin(client, eq(client.id, jobs.clientId))
        .innerJoin(professional, eq(professional.id, quotes.professionalId))
        .where(eq(quotes.id, quoteId))
        .limit(1);
      return row;
    },

    /**
     * Whom a job's quotes concern: its client, and whether this professional contacted the client
     * about it. Undefined when there is no such job.
     */
    async findJobParties(jobId: string, professionalId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ clientId: jobs.clientId, contactedAt: jobContacts.createdAt })
        .from(jobs)
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, professionalId)),
        )
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row && { clientId: row.clientId, hasContacted: row.contactedAt !== null };
    },

    /**
     * The job a quote is sent, changed or answered on, with its client's first name and the
     * conversation the professional's contact opened (null when they never wrote), locked until
     * the transaction ends: quotes on one job, and its hire, take turns.
     */
    async lockJobForQuote(jobId: string, professionalId: string, tx: DbOrTx) {
      const [row] = await tx
        .select({
          id: jobs.id,
          clientId: jobs.clientId,
          title: jobs.title,
          status: jobs.status,
          isHidden: sql<boolean>`${jobs.hiddenAt} is not null`,
          clientFirstName: users.firstName,
          conversationId: jobContacts.conversationId,
        })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.clientId))
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, professionalId)),
        )
        .where(eq(jobs.id, jobId))
        .for('update', { of: jobs })
        .limit(1);
      return row;
    },
  };
}

export type QuotesReadRepository = ReturnType<typeof createQuotesReadRepository>;
