import * as messages from '@trademate/shared/messages';
import { averageRating } from '@trademate/shared/schemas/directory';
import type { AccountStatus, PlanFilter } from '@trademate/shared/constants/people';
import type {
  PeoplePage,
  PeopleQuery,
  PersonDetail,
  PersonSummary,
} from '@trademate/shared/schemas/people';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import { publicClientName, type ReviewsService } from '../reviews/reviews.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import { createPeopleRepository } from './people.repository';

const m = messages.people;

interface SummaryFields {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: PersonSummary['userType'];
  contactNumber: string;
  state: PersonSummary['state'];
  city: string;
  emailVerifiedAt: Date | null;
  suspendedAt: Date | null;
  createdAt: Date;
  subscriptionStatus: string | null;
  subscriptionIsTrial: boolean | null;
  subscriptionPeriodEnd: Date | null;
}

function statusOf(row: SummaryFields): AccountStatus {
  if (row.suspendedAt) return 'suspended';
  return row.emailVerifiedAt ? 'active' : 'unverified';
}

function planOf(row: SummaryFields, now: Date): PlanFilter {
  if (!row.subscriptionPeriodEnd) return 'none';
  if (row.subscriptionPeriodEnd <= now) return 'expired';
  if (row.subscriptionIsTrial) return 'trial';
  return row.subscriptionStatus === 'cancelled' ? 'cancelled' : 'paid';
}

