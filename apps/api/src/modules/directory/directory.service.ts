import { roundKm } from '@trademate/shared/constants/places';
import { professionalTypes } from '@trademate/shared/constants/user-roles';
import * as messages from '@trademate/shared/messages';
import {
  averageRating,
  type Apprentice,
  type ApprenticePage,
  type ApprenticeProfile,
  type DirectoryQuery,
  type JobSuggestionList,
  type ProfessionalPage,
  type ProfessionalProfile,
  type ProfessionalSummary,
  type ServiceRef,
} from '@trademate/shared/schemas/directory';
import type { ReviewPage, ReviewsQuery } from '@trademate/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, decodeDistanceCursor, toCursorPage } from '../../lib/cursor';
import type { AuthUser } from '../auth/auth.service';
import type { CredentialsService } from '../credentials/credentials.service';
import type { JobsService } from '../jobs/jobs.service';
import type { LogbookReportsService } from '../logbook/logbook.reports.service';
import type { ReviewsService } from '../reviews/reviews.service';
import {
  createDirectoryRepository,
  type ListedUserType,
  type PersonRow,
} from './directory.repository';
import type { ServiceNames } from '../services/services.service';

const apprenticeTypes: readonly ListedUserType[] = ['apprentice'];
/** How many professionals a client's job page suggests. */
const SUGGESTIONS_SHOWN = 10;

/** Who browses a directory: their suburb's coordinates, when their profile has one. */
export interface DirectoryViewer {
  location?: { latitude: number; longitude: number } | null;
}

/**
 * "12 km away" for a listed person, when the page measured it; left undefined otherwise (not
 * spread in: one shape of card is cheaper to build and write, decision 047).
 */
function distanceOf(row: PersonRow) {
  return row.distanceKm == null ? undefined : roundKm(row.distanceKm);
}

function toProfessional(row: PersonRow, services: ServiceRef[]): ProfessionalSummary {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarPath,
    userType: row.userType === 'freeTradie' ? 'freeTradie' : 'tradie',
    city: row.city,
    state: row.state,
    hiringStatus: row.hiringStatus,
    memberSince: row.createdAt.toISOString(),
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
    services,
    licences: row.licences,
    distanceKm: distanceOf(row),
  };
}

function toApprentice(row: PersonRow, services: ServiceRef[]): Apprentice {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarPath,
    city: row.city,
    state: row.state,
    services,
    bio: row.bio,
    memberSince: row.createdAt.toISOString(),
    licences: row.licences,
    distanceKm: distanceOf(row),
  };
}

