import { and, desc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conversations } from '../../db/schema/chats';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { jobInvoices, jobPayments } from '../../db/schema/job-payments';
import { quoteVariations, quoteVersions, quotes } from '../../db/schema/quotes';
import type { Cursor } from '../../lib/cursor';

/**
 * A tradie's jobs: every job they contacted the client about (job_contacts), plus the jobs they
 * were hired for without a contact row. Each comes once, with the time the tradie got involved:
 * their first contact, else the hire. Both only ever get set once, so pages never shift. The time
 * is cut to milliseconds, the cursor's precision, so rows a microsecond apart are never skipped.
 */
function jobsOfTradie(tx: DbOrTx, tradieId: string) {
  const contacted = tx
    .select({
      jobId: sql<string>`${jobContacts.jobId}`.as('history_job_id'),
      involvedAt: sql<Date>`date_trunc('milliseconds', ${jobContacts.createdAt})`
        .mapWith(jobContacts.createdAt)
        .as('involved_at'),
    })
    .from(jobContacts)
    .where(eq(jobContacts.tradieId, tradieId));
  const hiredWithoutContact = tx
    .select({
      jobId: sql<string>`${jobs.id}`.as('history_job_id'),
      involvedAt:
        sql<Date>`date_trunc('milliseconds', coalesce(${jobs.hiredAt}, ${jobs.createdAt}))`
          .mapWith(jobs.createdAt)
          .as('involved_at'),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.hiredTradieId, tradieId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(jobContacts)
            .where(and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, tradieId))),
        ),
      ),
    );
  return contacted.unionAll(hiredWithoutContact).as('mine');
}

/**
 * The chat about this job: the one the tradie opened by contacting the client, else a direct
 * conversation between the two of them (a client who hired the tradie from a chat).
 */
function conversationWithClient(tradieId: string) {
  return sql<string | null>`coalesce(${jobContacts.conversationId}, (
    select ${conversations.id} from ${conversations}
    where ${conversations.jobId} is null
      and least(${conversations.starterId}, ${conversations.recipientId}) = least(${tradieId}::uuid, ${jobs.clientId})
      and greatest(${conversations.starterId}, ${conversations.recipientId}) = greatest(${tradieId}::uuid, ${jobs.clientId})
    limit 1
  ))`;
}

export interface DealRow {
  quoteId: string;
  agreedTotalCents: number;
  paidCents: number;
  heldCents: number;
  payoutCents: number;
  feeCents: number;
  invoiceCount: number;
}

export function createJobHistoryRepository(db: Db) {
  return {
    /** One page of the tradie's jobs, most recent involvement first, `limit + 1` rows. */
    async findHistoryPage(
      tradieId: string,
      page: { cursor?: Cursor; limit: number },
      tx: DbOrTx = db,
    ) {
      const mine = jobsOfTradie(tx, tradieId);
      const { cursor } = page;
      return tx
        .select({
          id: jobs.id,
          title: jobs.title,
          city: jobs.city,
          state: jobs.state,
          status: jobs.status,
          closedReason: jobs.closedReason,
          hiredTradieId: jobs.hiredTradieId,
          serviceId: services.id,
          serviceName: services.name,
          involvedAt: mine.involvedAt,
          contactedAt: jobContacts.createdAt,
        })
        .from(mine)
        .innerJoin(jobs, eq(jobs.id, mine.jobId))
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, tradieId)),
        )
        .where(
          and(
            // A job hidden by staff leaves every professional's view (decision 034).
            isNull(jobs.hiddenAt),
            cursor
              ? or(
                  lt(mine.involvedAt, cursor.createdAt),
                  and(eq(mine.involvedAt, cursor.createdAt), lt(mine.jobId, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(mine.involvedAt), desc(mine.jobId))
        .limit(page.limit + 1);
    },

    /**
     * The deals on these jobs: the tradie's accepted quote with its total, and what its client
     * paid through TradeMate (decisions 062, 064), by job.
     */
    async findDeals(jobIds: string[], tradieId: string, tx: DbOrTx = db) {
      if (jobIds.length === 0) return new Map<string, DealRow>();
      const paid = sql`${jobPayments.paidAt} is not null`;
      const rows = await tx
        .select({
          jobId: quotes.jobId,
          quoteId: quotes.id,
          // The accepted version with every approved variation, as the agreement prints it.
          agreedTotalCents: sql<number>`(${quoteVersions.totalCents} + coalesce((select sum(${quoteVariations.totalCents}) from ${quoteVariations} where ${quoteVariations.quoteId} = ${quotes.id} and ${quoteVariations.status} = 'approved'), 0))::int`,
          paidCents: sql<number>`coalesce((select sum(${jobPayments.amountCents}) from ${jobPayments} where ${jobPayments.quoteId} = ${quotes.id} and ${paid}), 0)::int`,
          heldCents: sql<number>`coalesce((select sum(${jobPayments.amountCents} - ${jobPayments.releasedCents} - ${jobPayments.refundedCents}) from ${jobPayments} where ${jobPayments.quoteId} = ${quotes.id} and ${paid}), 0)::int`,
          payoutCents: sql<number>`coalesce((select sum(${jobPayments.releasedCents} - ${jobPayments.feeCents}) from ${jobPayments} where ${jobPayments.quoteId} = ${quotes.id}), 0)::int`,
          feeCents: sql<number>`coalesce((select sum(${jobPayments.feeCents}) from ${jobPayments} where ${jobPayments.quoteId} = ${quotes.id}), 0)::int`,
          invoiceCount: sql<number>`(select count(*) from ${jobInvoices} join ${jobPayments} on ${jobPayments.id} = ${jobInvoices.paymentId} where ${jobPayments.quoteId} = ${quotes.id})::int`,
        })
        .from(quotes)
        .innerJoin(
          quoteVersions,
          and(
            eq(quoteVersions.quoteId, quotes.id),
            eq(quoteVersions.version, quotes.acceptedVersion),
          ),
        )
        .where(
          and(
            inArray(quotes.jobId, jobIds),
            eq(quotes.professionalId, tradieId),
            eq(quotes.status, 'accepted'),
          ),
        );
      return new Map(rows.map(({ jobId, ...deal }) => [jobId, deal]));
    },

    /**
     * One job with the tradie's part in it and the client's details, in one query; undefined when
     * the job does not exist. `contactedAt` is null when the tradie never contacted the client.
     */
    async findJobOfTradie(jobId: string, tradieId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          job: jobs,
          serviceName: services.name,
          client: {
            firstName: users.firstName,
            lastName: users.lastName,
            contactNumber: users.contactNumber,
            email: users.email,
          },
          contactedAt: jobContacts.createdAt,
          conversationId: conversationWithClient(tradieId),
        })
        .from(jobs)
        .innerJoin(services, eq(services.id, jobs.serviceId))
        .innerJoin(users, eq(users.id, jobs.clientId))
        .leftJoin(
          jobContacts,
          and(eq(jobContacts.jobId, jobs.id), eq(jobContacts.tradieId, tradieId)),
        )
        .where(eq(jobs.id, jobId))
        .limit(1);
      return row;
    },
  };
}

export type JobHistoryRepository = ReturnType<typeof createJobHistoryRepository>;
