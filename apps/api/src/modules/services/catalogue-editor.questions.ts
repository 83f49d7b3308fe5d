import * as messages from '@trademate/shared/messages';
import {
  jobQuestionSchema,
  type ConsoleQuestionSets,
  type JobQuestion,
  type JobQuestionSet,
} from '@trademate/shared/schemas/job-questions';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/after-commit';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { tablesChanged } from '../../lib/read-cache';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { createQuestionSetsRepository } from './question-sets.repository';
import { toQuestionSet } from './question-sets.service';
import { createCatalogueRepository, createServicesRepository } from './services.repository';

const m = messages.servicesAdmin;
const mq = messages.jobQuestions;

/** A value with its objects' keys in order: a set read back from jsonb keeps no key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** Whether two lists ask the same, read through the one schema so defaults count alike. */
function isSameQuestions(stored: readonly JobQuestion[], input: readonly JobQuestion[]): boolean {
  const read = (questions: readonly JobQuestion[]) =>
    JSON.stringify(canonical(questions.map((question) => jobQuestionSchema.parse(question))));
  return read(stored) === read(input);
}

/**
 * The console's editor of a service's job questions (decision 071): every version, and saving the
 * next one. A save locks the service's row, so two saves of one service take turns and each
 * writes the version after the other's; the unique (service, version) refuses anything else that
 * slipped in (the reference data's first version at a start) with a 409 rather than a lost write.
 * The service's row is marked as the console's in the same transaction: the reference data leaves
 * it alone from then on, and every instance's caches hear that the catalogue changed.
 */
export function createQuestionEditor({
  db,
  audit,
}: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
}) {
  const catalogue = createCatalogueRepository(db);
  const servicesRepository = createServicesRepository(db);
  const sets = createQuestionSetsRepository(db);

  return {
    async listQuestionVersions(serviceId: string): Promise<ConsoleQuestionSets> {
      if (!(await servicesRepository.findById(serviceId))) throw notFound(m.notFound);
      return { items: (await sets.findVersions(serviceId)).map(toQuestionSet) };
    },

    async saveQuestions(
      actor: AuditActor,
      serviceId: string,
      questions: JobQuestion[],
    ): Promise<JobQuestionSet> {
      return inTransaction(db, async (tx) => {
        const service = await catalogue.findForUpdate(serviceId, tx);
        if (!service) throw notFound(m.notFound);
        if (service.mergedIntoId) throw new AppError('CONFLICT', m.merged);
        const newest = await sets.findNewest(serviceId, tx);
        if (isSameQuestions(newest?.questions ?? [], questions)) {
          throw new AppError('CONFLICT', mq.consoleUnchanged);
        }
        const version = (newest?.version ?? 0) + 1;
        let row;
        try {
          row = await sets.insert(
            { serviceId, version, questions, createdByStaffId: actor.staffId },
            tx,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', mq.consoleSavedMeanwhile);
          throw error;
        }
        await catalogue.update(serviceId, {}, tx);
        await audit.record(
          actor,
          {
            action: 'service.questions',
            recordType: 'service',
            recordId: serviceId,
            details: {
              version,
              previousVersion: newest?.version ?? null,
              keys: questions.map((question) => question.key),
            },
          },
          tx,
        );
        tablesChanged(db, tx, 'services');
        return toQuestionSet(row);
      });
    },
  };
}
