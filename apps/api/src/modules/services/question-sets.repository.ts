import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { JobQuestion } from '@trademate/shared/schemas/job-questions';
import type { Db, DbOrTx } from '../../db/client';
import { serviceQuestionSets, services } from '../../db/schema/services';

export type QuestionSetRow = typeof serviceQuestionSets.$inferSelect;

/** The versions of the services' job questions (decision 071): written once, never changed. */
export function createQuestionSetsRepository(db: Db) {
  return {
    /** Every service (a few dozen rows) with whether a new job may name it. */
    async findServiceStates(tx: DbOrTx = db) {
      return tx
        .select({
          id: services.id,
          hiddenAt: services.hiddenAt,
          mergedIntoId: services.mergedIntoId,
        })
        .from(services);
    },

    /** Each service's newest version, one row per service that has any. */
    async findNewestSets(tx: DbOrTx = db): Promise<QuestionSetRow[]> {
      return tx
        .selectDistinctOn([serviceQuestionSets.serviceId])
        .from(serviceQuestionSets)
        .orderBy(asc(serviceQuestionSets.serviceId), desc(serviceQuestionSets.version));
    },

    async findByIds(ids: string[], tx: DbOrTx = db): Promise<QuestionSetRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(serviceQuestionSets).where(inArray(serviceQuestionSets.id, ids));
    },

    /** Every version of a service's questions, newest first. */
    async findVersions(serviceId: string, tx: DbOrTx = db): Promise<QuestionSetRow[]> {
      return tx
        .select()
        .from(serviceQuestionSets)
        .where(eq(serviceQuestionSets.serviceId, serviceId))
        .orderBy(desc(serviceQuestionSets.version));
    },

    async findNewest(serviceId: string, tx: DbOrTx): Promise<QuestionSetRow | undefined> {
      const [row] = await tx
        .select()
        .from(serviceQuestionSets)
        .where(eq(serviceQuestionSets.serviceId, serviceId))
        .orderBy(desc(serviceQuestionSets.version))
        .limit(1);
      return row;
    },

    async insert(
      values: {
        serviceId: string;
        version: number;
        questions: JobQuestion[];
        createdByStaffId: string | null;
      },
      tx: DbOrTx,
    ): Promise<QuestionSetRow> {
      const [row] = await tx.insert(serviceQuestionSets).values(values).returning();
      return row!;
    },
  };
}

export type QuestionSetsRepository = ReturnType<typeof createQuestionSetsRepository>;
