import { clientRecordOf } from '@trademate/shared/constants/client-record';
import { canContactAboutJob } from '@trademate/shared/constants/job-lifecycle';
import { isFilterable } from '@trademate/shared/constants/job-questions';
import { licenceStandingFor } from '@trademate/shared/constants/licence-rules';
import type { SubscriptionStatus } from '@trademate/shared/constants/accounts';
import * as messages from '@trademate/shared/messages';
import type { FeedAnswerFilter, JobQuestionSet } from '@trademate/shared/schemas/job-questions';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import { paths } from '@trademate/shared/paths';
import type {
  ContactClientRequest,
  ContactClientResult,
  JobRequestDetail,
  JobRequestPage,
  JobRequestsQuery,
  InvitedJobList,
} from '@trademate/shared/schemas/job-requests';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, decodeDistanceCursor, toCursorPage } from '../../lib/cursor';
import { hasProfessionalAccess } from '../../lib/subscription-status';
import type { ChatsService } from '../chats/chats.service';
import { toJobCard, toJobFacts, type JobsService } from '../jobs/jobs.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { QuestionSets } from '../services/question-sets.service';
import { createJobRequestDetailRepository } from './job-requests.detail.repository';
import { createJobFeedRepository } from './job-requests.feed.repository';

/** Who is asking: the signed-in professional, as the auth lookup found them. */
export interface Professional {
  id: string;
  firstName: string;
  subscriptionStatus: SubscriptionStatus;
  /** Their suburb's coordinates, when their profile has one: the feed's distances start there. */
  location?: { latitude: number; longitude: number } | null;
}

/**
 * The feed's answer filters as the feed's query takes them (decision 071): one group per question,
 * with each option as a choice's answer (`{"storeys":"single"}`) and as one of several choices'
 * (`{"extras":["oven"]}`), so a question whose kind changed between versions still matches. Only
 * the choice questions the service asks now filter, and only on their options: anything else is a
 * 400 that names the filter.
 */
