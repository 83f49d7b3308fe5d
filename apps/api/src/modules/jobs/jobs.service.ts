import {
  canEditJob,
  canHireForJob,
  canReviewJob,
  jobActions,
  type ClientJobAction,
} from '@trademate/shared/constants/job-lifecycle';
import { replyWindowMs } from '@trademate/shared/constants/client-record';
import type { JobOutcomeAnswer, JobStatus } from '@trademate/shared/constants/jobs';
import { isProfessional } from '@trademate/shared/constants/users';
import type { DealingWithClient, OpenJobToInvite } from '@trademate/shared/schemas/directory';
import type { InvitedJob } from '@trademate/shared/schemas/job-requests';
import * as messages from '@trademate/shared/messages';
import { averageRating } from '@trademate/shared/schemas/directory';
import { paths } from '@trademate/shared/paths';
import type {
  HiredTradie,
  Job,
  JobContact,
  JobContactPage,
  JobDetail,
  Invitation,
  JobReview,
  MyJobPage,
  PostJobInput,
} from '@trademate/shared/schemas/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, toCursorPage, type Cursor } from '../../lib/cursor';
import type { AlertsService } from '../alerts/alerts.service';
import { noRealtime, type RealtimePublisher } from '../../lib/realtime-publisher';
import type { AuthUser } from '../auth/auth.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PlacesService, ResolvedAddress } from '../places/places.service';
import type { ReviewRow, ReviewsService } from '../reviews/reviews.service';
import type { SafetyService } from '../safety/safety.service';
import type { UploadedFilesService } from '../uploads/uploaded-files.service';
import {
  createJobsRepository,
  type ContactRow,
  type JobFields,
  type JobRow,
  type ProfessionalRow,
} from './jobs.repository';
import { publishJobContacted } from './jobs.events';

/** How many of a client's jobs with one professional a profile lists. */
const DEALINGS_SHOWN = 20;
/** How many invitations the feed's Invitations part shows (they close as jobs are hired). */
const INVITATIONS_SHOWN = 50;

const m = messages.jobs;
const mm = messages.moderation;

/** How many professionals who made contact the job page shows before "Load more". */
export const FIRST_CONTACTS_PAGE = 20;

type Client = Pick<AuthUser, 'id' | 'firstName' | 'lastName'>;

/** "Olivia N.": how a client is named to the professionals they deal with in notifications. */
function clientName(client: Client): string {
  const initial = client.lastName.trim().charAt(0);
  return initial ? `${client.firstName} ${initial}.` : client.firstName;
}