function toSummary(row: SummaryFields, now: Date): PersonSummary {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    contactNumber: row.contactNumber,
    state: row.state,
    city: row.city,
    status: statusOf(row),
    plan: planOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The console's People section (decision 031): finding a customer, everything about them on one
 * page, and the staff actions on their account, each audited in its own transaction.
 */
export function createPeopleService(deps: {
  db: Db;
  users: UsersService;
  auth: AuthService;
  reviews: ReviewsService;
  subscriptions: SubscriptionsService;
  audit: AuditService;
}) {
  const { db, users, auth, reviews, subscriptions, audit } = deps;
  const repository = createPeopleRepository(db);

  async function mustFind(userId: string, tx?: DbOrTx) {
    const user = await users.findById(userId, tx);
    if (!user) throw notFound(m.notFound);
    return user;
  }

  /** `suspend` in the caller's transaction (the moderation queue's action: decision 034). */
  async function suspendWithin(actor: AuditActor, userId: string, reason: string, tx: DbOrTx) {
    // Read in the transaction: the embedded database has one connection.
    const user = await mustFind(userId, tx);
    const suspended = await users.suspend(userId, reason, tx);
    if (!suspended) throw new AppError('CONFLICT', m.alreadySuspended);
    const ended = await auth.endAllSessions(userId, tx);
    await audit.record(
      actor,
      {
        action: 'user.suspend',
        recordType: 'user',
        recordId: userId,
        reason,
        details: { email: user.email, sessionsEnded: ended },
      },
      tx,
    );
    return { name: `${user.firstName} ${user.lastName}`, ended };
  }

  return {
    async search(
      query: Omit<PeopleQuery, 'page' | 'limit'> & { page: number; limit: number },
      now: Date = new Date(),
    ): Promise<PeoplePage> {
      const { rows, total } = await repository.search(query, now);
      return {
        items: rows.map((row) => toSummary(row, now)),
        total,
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / query.limit)),
      };
    },

    async detail(userId: string, now: Date = new Date()): Promise<PersonDetail> {
      const row = await repository.findPerson(userId);
      if (!row) throw notFound(m.notFound);
      const [jobs, contacts, received, given, invoices, tickets, reportsBy, reportsAbout, live] =
        await Promise.all([
          repository.jobsOf(userId),
          repository.contactsOf(userId),
          repository.reviewsOf(userId, 'tradie'),
          repository.reviewsOf(userId, 'client'),
          repository.invoicesOf(userId),
          repository.ticketsOf(userId),
          repository.reportsOf(userId, 'reporter'),
          repository.reportsOf(userId, 'subject'),
          repository.liveSessionsOf(userId, now),
        ]);
      const toReview = (side: 'tradie' | 'client') => (review: (typeof received)[number]) => ({
        _id: review.id,
        jobId: review.jobId,
        jobTitle: review.jobTitle,
        rating: review.rating,
        body: review.body,
        reply: review.reply,
        otherName:
          side === 'tradie'
            ? publicClientName(review.otherFirstName, review.otherLastName)
            : `${review.otherFirstName} ${review.otherLastName}`,
        hiddenAt: iso(review.hiddenAt),
        createdAt: review.createdAt.toISOString(),
      });
      const toReport = (report: (typeof reportsBy)[number]) => ({
        _id: report.id,
        subjectType: report.subjectType,
        subjectId: report.subjectId,
        reason: report.reason,
        note: report.note,
        excerpt: report.excerpt,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
      });
      return {
        profile: {
          ...toSummary(row, now),
          bio: row.bio,
          suburb: row.suburb,
          postcode: row.postcode,
          emailVerifiedAt: iso(row.emailVerifiedAt),
          suspendedAt: iso(row.suspendedAt),
          suspensionReason: row.suspensionReason,
          reviewCount: row.reviewCount,
          rating: averageRating(row.ratingTotal, row.reviewCount),
        },
        subscription:
          row.subscriptionPeriodEnd && row.planName
            ? {
                planName: row.planName,
                status: planOf(row, now),
                isTrial: row.subscriptionIsTrial ?? false,
                currentPeriodEnd: row.subscriptionPeriodEnd.toISOString(),
                cancelledAt: iso(row.subscriptionCancelledAt),
              }
            : null,
        jobs: jobs.map((job) => ({
          _id: job.id,
          title: job.title,
          status: job.status,
          role: job.clientId === userId ? ('posted' as const) : ('hired' as const),
          contactCount: job.contactCount,
          createdAt: job.createdAt.toISOString(),
        })),
        contacts: contacts.map((contact) => ({
          jobId: contact.jobId,
          jobTitle: contact.jobTitle,
          contactedAt: contact.contactedAt.toISOString(),
        })),
        reviewsReceived: received.map(toReview('tradie')),
        reviewsGiven: given.map(toReview('client')),
        invoices: invoices.map((invoice) => ({
          _id: invoice.id,
          number: invoice.number,
          description: invoice.description,
          amountCents: invoice.amountCents,
          issuedAt: invoice.issuedAt.toISOString(),
        })),
        tickets: tickets.map((ticket) => ({
          _id: ticket.id,
          reason: ticket.reason,
          problemMessage: ticket.problemMessage,
          status: ticket.status,
          createdAt: ticket.createdAt.toISOString(),
        })),
        reportsBy: reportsBy.map(toReport),
        reportsAbout: reportsAbout.map(toReport),
        sessions: live.map((session) => ({
          _id: session.id,
          userAgent: session.userAgent,
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        })),
      };
    },

    /**
     * Suspends the account and ends all its sessions, with the audit row, in one transaction. The
     * caller disconnects the person's sockets once it has committed.
     */
    async suspend(actor: AuditActor, userId: string, reason: string) {
      return inTransaction(db, (tx) => suspendWithin(actor, userId, reason, tx));
    },

    suspendWithin,

    async reinstate(actor: AuditActor, userId: string, reason: string) {
      const user = await mustFind(userId);
      return inTransaction(db, async (tx) => {
        if (!(await users.reinstate(userId, tx))) throw new AppError('CONFLICT', m.notSuspended);
        await audit.record(
          actor,
          {
            action: 'user.reinstate',
            recordType: 'user',
            recordId: userId,
            reason,
            details: { email: user.email },
          },
          tx,
        );
        return { name: `${user.firstName} ${user.lastName}` };
      });
    },

    async endSessions(actor: AuditActor, userId: string, reason: string) {
      const user = await mustFind(userId);
      return inTransaction(db, async (tx) => {
        const ended = await auth.endAllSessions(userId, tx);
        await audit.record(
          actor,
          {
            action: 'user.end_sessions',
            recordType: 'user',
            recordId: userId,
            reason,
            details: { email: user.email, sessionsEnded: ended },
          },
          tx,
        );
        return { ended };
      });
    },

    async verifyEmail(actor: AuditActor, userId: string, reason: string) {
      const user = await mustFind(userId);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', m.alreadyVerified);
      return inTransaction(db, async (tx) => {
        await users.markVerified(userId, tx);
        await audit.record(
          actor,
          {
            action: 'user.verify_email',
            recordType: 'user',
            recordId: userId,
            reason,
            details: { email: user.email },
          },
          tx,
        );
        return { email: user.email };
      });
    },

    /** Extends a professional's trial by some days, or ends it now; with its audit row. */
    async changeTrial(
      actor: AuditActor,
      userId: string,
      change: { extendDays: number } | 'now',
      reason: string,
    ) {
      const user = await mustFind(userId);
      return inTransaction(db, async (tx) => {
        const before = await subscriptions.findByUserId(userId, tx);
        const after = await subscriptions.changeTrialEnd(userId, change, tx);
        await audit.record(
          actor,
          {
            action: change === 'now' ? 'user.trial_end' : 'user.trial_extend',
            recordType: 'user',
            recordId: userId,
            reason,
            details: {
              email: user.email,
              ...(change === 'now' ? {} : { days: change.extendDays }),
              endBefore: before?.currentPeriodEnd.toISOString() ?? null,
              endAfter: after.currentPeriodEnd.toISOString(),
            },
          },
          tx,
        );
        return { currentPeriodEnd: after.currentPeriodEnd.toISOString() };
      });
    },

    async hideReview(actor: AuditActor, reviewId: string, reason: string) {
      return inTransaction(db, async (tx) => {
        const review = await reviews.hide(reviewId, tx);
        await audit.record(
          actor,
          {
            action: 'review.hide',
            recordType: 'review',
            recordId: reviewId,
            reason,
            details: { tradieId: review.tradieId, clientId: review.clientId },
          },
          tx,
        );
        return review;
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