function answerGroups(
  asked: JobQuestionSet | null,
  filters: FeedAnswerFilter[],
): Record<string, unknown>[][] {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const { key, option } of filters) {
    const question = asked?.questions.find((candidate) => candidate.key === key);
    const isOption = question?.options.some((candidate) => candidate.key === option);
    if (!question || !isFilterable(question.kind) || !isOption) {
      throw new AppError('VALIDATION', messages.jobQuestions.filtersInvalid, [
        { path: 'answers', message: messages.jobQuestions.filtersInvalid },
      ]);
    }
    const group = groups.get(key) ?? [];
    group.push({ [key]: option }, { [key]: [option] });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The tradie side of jobs: the job requests feed, a request's detail, and contacting the client
 * (which opens the chat, records the contact and tells the client, all in one transaction).
 */
export function createJobRequestsService({
  db,
  chats,
  notifications,
  jobs,
  questionSets,
}: {
  db: Db;
  chats: ChatsService;
  notifications: NotificationsService;
  jobs: Pick<JobsService, 'recordContact' | 'listInvitations'>;
  /** The sets jobs were asked and the one a service asks now (decision 071). */
  questionSets: Pick<QuestionSets, 'askedFor' | 'byIds'>;
}) {
  const feed = createJobFeedRepository(db);
  const details = createJobRequestDetailRepository(db);

  return {
    async listJobRequests(viewer: Professional, query: JobRequestsQuery): Promise<JobRequestPage> {
      const nearest = query.sort === 'nearest';
      const cursor = nearest ? decodeDistanceCursor(query.cursor) : decodeCursor(query.cursor);
      const canPreview = hasProfessionalAccess(viewer.subscriptionStatus);
      const from = viewer.location ?? undefined;
      // The schema already asks `nearest` for a distance; a distance needs the viewer's suburb.
      if (query.withinKm !== undefined && !from) {
        throw new AppError('VALIDATION', messages.places.withinKmNeedsPlace, [
          { path: 'withinKm', message: messages.places.withinKmNeedsPlace },
        ]);
      }
      // The schema already asks a service for answer filters: they are its questions' options.
      const answers =
        query.answers && query.serviceId
          ? answerGroups(await questionSets.askedFor(query.serviceId), query.answers)
          : undefined;
      const rows = await feed.findOpenJobsForTradie(
        viewer.id,
        {
          serviceId: query.serviceId,
          state: query.state,
          city: query.city,
          withinKm: query.withinKm,
          nearest,
          answers,
        },
        { cursor, limit: query.limit },
        from,
      );
      const asked = await questionSets.byIds(rows.map((row) => row.questionSetId));
      const page = toCursorPage(
        rows,
        query.limit,
        (row) =>
          nearest && row.distanceKm != null
            ? { distanceKm: row.distanceKm, id: row.id }
            : { createdAt: row.createdAt, id: row.id },
        (row) => toJobCard(row, canPreview, asked),
      );
      return { ...page, canPreview };
    },

    /** The open jobs whose clients invited this professional to quote (the feed's Invitations). */
    async listInvitations(viewer: Professional): Promise<InvitedJobList> {
      return { items: await jobs.listInvitations(viewer.id) };
    },

    /**
     * An open job in the professional's services or one they were invited to quote on, or one
     * they contacted or were hired for; any other job answers 404 whether or not it exists.
     */
    async getJobRequest(viewer: Professional, jobId: string): Promise<JobRequestDetail> {
      const row = await details.findJobForTradie(jobId, viewer.id);
      // A job hidden by staff does not exist for any professional (decision 034).
      if (!row || row.job.hiddenAt) throw notFound(messages.jobRequests.notFound);
      const { job, isInvited } = row;
      const hasContacted = row.conversationId !== null;
      const isHired = job.hiredTradieId === viewer.id;
      // A block hides the job from both sides (decision 027), a suspension the suspended client's
      // (decision 031); a hire already made stays in view.
      const isVisible =
        isHired ||
        (!row.isBlocked &&
          !row.isClientSuspended &&
          ((canContactAboutJob(job.status) && (row.offersService || isInvited)) || hasContacted));
      if (!isVisible) throw notFound(messages.jobRequests.notFound);
      const standing = licenceStandingFor(
        {
          state: job.state,
          serviceSlug: row.serviceSlug,
          budgetMin: job.budgetMin,
          budgetMax: job.budgetMax,
        },
        row.viewerLicences,
        todayInAustralia(),
      );
      const asked = await questionSets.byIds([job.questionSetId]);
      return {
        ...toJobFacts(job, row.serviceName, asked),
        contactCount: job.contactCount,
        client: { firstName: row.clientFirstName },
        hasContacted,
        conversationId: row.conversationId,
        isHired,
        isInvited,
        serviceSlug: row.serviceSlug,
        licenceCheck: { standing },
        clientRecord: clientRecordOf(row.clientRecord),
      };
    },

    /**
     * Writes to the client about an open job in one transaction: the conversation (reused when this
     * professional wrote before), the message, the contact with the job's count (once per
     * professional) and the client's notification.
     */
    async contactClient(
      sender: Professional,
      jobId: string,
      input: ContactClientRequest,
    ): Promise<ContactClientResult> {
      return inTransaction(db, async (tx) => {
        const job = await details.lockJobForContact(jobId, sender.id, tx);
        if (
          !job ||
          job.isBlocked ||
          job.isClientSuspended ||
          job.isHidden ||
          !(job.offersService || job.hasContacted || job.isInvited)
        ) {
          throw notFound(messages.jobRequests.notFound);
        }
        if (!canContactAboutJob(job.status)) {
          throw new AppError('CONFLICT', messages.jobRequests.closed);
        }

        const { conversation } = await chats.openConversation(
          { jobId: job.id, starterId: sender.id, recipientId: job.clientId },
          tx,
        );
        await chats.postMessageBetween(
          {
            conversationId: conversation.id,
            senderId: sender.id,
            recipientId: job.clientId,
            body: input.message,
          },
          tx,
        );
        const isFirstContact = await jobs.recordContact(
          { jobId: job.id, tradieId: sender.id, conversationId: conversation.id },
          tx,
        );
        await notifications.notify(
          isFirstContact
            ? {
                userId: job.clientId,
                kind: 'job_contacted',
                title: messages.jobRequests.enquiryTitle(job.title),
                body: messages.jobRequests.enquiryBody(sender.firstName),
                // The client first wants to know who wrote: the profile links on to the chat.
                link: paths.professionalDetail.href(sender.id),
                subjectJobId: job.id,
                subjectConversationId: conversation.id,
              }
            : {
                userId: job.clientId,
                kind: 'message_received',
                title: messages.jobRequests.followUpTitle(job.title),
                body: messages.jobRequests.enquiryBody(sender.firstName),
                link: paths.chat.href(conversation.id),
                subjectJobId: job.id,
                subjectConversationId: conversation.id,
              },
          tx,
        );
        return { conversationId: conversation.id };
      });
    },
  };
}

export type JobRequestsService = ReturnType<typeof createJobRequestsService>;
