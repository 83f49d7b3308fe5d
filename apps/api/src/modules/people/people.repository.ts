import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PeopleQuery } from '@trademate/shared/schemas/people';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { jobContacts, jobs } from '../../db/schema/jobs';
import { invoices } from '../../db/schema/payments';
import { plans } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';
import { reports } from '../../db/schema/safety';
import { subscriptions } from '../../db/schema/subscriptions';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';

/** How many rows of each kind a person's page shows (newest first). */
const SHOWN = 50;

/** `%`, `_` and `\` in a search are the letters themselves, not patterns. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The console's plan filter in SQL, with "now" as the subscription's end is compared to. */
function planCondition(plan: NonNullable<PeopleQuery['plan']>, now: Date): SQL {
  const live = gt(subscriptions.currentPeriodEnd, now);
  switch (plan) {
    case 'none':
      return isNull(subscriptions.id);
    case 'expired':
      return sql`${subscriptions.currentPeriodEnd} <= ${now}`;
    case 'trial':
      return and(live, eq(subscriptions.isTrial, true))!;
    case 'cancelled':
      return and(live, eq(subscriptions.isTrial, false), eq(subscriptions.status, 'cancelled'))!;
    case 'paid':
      return and(live, eq(subscriptions.isTrial, false), eq(subscriptions.status, 'active'))!;
  }
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  contactNumber: users.contactNumber,
  state: users.state,
  city: users.city,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  subscriptionStatus: subscriptions.status,
  subscriptionIsTrial: subscriptions.isTrial,
  subscriptionPeriodEnd: subscriptions.currentPeriodEnd,
};

/** What the console reads of people across the marketplace's tables; it writes none of them. */
export function createPeopleRepository(db: Db) {
  return {
    /** A page of people matching the search and filters, newest accounts first, and the total. */
    async search(
      query: Omit<PeopleQuery, 'page' | 'limit'> & { page: number; limit: number },
      now: Date,
    ) {
      const term = query.q?.trim();
      const digits = term?.replace(/\D/g, '') ?? '';
      const conditions = [
        term
          ? or(
              ilike(users.email, likeTerm(term)),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(term)),
              digits.length >= 4
                ? ilike(
                    sql`regexp_replace(${users.contactNumber}, '\\D', '', 'g')`,
                    likeTerm(digits),
                  )
                : undefined,
            )
          : undefined,
        query.userType ? eq(users.userType, query.userType) : undefined,
        query.state ? eq(users.state, query.state) : undefined,
        query.plan ? planCondition(query.plan, now) : undefined,
        query.status === 'suspended' ? sql`${users.suspendedAt} is not null` : undefined,
        query.status === 'active'
          ? and(isNull(users.suspendedAt), sql`${users.emailVerifiedAt} is not null`)
          : undefined,
        query.status === 'unverified'
          ? and(isNull(users.suspendedAt), isNull(users.emailVerifiedAt))
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findPerson(id: string) {
      const [row] = await db
        .select({
          ...summaryColumns,
          bio: users.bio,
          suburb: users.suburb,
          postcode: users.postcode,
          suspensionReason: users.suspensionReason,
          reviewCount: users.reviewCount,
          ratingTotal: users.ratingTotal,
          planName: plans.name,
          subscriptionCancelledAt: subscriptions.cancelledAt,
        })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .leftJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async jobsOf(userId: string) {
      return db
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          clientId: jobs.clientId,
          contactCount: jobs.contactCount,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(or(eq(jobs.clientId, userId), eq(jobs.hiredTradieId, userId)))
        .orderBy(desc(jobs.createdAt))
        .limit(SHOWN);
    },

    async contactsOf(userId: string) {
      return db
        .select({ jobId: jobs.id, jobTitle: jobs.title, contactedAt: jobContacts.createdAt })
        .from(jobContacts)
        .innerJoin(jobs, eq(jobs.id, jobContacts.jobId))
        .where(eq(jobContacts.tradieId, userId))
        .orderBy(desc(jobContacts.createdAt))
        .limit(SHOWN);
    },

    /** Reviews they received (`tradie`) or wrote (`client`), hidden ones included. */
    async reviewsOf(userId: string, side: 'tradie' | 'client') {
      const other = aliasedTable(users, 'other');
      const mine = side === 'tradie' ? reviews.tradieId : reviews.clientId;
      const theirs = side === 'tradie' ? reviews.clientId : reviews.tradieId;
      return db
        .select({
          id: reviews.id,
          jobId: reviews.jobId,
          jobTitle: jobs.title,
          rating: reviews.rating,
          body: reviews.body,
          reply: reviews.reply,
          otherFirstName: other.firstName,
          otherLastName: other.lastName,
          hiddenAt: reviews.hiddenAt,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(jobs, eq(jobs.id, reviews.jobId))
        .innerJoin(other, eq(other.id, theirs))
        .where(eq(mine, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(SHOWN);
    },

    async invoicesOf(userId: string) {
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          description: invoices.description,
          amountCents: invoices.amountCents,
          issuedAt: invoices.issuedAt,
        })
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt))
        .limit(SHOWN);
    },

    async ticketsOf(userId: string) {
      return db
        .select({
          id: tickets.id,
          reason: tickets.reason,
          problemMessage: tickets.problemMessage,
          status: tickets.status,
          createdAt: tickets.createdAt,
        })
        .from(tickets)
        .where(eq(tickets.userId, userId))
        .orderBy(desc(tickets.createdAt))
        .limit(SHOWN);
    },

    /** Reports they made (`reporter`) or that are about them or their things (`subject`). */
    async reportsOf(userId: string, side: 'reporter' | 'subject') {
      return db
        .select({
          id: reports.id,
          subjectType: reports.subjectType,
          subjectId: reports.subjectId,
          reason: reports.reason,
          note: reports.note,
          excerpt: reports.excerpt,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(eq(side === 'reporter' ? reports.reporterId : reports.subjectUserId, userId))
        .orderBy(desc(reports.createdAt))
        .limit(SHOWN);
    },

    async liveSessionsOf(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(SHOWN);
    },
  };
}