/** The directories: verified professionals and apprentices, their profiles and reviews. */
export function createDirectoryService({
  db,
  reviews,
  jobs,
  credentials,
  serviceNames,
  logbookReports,
}: {
  db: Db;
  serviceNames: ServiceNames;
  credentials: Pick<CredentialsService, 'getPublic'>;
  logbookReports: Pick<LogbookReportsService, 'verifiedHoursShown'>;
  reviews: Pick<ReviewsService, 'listForTradie'>;
  jobs: Pick<
    JobsService,
    | 'countCompletedFor'
    | 'findDealings'
    | 'listOpenJobsToInvite'
    | 'findJobToMatch'
    | 'findInvitedAmong'
  >;
}) {
  const repository = createDirectoryRepository(db, serviceNames);

  /**
   * One page of people with their services: one query whatever the page size. Distances are from
   * the viewer's suburb, as in the job requests feed: `withinKm` without one is a 400.
   */
  async function listPeople<Item>(
    viewer: DirectoryViewer,
    userTypes: readonly ListedUserType[],
    query: DirectoryQuery,
    toItem: (row: PersonRow, services: ServiceRef[]) => Item,
  ) {
    const nearest = query.sort === 'nearest';
    const cursor = nearest ? decodeDistanceCursor(query.cursor) : decodeCursor(query.cursor);
    const from = viewer.location ?? undefined;
    if (query.withinKm !== undefined && !from) {
      throw new AppError('VALIDATION', messages.places.withinKmNeedsPlace, [
        { path: 'withinKm', message: messages.places.withinKmNeedsPlace },
      ]);
    }
    const rows = await repository.findPeoplePage(
      userTypes,
      { ...query, nearest },
      cursor,
      query.limit,
      from,
    );
    return toCursorPage(
      rows,
      query.limit,
      (row) =>
        nearest && row.distanceKm != null
          ? { distanceKm: row.distanceKm, id: row.id }
          : { createdAt: row.createdAt, id: row.id },
      (row) => toItem(row, row.services),
    );
  }

  /** A listed person with their services; 404 with `message` otherwise. */
  async function getPerson(id: string, userTypes: readonly ListedUserType[], message: string) {
    const row = await repository.findPerson(id, userTypes);
    if (!row) throw notFound(message);
    return { row, services: row.services };
  }

  return {
    async listProfessionals(
      viewer: DirectoryViewer,
      query: DirectoryQuery,
    ): Promise<ProfessionalPage> {
      return listPeople(viewer, professionalTypes, query, toProfessional);
    },

    /** A professional's profile; a client viewer also gets the jobs of theirs they share. */
    async getProfessional(
      id: string,
      viewer: Pick<AuthUser, 'id' | 'userType'>,
    ): Promise<ProfessionalProfile> {
      const isClient = viewer.userType === 'client';
      const [{ row, services }, jobsCompleted, withYou, openJobs, { business, licences }] =
        await Promise.all([
          getPerson(id, professionalTypes, messages.directory.professionalNotFound),
          jobs.countCompletedFor(id),
          isClient ? jobs.findDealings(viewer.id, id) : undefined,
          isClient ? jobs.listOpenJobsToInvite(viewer.id, id) : undefined,
          credentials.getPublic(id),
        ]);
      return {
        ...toProfessional(row, services),
        bio: row.bio,
        business,
        licences,
        jobsCompleted,
        ...(withYou && openJobs ? { withYou, openJobs } : {}),
      };
    },

    /**
     * Professionals to invite to quote on the client's open job (decision 021): at most
     * `SUGGESTIONS_SHOWN`, each marked when already invited. Not the client's job: 404; closed: 409.
     */
    async listSuggestionsForJob(clientId: string, jobId: string): Promise<JobSuggestionList> {
      const job = await jobs.findJobToMatch(clientId, jobId);
      const rows = await repository.findMatchingProfessionals(job, SUGGESTIONS_SHOWN);
      const invited = await jobs.findInvitedAmong(
        job.jobId,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => ({
          ...toProfessional(row, row.services),
          isInvited: invited.has(row.id),
        })),
      };
    },

    /** A listed professional's reviews; anyone else's id is "not found", reviews or not. */
    async listProfessionalReviews(id: string, query: ReviewsQuery): Promise<ReviewPage> {
      const [isListed, page] = await Promise.all([
        repository.isListedPerson(id, professionalTypes),
        reviews.listForTradie(id, query),
      ]);
      if (!isListed) throw notFound(messages.directory.professionalNotFound);
      return page;
    },

    async listApprentices(viewer: DirectoryViewer, query: DirectoryQuery): Promise<ApprenticePage> {
      return listPeople(viewer, apprenticeTypes, query, toApprentice);
    },

    /** An apprentice's profile, with their logbook's verified hours when they show them (072). */
    async getApprentice(id: string): Promise<ApprenticeProfile> {
      const [{ row, services }, { business, licences }, verifiedHours] = await Promise.all([
        getPerson(id, apprenticeTypes, messages.directory.apprenticeNotFound),
        credentials.getPublic(id),
        logbookReports.verifiedHoursShown(id),
      ]);
      return {
        ...toApprentice(row, services),
        business,
        licences,
        ...(verifiedHours ? { verifiedHours } : {}),
      };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
