import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { chatAttachments } from '../../db/schema/chat-attachments';
import { messages } from '../../db/schema/chats';
import { jobPayments } from '../../db/schema/job-payments';
import { jobs } from '../../db/schema/jobs';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';

const client = alias(users, 'payment_client');
const professional = alias(users, 'payment_professional');
const sender = alias(users, 'message_sender');

/** Sydney's calendar: the console's weeks and months start there. */
const SYDNEY = 'Australia/Sydney';
/**
 * The periods as SQL words, written into the statement rather than bound: a grouped expression
 * must be the same text in the select and the group by, which two bound parameters are not.
 */
const truncTo = { week: 'week', month: 'month' } as const;

/**
 * What the job payments read of other modules' tables: the job's title and both people's names
 * for a payment, a dispute's conversation and files for support, and the ledger's sums per period
 * for the console (one statement each, decision 017).
 */
export function createJobPaymentsReadRepository(db: Db) {
  return {
    async jobTitlesOf(jobIds: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (jobIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(inArray(jobs.id, [...new Set(jobIds)]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Disputed payments, open (unresolved) or resolved, newest first. */
    async findDisputes(state: 'open' | 'resolved', tx: DbOrTx = db) {
      return tx
        .select({
          payment: jobPayments,
          jobTitle: jobs.title,
          clientName: sql<string>`${client.firstName} || ' ' || ${client.lastName}`,
          professionalName: sql<string>`${professional.firstName} || ' ' || ${professional.lastName}`,
        })
        .from(jobPayments)
        .innerJoin(jobs, eq(jobs.id, jobPayments.jobId))
        .innerJoin(client, eq(client.id, jobPayments.clientId))
        .innerJoin(professional, eq(professional.id, jobPayments.professionalId))
        .where(
          and(
            isNotNull(jobPayments.disputeOpenedAt),
            state === 'open'
              ? isNull(jobPayments.disputeResolvedAt)
              : isNotNull(jobPayments.disputeResolvedAt),
          ),
        )
        .orderBy(desc(jobPayments.disputeOpenedAt))
        .limit(200);
    },

    /** A conversation's messages for support, oldest first, with their files; nothing masked. */
    async conversationForSupport(conversationId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: messages.id,
          body: messages.body,
          createdAt: messages.createdAt,
          removedAt: messages.removedAt,
          senderName: sql<string>`${sender.firstName} || ' ' || ${sender.lastName}`,
          attachmentId: chatAttachments.id,
          fileName: chatAttachments.fileName,
        })
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .leftJoin(chatAttachments, eq(chatAttachments.messageId, messages.id))
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(500);
    },

    /** A chat file of a conversation, for support to open in a dispute. */
    async findConversationFile(conversationId: string, attachmentId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(chatAttachments)
        .where(
          and(
            eq(chatAttachments.id, attachmentId),
            eq(chatAttachments.conversationId, conversationId),
          ),
        );
      return row;
    },

    /**
     * Money moved per week or month (Sydney time) by kind: what each kind moved (its positive
     * side) and the fees it kept, from the ledger alone.
     */
    async ledgerTotalsByPeriod(period: 'week' | 'month', since: Date, tx: DbOrTx = db) {
      const start = sql`date_trunc(${sql.raw(`'${truncTo[period]}'`)}, ${ledgerTransactions.createdAt} at time zone ${sql.raw(`'${SYDNEY}'`)})`;
      const rows = await tx
        .select({
          start: sql<string>`to_char(${start}, 'YYYY-MM-DD')`,
          kind: ledgerTransactions.kind,
          moved: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0), 0)`,
          fees: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = 'fees'), 0)`,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(sql`${ledgerTransactions.createdAt} >= ${since}`)
        .groupBy(start, ledgerTransactions.kind)
        .orderBy(start);
      return rows.map((row) => ({
        start: row.start,
        kind: row.kind,
        moved: Number(row.moved),
        fees: Number(row.fees),
      }));
    },

    /** Disputes opened per week or month (Sydney time). */
    async disputesByPeriod(period: 'week' | 'month', since: Date, tx: DbOrTx = db) {
      const start = sql`date_trunc(${sql.raw(`'${truncTo[period]}'`)}, ${jobPayments.disputeOpenedAt} at time zone ${sql.raw(`'${SYDNEY}'`)})`;
      const rows = await tx
        .select({
          start: sql<string>`to_char(${start}, 'YYYY-MM-DD')`,
          count: sql<number>`count(*)::int`,
        })
        .from(jobPayments)
        .where(sql`${jobPayments.disputeOpenedAt} >= ${since}`)
        .groupBy(start);
      return rows;
    },

    /**
     * Every paid payment beside its ledger: what the ledger holds for it and what it charged,
     * for the reconciliation. Newest first.
     */
    async paymentsBesideLedger(limit: number, tx: DbOrTx = db) {
      return tx
        .select({
          payment: jobPayments,
          jobTitle: jobs.title,
          ledgerHeld: sql<string>`coalesce((select sum(e.amount_cents) from ${ledgerEntries} e where e.account = 'held:' || ${jobPayments.id}::text), 0)`,
          ledgerCharged: sql<string>`coalesce((select sum(e.amount_cents) from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id where t.kind = 'charge' and t.reference = ${jobPayments.id}::text and e.amount_cents > 0), 0)`,
        })
        .from(jobPayments)
        .innerJoin(jobs, eq(jobs.id, jobPayments.jobId))
        .orderBy(desc(jobPayments.createdAt))
        .limit(limit);
    },
  };
}

export type JobPaymentsReadRepository = ReturnType<typeof createJobPaymentsReadRepository>;