function toJob(row: JobRow, serviceName: string): Job {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    service: { _id: row.serviceId, name: serviceName },
    address: { state: row.state, city: row.city, postcode: row.postcode, suburb: row.suburb },
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    timing: row.timing,
    timingDate: row.timingDate,
    photos: row.photos,
    status: row.status,
    contactCount: row.contactCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hiredAt: row.hiredAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    outcomeAskedAt: row.outcomeAskedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

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

function toReview(row: ReviewRow): JobReview {
  return {
    _id: row.id,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toJobFields(input: PostJobInput, place: ResolvedAddress): JobFields {
  return {
    serviceId: input.service,
    title: input.title,
    description: input.description,
    ...place,
    budgetMin: input.budgetMin,
    budgetMax: input.budgetMax,
    timing: input.timing,
    timingDate: input.timingDate,
    photos: input.photos,
  };
}

/**
 * The client's side of jobs: posting and editing, then hiring one of the professionals who made
 * contact, completing, cancelling and reviewing. Every status change is a conditional update, so
 * of two concurrent changes only one wins; its notifications are written in the same transaction.
 */
export function createJobsService({
  db,
  notifications,
  alerts,
  uploadedFiles,
  reviews,
  places,
  safety,
  realtime = noRealtime,
}: {
  db: Db;
  notifications: NotificationsService;
  /** Told of each posted job, to alert the matching professionals after the commit. */
  alerts: Pick<AlertsService, 'queueJobFanOut'>;
  uploadedFiles: UploadedFilesService;
  reviews: ReviewsService;
  places: Pick<PlacesService, 'resolveAddress'>;
  /** Asked before an invitation: a block keeps the two apart (decision 027). */
  safety: Pick<SafetyService, 'assertNotBlocked'>;
  realtime?: RealtimePublisher;
}) {
  const repository = createJobsRepository(db);

  /**
   * The service's name, or a 400 naming the field when no job can be posted in it: it does not
   * exist or the console hid it. A job edited without changing its service keeps it either way.
   */
  async function serviceNameOf(serviceId: string, current?: string): Promise<string> {
    const name =
      serviceId === current
        ? await repository.findServiceName(serviceId)
        : await repository.findOfferedServiceName(serviceId);
    if (!name) {
      throw new AppError('VALIDATION', m.serviceUnknown, [
        { path: 'service', message: m.serviceUnknown },
      ]);
    }
    return name;
  }

  async function assertOwnPhotos(clientId: string, photos: string[]): Promise<void> {
    if (!(await uploadedFiles.areAllOwnedBy(clientId, 'job_photo', photos))) {
      throw new AppError('VALIDATION', m.photoNotYours, [
        { path: 'photos', message: m.photoNotYours },
      ]);
    }
  }

  async function ownJobOr404(jobId: string, clientId: string, tx: DbOrTx = db) {
    const job = await repository.findOwnJob(jobId, clientId, tx);
    if (!job) throw notFound(m.notFound);
    return job;
  }

  /**
   * Takes a lifecycle action on the client's job (`jobActions`): changes the row only while the job
   * is in a status the action is allowed from, moving it to the action's status. When no row
   * changed, says why: not theirs (404, never revealing the job exists) or no longer in a status
   * that allows it (409).
   */
  async function transition(
    jobId: string,
    clientId: string,
    action: ClientJobAction,
    values: Parameters<typeof repository.updateOwnJobIfStatus>[3],
    conflictMessage: string,
    tx: DbOrTx,
  ): Promise<JobRow> {
    const rule: { from: readonly JobStatus[]; to?: JobStatus } = jobActions[action];
    const row = await repository.updateOwnJobIfStatus(
      jobId,
      clientId,
      rule.from,
      rule.to ? { ...values, status: rule.to } : values,
      tx,
    );
    if (row) {
      // A job that ends changes the client's hire rate (decision 029).
      if (rule.to) await repository.markClientRecordDue(clientId, new Date(), tx);
      return row;
    }
    await ownJobOr404(jobId, clientId, tx);
    throw new AppError('CONFLICT', conflictMessage);
  }

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

  async function hiredTradieOf(jobId: string, tradieId: string): Promise<HiredTradie | null> {
    const [professional, conversationId] = await Promise.all([
      repository.findProfessional(tradieId),
      repository.findContactConversationId(jobId, tradieId),
    ]);
    return professional
      ? { ...toProfessional(professional), conversationId: conversationId ?? null }
      : null;
  }

  async function serviceNameOfRow(row: JobRow): Promise<string> {
    return (await repository.findServiceName(row.serviceId)) ?? '';
  }

  return {
    /** A service merge (decision 037): the jobs of one service move to another. */
    moveToService: repository.moveToService,

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
          await repository.markClientRecordDue(
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

    /**
     * The client's jobs this professional contacted them about or was hired for: what lets a
     * client see the professional's profile and invite them (decision 021).
     */
    async findDealings(clientId: string, professionalId: string): Promise<DealingWithClient[]> {
      const rows = await repository.findDealings(clientId, professionalId, DEALINGS_SHOWN);
      return rows.map((row) => ({
        jobId: row.jobId,
        title: row.title,
        status: row.status,
        conversationId: row.conversationId,
        isHired: row.hiredTradieId === professionalId,
      }));
    },

    /** The client's open jobs to invite this professional to quote on, marking those already. */
    async listOpenJobsToInvite(
      clientId: string,
      professionalId: string,
    ): Promise<OpenJobToInvite[]> {
      const rows = await repository.findOpenJobsToInvite(
        clientId,
        professionalId,
        INVITATIONS_SHOWN,
      );
      return rows.map((row) => ({
        jobId: row.jobId,
        title: row.title,
        isInvited: row.invitedAt !== null,
      }));
    },

    async hasDealtWith(clientId: string, professionalId: string): Promise<boolean> {
      return (await repository.findDealings(clientId, professionalId, 1)).length > 0;
    },

    /**
     * Whether the professional matches one of the client's open jobs (verified, offers its
     * service, in its state): the professionals the job page suggests (decision 021).
     */
    async matchesOpenJobOf(clientId: string, professionalId: string): Promise<boolean> {
      return (await repository.findMatchingJob(clientId, professionalId, undefined)) !== undefined;
    },

    /**
     * What the suggestions for the client's job are found by: its service, its suburb's place and
     * its state. Not theirs: 404; not open: 409.
     */
    async findJobToMatch(clientId: string, jobId: string) {
      const job = await ownJobOr404(jobId, clientId);
      if (job.status !== 'open' || job.hiddenAt) {
        throw new AppError('CONFLICT', m.suggestions.jobNotOpen);
      }
      return {
        jobId: job.id,
        clientId: job.clientId,
        serviceId: job.serviceId,
        state: job.state,
        latitude: job.latitude,
        longitude: job.longitude,
      };
    },

    /** Which of these professionals the client invited to quote on the job. */
    async findInvitedAmong(jobId: string, professionalIds: string[]): Promise<Set<string>> {
      return new Set(await repository.findInvitedAmong(jobId, professionalIds));
    },

    async countCompletedFor(professionalId: string): Promise<number> {
      return repository.countCompletedFor(professionalId);
    },

    /** Whether the professional was invited to quote on this job. */
    async isInvited(jobId: string, professionalId: string): Promise<boolean> {
      return (await repository.findInvitation(jobId, professionalId)) !== undefined;
    },

    /** The open jobs a professional was invited to quote on, with the details a quote needs. */
    async listInvitations(professionalId: string): Promise<InvitedJob[]> {
      const rows = await repository.findInvitedOpenJobs(professionalId, INVITATIONS_SHOWN);
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        service: { _id: row.serviceId, name: row.serviceName },
        city: row.city,
        state: row.state,
        createdAt: row.createdAt.toISOString(),
        budgetMin: row.budgetMin,
        budgetMax: row.budgetMax,
        timing: row.timing,
        timingDate: row.timingDate,
        contactCount: row.contactCount,
        invitedAt: row.invitedAt.toISOString(),
        hasContacted: row.conversationId !== null,
      }));
    },

    /**
     * Invites a professional the client has dealt with, or who matches the job (the job page's
     * suggestions), to quote on one of their open jobs, and
     * tells them. Asking again changes nothing and tells nobody (`isNew: false`).
     */
    async inviteProfessional(
      client: Client,
      jobId: string,
      professionalId: string,
    ): Promise<Invitation> {
      const invalid = () =>
        new AppError('VALIDATION', m.invitations.professionalInvalid, [
          { path: 'professionalId', message: m.invitations.professionalInvalid },
        ]);
      return inTransaction(db, async (tx) => {
        const job = await ownJobOr404(jobId, client.id, tx);
        const invitee = await repository.findInvitee(professionalId, tx);
        if (
          !invitee ||
          !isProfessional(invitee.userType) ||
          !invitee.emailVerifiedAt ||
          invitee.suspendedAt
        ) {
          throw invalid();
        }
        await safety.assertNotBlocked(
          client.id,
          professionalId,
          {
            byMe: messages.safety.cannotInviteBlocked,
            byThem: messages.safety.cannotInviteBlockedYou,
          },
          tx,
        );
        const hasDealt =
          (await repository.findDealings(client.id, professionalId, 1, tx)).length > 0;
        if (
          !hasDealt &&
          !(await repository.findMatchingJob(client.id, professionalId, jobId, tx))
        ) {
          throw invalid();
        }
        const existing = await repository.findInvitation(jobId, professionalId, tx);
        if (existing) {
          return {
            jobId,
            professionalId,
            invitedAt: existing.createdAt.toISOString(),
            isNew: false,
          };
        }
        if (job.status !== 'open' || job.hiddenAt) {
          throw new AppError('CONFLICT', m.invitations.jobNotOpen);
        }
        if (invitee.hiringStatus === 'unavailable') {
          throw new AppError('CONFLICT', m.invitations.professionalUnavailable);
        }
        const inserted = await repository.insertInvitation({ jobId, professionalId }, tx);
        // A concurrent identical request inserted it first: that one told the professional.
        if (!inserted) {
          const row = await repository.findInvitation(jobId, professionalId, tx);
          return {
            jobId,
            professionalId,
            invitedAt: (row?.createdAt ?? new Date()).toISOString(),
            isNew: false,
          };
        }
        await notifications.notify(
          {
            userId: professionalId,
            kind: 'job_invited',
            title: m.notifications.invitedTitle,
            body: m.notifications.invitedBody(clientName(client), job.title),
            link: paths.jobRequest.href(jobId),
          },
          tx,
        );
        return { jobId, professionalId, invitedAt: inserted.createdAt.toISOString(), isNew: true };
      });
    },

    async postJob(clientId: string, input: PostJobInput): Promise<Job> {
      const serviceName = await serviceNameOf(input.service);
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, async (tx) => {
        const job = await repository.insertJob({ ...toJobFields(input, place), clientId }, tx);
        await alerts.queueJobFanOut(job.id, tx);
        return job;
      });
      return toJob(row, serviceName);
    },

    async updateJob(clientId: string, jobId: string, input: PostJobInput): Promise<Job> {
      const current = await ownJobOr404(jobId, clientId);
      if (!canEditJob(current.status)) throw new AppError('CONFLICT', m.notOpen);
      const serviceName = await serviceNameOf(input.service, current.serviceId);
      await assertOwnPhotos(clientId, input.photos);
      const place = await places.resolveAddress(input.address);
      const row = await inTransaction(db, (tx) =>
        transition(jobId, clientId, 'edit', toJobFields(input, place), m.notOpen, tx),
      );
      return toJob(row, serviceName);
    },

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
      const [contacts, hiredTradie, review] = await Promise.all([
        contactsPage(jobId, undefined, FIRST_CONTACTS_PAGE),
        job.hiredTradieId ? hiredTradieOf(jobId, job.hiredTradieId) : null,
        reviews.findForJob(jobId),
      ]);
      return {
        ...toJob(job, job.serviceName),
        serviceSlug: job.serviceSlug,
        contacts,
        hiredTradie,
        review: review ? toReview(review) : null,
      };
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

    /** Cancels an open or in-progress job and tells every professional who made contact. */
    async cancelJob(client: Client, jobId: string): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const cancelled = await transition(
          jobId,
          client.id,
          'cancel',
          { cancelledAt: new Date() },
          m.cannotCancel,
          tx,
        );
        const notified = new Set(await repository.findContactIds(jobId, tx));
        if (cancelled.hiredTradieId) notified.add(cancelled.hiredTradieId);
        for (const tradieId of notified) {
          await notifications.notify(
            {
              userId: tradieId,
              kind: 'job_cancelled',
              title: m.notifications.cancelledTitle,
              body: m.notifications.cancelledBody(clientName(client), cancelled.title),
              link: paths.jobHistoryEntry.href(jobId),
            },
            tx,
          );
        }
        return cancelled;
      });
      return toJob(row, await serviceNameOfRow(row));
    },

    /**
     * The client's answer to "What happened?" (decision 029): they hired someone elsewhere or are
     * not going ahead. Closes the open job (it leaves the feed) and tells every professional who
     * wrote that it is no longer available.
     */
    async answerOutcome(client: Client, jobId: string, outcome: JobOutcomeAnswer): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const now = new Date();
        const closed = await transition(
          jobId,
          client.id,
          'close',
          { cancelledAt: now, closedReason: outcome },
          m.outcome.notOpen,
          tx,
        );
        const writers = await repository.findContactIds(jobId, tx);
        // Everyone who wrote, in one statement.
        await notifications.notifyMany(
          writers.map((tradieId) => ({
            userId: tradieId,
            kind: 'job_closed' as const,
            title: m.notifications.closedTitle,
            body: m.notifications.closedBody(clientName(client), closed.title),
            link: paths.jobHistoryEntry.href(jobId),
          })),
          tx,
        );
        return closed;
      });
      return toJob(row, await serviceNameOfRow(row));
    },

    /** Any job as it is now, for staff (decision 034); undefined when there is none. */
    findForStaff: (jobId: string, tx?: DbOrTx) => repository.findById(jobId, tx),

    /**
     * Staff hide a job (decision 034) in the caller's transaction: it leaves every feed, the
     * service page and invitations at once, and its detail is 404 to everyone but its client.
     */
    async hideByStaff(jobId: string, tx: DbOrTx): Promise<JobRow> {
      const row = await repository.setHidden(jobId, true, new Date(), tx);
      if (row) return row;
      if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
      throw new AppError('CONFLICT', mm.jobAlreadyHidden);
    },

    async unhideByStaff(jobId: string, tx: DbOrTx): Promise<JobRow> {
      const row = await repository.setHidden(jobId, false, new Date(), tx);
      if (row) return row;
      if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
      throw new AppError('CONFLICT', mm.jobNotHidden);
    },

    /**
     * Staff close an open job (decision 034): the closed state of decision 029 with `staff` as
     * its reason; the client and every professional who wrote are told, in one statement.
     */
    async closeByStaff(
      jobId: string,
      reason: string,
      tx: DbOrTx,
    ): Promise<{ id: string; clientId: string; title: string }> {
      const now = new Date();
      const [row] = await repository.closeOpenJobs([jobId], 'staff', now, tx);
      if (!row) {
        if (!(await repository.findById(jobId, tx))) throw notFound(mm.jobNotFound);
        throw new AppError('CONFLICT', mm.jobNotOpen);
      }
      await repository.markClientRecordDue(row.clientId, now, tx);
      const writers = await repository.findContactIds(jobId, tx);
      await notifications.notifyMany(
        [
          {
            userId: row.clientId,
            kind: 'job_closed' as const,
            title: m.notifications.closedInactiveClientTitle,
            body: m.notifications.closedByStaffClientBody(row.title, reason),
            link: paths.myJob.href(jobId),
          },
          ...writers.map((tradieId) => ({
            userId: tradieId,
            kind: 'job_closed' as const,
            title: m.notifications.closedTitle,
            body: m.notifications.closedByStaffBody(row.title),
            link: paths.jobHistoryEntry.href(jobId),
          })),
        ],
        tx,
      );
      return row;
    },

    /** Hires one of the professionals who contacted the client about this open job. */
    async hireTradie(client: Client, jobId: string, tradieId: string): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const job = await ownJobOr404(jobId, client.id, tx);
        if (!canHireForJob(job.status)) throw new AppError('CONFLICT', m.hireNotOpen);
        if (!(await repository.findContactConversationId(jobId, tradieId, tx))) {
          throw new AppError('VALIDATION', m.hireNotContacted, [
            { path: 'tradieId', message: m.hireNotContacted },
          ]);
        }
        const hired = await transition(
          jobId,
          client.id,
          'hire',
          { hiredTradieId: tradieId, hiredAt: new Date() },
          m.hireNotOpen,
          tx,
        );
        await notifications.notify(
          {
            userId: tradieId,
            kind: 'job_hired',
            title: m.notifications.hiredTitle,
            body: m.notifications.hiredBody(clientName(client), hired.title),
            link: paths.jobHistoryEntry.href(jobId),
          },
          tx,
        );
        return hired;
      });
      return toJob(row, await serviceNameOfRow(row));
    },

    /** Marks the job in progress as done and tells the hired professional. */
    async completeJob(client: Client, jobId: string): Promise<Job> {
      const row = await inTransaction(db, async (tx) => {
        const completed = await transition(
          jobId,
          client.id,
          'complete',
          { completedAt: new Date() },
          m.completeNotInProgress,
          tx,
        );
        if (completed.hiredTradieId) {
          await notifications.notify(
            {
              userId: completed.hiredTradieId,
              kind: 'job_completed',
              title: m.notifications.completedTitle,
              body: m.notifications.completedBody(clientName(client), completed.title),
              link: paths.jobHistoryEntry.href(jobId),
            },
            tx,
          );
        }
        return completed;
      });
      return toJob(row, await serviceNameOfRow(row));
    },

    /**
     * The client's one review of the professional they hired, once the job is completed. The
     * professional's rating counters move in the same transaction, and they are told.
     */
    async reviewJob(
      client: Client,
      jobId: string,
      input: { rating: number; body: string },
    ): Promise<JobReview> {
      const review = await inTransaction(db, async (tx) => {
        const job = await ownJobOr404(jobId, client.id, tx);
        if (!canReviewJob(job.status)) throw new AppError('CONFLICT', m.reviewNotCompleted);
        if (!job.hiredTradieId) throw new AppError('CONFLICT', m.reviewNoProfessional);
        const inserted = await reviews.createReview(
          {
            jobId,
            clientId: client.id,
            tradieId: job.hiredTradieId,
            rating: input.rating,
            body: input.body,
          },
          tx,
        );
        if (!inserted) throw new AppError('CONFLICT', m.reviewExists);
        await notifications.notify(
          {
            userId: job.hiredTradieId,
            kind: 'review_received',
            title: m.notifications.reviewTitle,
            body: m.notifications.reviewBody(clientName(client), input.rating, job.title),
            link: paths.professionalDetail.href(job.hiredTradieId),
          },
          tx,
        );
        return inserted;
      });
      return toReview(review);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
