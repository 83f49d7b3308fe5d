import * as messages from '@trademate/shared/messages';
import type { JobQuestionSet, ServiceQuestions } from '@trademate/shared/schemas/job-questions';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CacheRegion } from '../../lib/read-cache';
import { createQuestionSetsRepository, type QuestionSetRow } from './question-sets.repository';

export function toQuestionSet(row: QuestionSetRow): JobQuestionSet {
  return {
    _id: row.id,
    serviceId: row.serviceId,
    version: row.version,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What is kept in memory of the services' questions, until the catalogue changes. */
export interface QuestionSetCatalogue {
  /** Each service: whether a new job may name it, and the set a new job is asked (null: none). */
  services: ReadonlyMap<string, { isOffered: boolean; asked: JobQuestionSet | null }>;
  /**
   * The sets read so far, by id: every service's newest, and older versions as jobs name them.
   * A version never changes once written, so one read stays true for the catalogue's lifetime.
   */
  sets: Map<string, JobQuestionSet>;
}

/** The sets jobs were asked, by id, as the job's read shape takes them. */
export type AskedSets = ReadonlyMap<string, JobQuestionSet>;

/**
 * The services' job questions as the site reads them (decision 071): the set a new job is asked,
 * and the sets jobs were asked, by id. Kept in memory (`kept`, the reference cache) until the
 * database announces a change to the services, as saving a version changes its service's row in
 * the same transaction: a page of jobs then names its questions without a statement, and an
 * older version is read once, with the others a page misses. Without `kept` every call reads.
 */
export function createQuestionSets(db: Db, kept?: CacheRegion<QuestionSetCatalogue>) {
  const repository = createQuestionSetsRepository(db);

  async function load(): Promise<QuestionSetCatalogue> {
    const [states, newest] = await Promise.all([
      repository.findServiceStates(),
      repository.findNewestSets(),
    ]);
    const sets = new Map(newest.map((row) => [row.id, toQuestionSet(row)]));
    const newestOf = new Map([...sets.values()].map((set) => [set.serviceId, set]));
    return {
      services: new Map(
        states.map((state) => {
          const set = newestOf.get(state.id);
          return [
            state.id,
            {
              isOffered: !state.hiddenAt && !state.mergedIntoId,
              // An empty version asks nothing: it stands for the questions taken away.
              asked: set && set.questions.length > 0 ? set : null,
            },
          ];
        }),
      ),
      sets,
    };
  }

  const catalogue = () => (kept ? kept.get('all', load) : load());

  return {
    /** The set a new job in this service is asked now; null when it asks none. */
    async askedFor(serviceId: string): Promise<JobQuestionSet | null> {
      return (await catalogue()).services.get(serviceId)?.asked ?? null;
    },

    /**
     * `GET /api/services/:id/questions`: the set the job form asks for a service a job may be
     * posted in; a hidden or merged service, or none, is not found.
     */
    async getForNewJob(serviceId: string): Promise<ServiceQuestions> {
      const service = (await catalogue()).services.get(serviceId);
      if (!service?.isOffered) throw notFound(messages.services.notFound);
      return { questionSet: service.asked };
    },

    /** The sets with these ids (jobs' `question_set_id`; nulls skipped), older ones read once. */
    async byIds(ids: Iterable<string | null>): Promise<AskedSets> {
      const found = new Map<string, JobQuestionSet>();
      const named = new Set(ids);
      named.delete(null);
      if (named.size === 0) return found;
      // Without the cache, only what the page names is read.
      const { sets } = kept ? await catalogue() : { sets: new Map<string, JobQuestionSet>() };
      const missing: string[] = [];
      for (const id of named as Set<string>) {
        const set = sets.get(id);
        if (set) found.set(id, set);
        else missing.push(id);
      }
      for (const row of await repository.findByIds(missing)) {
        const set = toQuestionSet(row);
        sets.set(set._id, set);
        found.set(set._id, set);
      }
      return found;
    },
  };
}

export type QuestionSets = ReturnType<typeof createQuestionSets>;
