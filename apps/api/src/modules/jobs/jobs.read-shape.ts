import { clientRecordOf, type ClientRecordCounts } from '@trademate/shared/constants/client-record';
import type { JobClosedReason, JobStatus, JobTiming } from '@trademate/shared/constants/jobs';
import { roundKm } from '@trademate/shared/constants/places';
import type { StateCode } from '@trademate/shared/constants/states';
import {
  answersForDisplay,
  type JobAnswer,
  type JobAnswersInput,
} from '@trademate/shared/schemas/job-questions';
import type { JobFacts, JobRequestItem } from '@trademate/shared/schemas/job-requests';
import type { Job } from '@trademate/shared/schemas/jobs';
import type { AskedSets } from '../services/question-sets.service';

/**
 * The job's one read shape: every answer that carries a job (the client's job, a request's detail,
 * a history entry, a feed card, an invitation) is mapped here, so a field is added or renamed in
 * one place. Each mapping is a function over a plain row type that a row of `jobs` read through the
 * ORM satisfies, and so does a row the feed's and detail's fast paths map by hand from the driver
 * (decisions 047, 050): those keep their speed, and their tests hold them to these mappings.
 * Other modules reach these through `jobs.service.ts`.
 */

/** The columns of `jobs` a job's answers are read from (decision 071): both null without them. */
export interface JobAnswersRow {
  questionSetId: string | null;
  answers: JobAnswersInput | null;
}

/**
 * A job's answers read against the set it was asked (`asked`, the service catalogue's sets by id),
 * never the service's current one: a question taken away later still reads as the client saw it.
 * A job asked no questions has no `answers`, as the specification's job has none.
 */
function answersOf(row: JobAnswersRow, asked: AskedSets): JobAnswer[] | undefined {
  const set = row.questionSetId === null ? undefined : asked.get(row.questionSetId);
  return set && answersForDisplay(set.questions, row.answers);
}

/** The columns of `jobs` a job's facts are made from. */
export interface JobFactsRow extends JobAnswersRow {
  id: string;
  serviceId: string;
  title: string;
  description: string;
  state: StateCode;
  city: string;
  budgetMin: number;
  budgetMax: number;
  timing: JobTiming;
  /** YYYY-MM-DD, as PostgreSQL writes a date. */
  timingDate: string | null;
  photos: string[];
  status: JobStatus;
  createdAt: Date;
}

/**
 * A job in full, as professionals see it: a request's detail and a history entry start here, with
 * every answer.
 */
export function toJobFacts(row: JobFactsRow, serviceName: string, asked: AskedSets): JobFacts {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    service: { _id: row.serviceId, name: serviceName },
    photos: row.photos,
    city: row.city,
    state: row.state,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    timing: row.timing,
    timingDate: row.timingDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answers: answersOf(row, asked),
  };
}

/** The columns of `jobs` the client's own job is made from: its facts and its whole story. */
export interface ClientJobRow extends JobFactsRow {
  postcode: string | null;
  suburb: string | null;
  contactCount: number;
  updatedAt: Date;
  hiredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  closedReason: JobClosedReason | null;
  outcomeAskedAt: Date | null;
  hiddenAt: Date | null;
}

/** A job as its client sees it: its facts, the address in full, and when each step happened. */
export function toJob(row: ClientJobRow, serviceName: string, asked: AskedSets): Job {
  const { city, state, ...facts } = toJobFacts(row, serviceName, asked);
  return {
    ...facts,
    address: { state, city, postcode: row.postcode, suburb: row.suburb },
    contactCount: row.contactCount,
    updatedAt: row.updatedAt.toISOString(),
    hiredAt: row.hiredAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    outcomeAskedAt: row.outcomeAskedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

/** The columns a job's card is made from: some of `jobs`, its service's name, what the read adds. */
export interface JobCardRow extends JobAnswersRow {
  id: string;
  title: string;
  serviceId: string;
  serviceName: string;
  city: string;
  state: StateCode;
  createdAt: Date;
  budgetMin: number;
  budgetMax: number;
  timing: JobTiming;
  timingDate: string | null;
  contactCount: number;
  /** Km from the viewer's suburb, when the read measured it. */
  distanceKm?: number | null;
  /** The client's precomputed record (decision 029) when the read carried it; null until counted. */
  clientRecord?: ClientRecordCounts | null;
}

/** A card with the plan's preview: its budget, timing and contacts are there. */
export type PreviewedJobCard = JobRequestItem &
  Required<
    Pick<JobRequestItem, 'budgetMin' | 'budgetMax' | 'timing' | 'timingDate' | 'contactCount'>
  >;

/**
 * A job's card, in the feed and in the invitations. Everyone sees the title, service, place, date
 * and the highlighted answers (what the job is, as its title says it); `canPreview` (the plan)
 * adds budget, timing and how many already made contact. One shape for every card (a key left
 * undefined is not written), built without spreading objects: a page's cards are the feed's
 * hottest loop.
 */
export function toJobCard(row: JobCardRow, canPreview: true, asked: AskedSets): PreviewedJobCard;
export function toJobCard(row: JobCardRow, canPreview: boolean, asked: AskedSets): JobRequestItem;
export function toJobCard(row: JobCardRow, canPreview: boolean, asked: AskedSets): JobRequestItem {
  return {
    _id: row.id,
    title: row.title,
    service: { _id: row.serviceId, name: row.serviceName },
    city: row.city,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    distanceKm: row.distanceKm == null ? undefined : roundKm(row.distanceKm),
    clientRecord: row.clientRecord === undefined ? undefined : clientRecordOf(row.clientRecord),
    budgetMin: canPreview ? row.budgetMin : undefined,
    budgetMax: canPreview ? row.budgetMax : undefined,
    timing: canPreview ? row.timing : undefined,
    timingDate: canPreview ? row.timingDate : undefined,
    contactCount: canPreview ? row.contactCount : undefined,
    answers: answersOf(row, asked)?.filter((answer) => answer.highlight),
  };
}
